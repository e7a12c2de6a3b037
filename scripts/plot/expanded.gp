# expanded.gp: median nodes expanded against the optimal path cost, one line
# per variant, for one movement model, binned like time.gp.  Data (written by
# `pfbench chartdata`): <chart>.dat, one block per variant ("optimal_cost
# median_expanded queries" rows); block names, title, bin count and the
# selection note in <chart>.vars.gp.  `chart` names the chart (e.g. expanded-8).
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "expanded-8"
load datadir . "/variants.gp"
load datadir . "/" . chart . ".vars.gp"
load plotdir . "/common.gp"

set title title font ",14"
set xlabel sprintf("optimal path cost (log scale)\neach point: the median over one of %d bins of equal scenario count (%d scenarios)", nbins, nscen)
set ylabel "median nodes expanded per query (log scale)"
set logscale xy
set format x "%g"
set format y "%g"
set key outside right top vertical title "variant"
set label 2 "searches that differ only in the open list\nexpand the same nodes: their lines coincide" at screen 0.985, screen 0.30 right font ",10" textcolor rgb "#505050"
set label 1 sel_note . (sel_hint eq "" ? "" : "\n" . sel_hint) at screen 0.985, screen 0.16 right font ",10" textcolor rgb "#505050"
set xrange [xlo : xhi]
plot for [i = 1:words(blocks)] datadir . "/" . chart . ".dat" index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) pointsize 0.9 title word(blocks, i)
