# time.gp: median time per query against scenario bucket, one line per variant.
# Data: charts/data/time.dat, one block per variant ("bucket median_us" rows),
# block names in time.vars.gp (`blocks`).  Run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
load datadir . "/variants.gp"
load datadir . "/time.vars.gp"
load plotdir . "/common.gp"

set title "Median time per query by scenario bucket (movement model 8, status ok)" font ",14"
set xlabel "scenario bucket (Moving AI: floor(optimal cost / 4))"
set ylabel "median time per query (µs, log scale)"
set logscale y
set format y "%g"
set key outside right top vertical title "variant"
set offsets graph 0.02, graph 0.02, 0, 0
plot for [i = 1:words(blocks)] datadir . "/time.dat" index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) title word(blocks, i)
