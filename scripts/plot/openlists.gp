# openlists.gp: open-list cost for octile A* and Dijkstra.
# Left: median time per query against map size (cells); right: median time per
# map against the mean open-list size (max_open), one point per map.  Data: charts/data/
# openlists-size.dat and openlists-open.dat, one block per variant, block names
# in the matching .vars.gp files.  Run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
load datadir . "/variants.gp"
load datadir . "/openlists-open.vars.gp"
blocks_open = blocks
load datadir . "/openlists-size.vars.gp"
load plotdir . "/common.gp"
load plotdir . "/panels.gp"

set multiplot title "Open lists: octile A* and Dijkstra with list, heap and bucket queues (movement model 8)" font ",14"
set logscale xy
set format x "%g"
set format y "%g"
set ylabel "median time per query (µs, log scale)"
unset key

@pos_left
set title "time vs map size"
set xlabel "map size (cells = width × height, log scale)"
plot for [i = 1:words(blocks)] datadir . "/openlists-size.dat" index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@pos_right
set title "time vs open-list size (one point per map)"
set xlabel "mean max_open per map (open-list size, log scale)"
plot for [i = 1:words(blocks_open)] datadir . "/openlists-open.dat" index (i - 1) using 1:2 \
     with points linetype vlt(word(blocks_open, i)) pointsize 1.4 notitle

@key_strip
plot for [i = 1:words(blocks)] NaN with linespoints linetype vlt(word(blocks, i)) title word(blocks, i)
unset multiplot
