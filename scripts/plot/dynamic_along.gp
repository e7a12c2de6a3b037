# dynamic_along.gp: time per query along one dynamic scenario (a map that changes
# between queries): x the query's place in the file, y its time (µs, log scale),
# one line per drawn variant; grey vertical lines mark the queries that followed
# a change event, and the open points at those queries show what following the
# change took (change_ns), already part of the query's time (GPPC's count).
# Data (written by `pfbench chartdata`): <chart>.dat, one block per variant of
# rows "query time_us change_us patches" (change_us NaN without an event);
# <chart>-events.dat, rows "query patches epoch"; <chart>.vars.gp holds the
# block names, the file names, nqueries, nevents, ymin, ymax and the title.
# `chart` names the chart (e.g. dynamic-along-1); run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "dynamic-along-1"
load datadir . "/variants.gp"
load datadir . "/" . chart . ".vars.gp"
load plotdir . "/common.gp"

f = datadir . "/" . datafile
ev = datadir . "/" . eventfile
unset title
set label 10 title at screen 0.5, screen 0.965 center font ",14"
set tmargin 4
set bmargin 6
set label 11 sprintf("%d queries, %d change events (grey: a query after an event; open points: the change's own time, part of that query's)", \
                     nqueries, nevents) at screen 0.012, screen 0.03 left font ",10" textcolor rgb "#505050"
set logscale y
set format y "%g"
set xlabel "query (in the scenario's order)"
set ylabel "time per query (µs, log scale; holds the change before it)"
lo = ymin / 2.0
hi = ymax * 2.0
set yrange [lo : hi]
set xrange [0.5 : nqueries + 0.5]
set key outside right top vertical title "variant"
# thin lines with many queries, lines and points with few
lw = (nqueries > 200) ? 1 : 2
plot ev using 1:(lo):(0):(hi - lo) with vectors nohead linecolor rgb "#cccccc" linewidth 1 notitle, \
     for [i = 1:words(blocks)] f index (i - 1) using 1:2 \
         with lines linetype vlt(word(blocks, i)) linewidth lw title word(blocks, i), \
     for [i = 1:words(blocks)] f index (i - 1) using 1:3 \
         with points linetype vlt(word(blocks, i)) pointtype 6 pointsize 0.8 notitle
