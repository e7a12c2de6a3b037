# dynamic_rate.gp: what a change costs each variant against the rate of change
# (change events per query), over the dynamic scenarios made from one map: the
# total time per query (left: following the changes + searching, GPPC's count)
# and the time following the changes per query (right), one line per variant;
# where a line crosses the fastest optimal online search's on the left, keeping data
# stops paying.  Data (written by `pfbench chartdata`): <chart>.dat, one block
# per variant of rows "rate total_us change_us search_us queries scenario"
# (change_us NaN: the variant spent nothing measurable on changes);
# <chart>.vars.gp holds the block names, xlog (1: every rate above 0, a log x
# axis), change_floor and the title.  `chart` names the chart (e.g.
# dynamic-rate-1); run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "dynamic-rate-1"
load datadir . "/variants.gp"
load datadir . "/" . chart . ".vars.gp"
keyblocks = blocks
load plotdir . "/panels.gp"
load plotdir . "/common.gp"

f = datadir . "/" . datafile
set multiplot title title font ",14"
if (xlog) {
    set logscale xy
    set xlabel "change events per query (log scale)"
} else {
    set logscale y
    set xlabel "change events per query"
}
set format x "%g"
set format y "%g"
set offsets graph 0.05, graph 0.05, 0, 0
unset key

@pos_left
set title "total: changes + searches"
set ylabel "time per query (µs, log scale)"
plot for [i = 1:words(blocks)] f index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@pos_right
set title "following the changes"
set ylabel "change time per query (µs, log scale)"
plot for [i = 1:words(blocks)] f index (i - 1) using 1:3 \
     with linespoints linetype vlt(word(blocks, i)) notitle

@key_strip
set key title "variant"
plot for [i = 1:words(blocks)] NaN with linespoints linetype vlt(word(blocks, i)) title word(blocks, i)
