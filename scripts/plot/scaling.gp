# scaling.gp: generated maps (family gen-*) grouped by size: median time per
# query (left) and time per expansion (right) against cells, log-log.
# Data: charts/data/scaling.dat, one block per variant with rows
# "cells median_us ns_per_expansion"; block names in scaling.vars.gp.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
load datadir . "/variants.gp"
load datadir . "/scaling.vars.gp"
load plotdir . "/common.gp"
load plotdir . "/panels.gp"

set multiplot title "Scaling on generated maps (family gen-*, movement model 8, status ok)" font ",14"
set logscale xy
set format x "%g"
set format y "%g"
set xlabel "map size (cells = width × height, log scale)"
set offsets graph 0.05, graph 0.05, 0, 0
unset key

@pos_left
set title "time per query"
set ylabel "median time per query (µs, log scale)"
plot for [i = 1:words(blocks)] datadir . "/scaling.dat" index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@pos_right
set title "time per expansion"
set ylabel "time per expanded node (ns, log scale)"
plot for [i = 1:words(blocks)] datadir . "/scaling.dat" index (i - 1) using 1:3 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@key_strip
plot for [i = 1:words(blocks)] NaN with linespoints linetype vlt(word(blocks, i)) title word(blocks, i)
unset multiplot
