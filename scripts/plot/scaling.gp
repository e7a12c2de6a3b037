# scaling.gp: the size ladder (the family with the most map sizes) for one
# movement model: median time per query (left) and time per expanded node
# (right) against the number of cells, log-log, one line per variant.  Data
# (written by `pfbench chartdata`): <chart>.dat, one block per variant with rows
# "cells median_us ns_per_expansion"; block names, title, the ladder's name, its
# tics and the selection note in <chart>.vars.gp.  `chart` names the chart (e.g.
# scaling-8); run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "scaling-8"
load datadir . "/variants.gp"
load datadir . "/" . chart . ".vars.gp"
keyblocks = blocks
load plotdir . "/panels.gp"
load plotdir . "/common.gp"

set multiplot title title font ",14"
set logscale xy
set format x "%g"
set format y "%g"
set xtics @ladder_xtics
set xrange @ladder_xrange
set xlabel sprintf("%s map size (%s, log scale)", ladder, exists("ladder_unit") ? ladder_unit : "cells")
unset key

@pos_left
set title "time per query"
set ylabel "median time per query (µs, log scale)"
plot for [i = 1:words(blocks)] datadir . "/" . chart . ".dat" index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@pos_right
set title "time per expanded node (total time / total expansions)"
set ylabel "time per expanded node (ns, log scale)"
plot for [i = 1:words(blocks)] datadir . "/" . chart . ".dat" index (i - 1) using 1:3 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@key_strip
set key title "variant: " . sel_note . (sel_hint eq "" ? "" : " (" . sel_hint . ")")
plot for [i = 1:words(blocks)] NaN with linespoints linetype vlt(word(blocks, i)) title word(blocks, i)
unset multiplot
