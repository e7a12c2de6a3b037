# scaling.gp: the size ladder (the gen-random maps): median time per query
# (left) and time per expanded node (right) against the number of cells,
# log-log, one line per selected variant.  Data: charts/data/scaling.dat, one
# block per variant with rows "cells median_us ns_per_expansion"; block names,
# the ladder's name, its tics and the selection note in scaling.vars.gp.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
load datadir . "/variants.gp"
load datadir . "/scaling.vars.gp"
load plotdir . "/common.gp"
load plotdir . "/panels.gp"

set multiplot title sprintf("Scaling with map size on the %s maps (movement model 8)", ladder) font ",14"
set logscale xy
set format x "%g"
set format y "%g"
set xtics @ladder_xtics
set xrange @ladder_xrange
set xlabel sprintf("%s map size (cells, log scale)", ladder)
unset key

@pos_left
set title "time per query"
set ylabel "median time per query (µs, log scale)"
plot for [i = 1:words(blocks)] datadir . "/scaling.dat" index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@pos_right
set title "time per expanded node (total time / total expansions)"
set ylabel "time per expanded node (ns, log scale)"
plot for [i = 1:words(blocks)] datadir . "/scaling.dat" index (i - 1) using 1:3 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@key_strip
set key title "variant: " . sel_note . (sel_hint eq "" ? "" : " (" . sel_hint . ")")
plot for [i = 1:words(blocks)] NaN with linespoints linetype vlt(word(blocks, i)) title word(blocks, i)
unset multiplot
