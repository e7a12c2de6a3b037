# time.gp: median time per query against the optimal path length, one line per
# selected variant.  The scenarios are cut into bins of equal count by optimal
# length; each point is a variant's median over one bin, at the bin's median
# optimal length.  Data: charts/data/time.dat, one block per variant
# ("optimal_length median_us queries" rows), block names, bin count and the
# selection note in time.vars.gp.  Run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
load datadir . "/variants.gp"
load datadir . "/time.vars.gp"
load plotdir . "/common.gp"

set title "Median time per query by optimal path length (movement model 8)" font ",14"
set xlabel sprintf("optimal path length (cells, log scale)\neach point: the median over one of %d bins of equal scenario count (%d scenarios)", nbins, nscen)
set ylabel "median time per query (µs, log scale)"
set logscale xy
set format x "%g"
set format y "%g"
set key outside right top vertical title "variant"
set label 1 sel_note . (sel_hint eq "" ? "" : "\n" . sel_hint) at screen 0.985, screen 0.16 right font ",10" textcolor rgb "#505050"
set xrange [xlo : xhi]
plot for [i = 1:words(blocks)] datadir . "/time.dat" index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) pointsize 0.9 title word(blocks, i)
