# speedup.gp: heat map of the speedup over the reference variant, one row per
# variant, one column per map family plus the geometric mean over the families,
# for one movement model.  Colour = log10(speedup) (green = faster, purple =
# slower, white = as fast); the speedup is printed in each cell.  Data (written
# by `pfbench chartdata`): <chart>.dat, rows "column row log10_speedup label
# text_rgb"; <chart>.vars.gp holds nfam, nvar, ylabw (the longest row label's
# length), the titles, the colour range and the tic labels.  `chart` names the
# chart (e.g. speedup-8).  The reference is the summary's: the domain's
# Dijkstra, or in a run without it a stand-in with the same algo and heuristic
# columns; `reference` names it and the title says which, so this script never
# decides.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "speedup-8"
load datadir . "/" . chart . ".vars.gp"
load plotdir . "/common.gp"

set xlabel "map family"
unset ylabel
unset grid
set border 0
set tics scale 0
set xtics rotate by -30 left font ",11"
set ytics font ",11"
set xrange [0.5 : nfam + 1.75]
set yrange [nvar + 0.5 : 0.5]
set cbrange [cblo : cbhi]
set palette defined (cblo "#762a83", cblo / 2.0 "#c2a5cf", 0 "#f7f7f7", cbhi / 2.0 "#a6dba0", cbhi "#1b7837")
set colorbox vertical user origin screen 0.875, screen 0.2 size screen 0.018, screen 0.62
set cblabel "speedup (log scale)" offset 0.5, 0
# room for the longest variant name (ylabw characters, written by chartdata): a fixed margin cut
# the front off names such as weighted/astar-unweighted/octile/heap
lm0 = 24                        # the usual margin, which short names keep
lm = ylabw + 2 > lm0 ? ylabw + 2 : lm0
set lmargin lm
# the title is centred over the plot area: moved back left by half the extra margin, it stays
# centred on the canvas as with the usual margin
set title title . "\n" . subtitle font ",14" offset -(lm - lm0) / 2.0, 0
set rmargin at screen 0.84      # room for the colour box, its tic labels (up to "10000x") and its label
set bmargin 6.5
unset key
# separator before the geometric-mean column
set arrow 1 from nfam + 0.625, graph 0 to nfam + 0.625, graph 1 nohead linecolor rgb "#404040" linewidth 1.5
plot datadir . "/" . chart . ".dat" using 1:2:(0.5):(0.5):3 with boxxyerror fillstyle solid 1.0 noborder fillcolor palette, \
     '' using 1:2:4:5 with labels textcolor rgb variable font ",10"
