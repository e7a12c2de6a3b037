# openlists.gp: open-list cost of every variant with an open list, for one
# movement model.  Left: median time per query on the size ladder (the family
# with the most map sizes); right: per map (all maps), time per expanded node
# against the mean open-list size (max_open) -- a linear list costs more per
# expansion the longer it is.  Data (written by `pfbench chartdata`):
# <chart>-size.dat ("cells median_us queries") and <chart>-open.dat
# ("mean_max_open ns_per_expansion"), one block per variant, block names, title
# and ladder in the matching .vars.gp files.  `chart` names the chart (e.g.
# openlists-8); run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "openlists-8"
load datadir . "/variants.gp"
load datadir . "/" . chart . "-open.vars.gp"
blocks_open = blocks
load datadir . "/" . chart . "-size.vars.gp"
# without a ladder chartdata writes no tics or range; the macros below are expanded even in
# the branch not taken, so they need a value
if (!exists("ladder_xtics")) ladder_xtics = "autofreq"
if (!exists("ladder_xrange")) ladder_xrange = "[*:*]"
keyblocks = blocks_open
load plotdir . "/panels.gp"
load plotdir . "/common.gp"

set multiplot title title font ",14"
set logscale xy
set format x "%g"
set format y "%g"
unset key

@pos_left
set title (have_ladder ? sprintf("time per query vs size (%s maps)", ladder) : "time per query vs size")
set xlabel sprintf("%s map size (%s, log scale)", ladder, exists("ladder_unit") ? ladder_unit : "cells")
set ylabel "median time per query (µs, log scale)"
if (have_ladder && words(blocks) > 0) {
    set xtics @ladder_xtics
    set xrange @ladder_xrange
    plot for [i = 1:words(blocks)] datadir . "/" . chart . "-size.dat" index (i - 1) using 1:2 \
         with linespoints linetype vlt(word(blocks, i)) notitle
} else {
    unset logscale xy
    set xrange [0:1]; set yrange [0:1]; unset xtics; unset ytics
    set label 1 "no map family with two or more sizes" at 0.5, 0.5 center
    plot NaN notitle
    unset label 1
    set xtics nomirror out autofreq; set ytics nomirror out autofreq; set autoscale xy; set logscale xy
}
set xtics autofreq
set autoscale x

@pos_right
set title "time per expansion vs open-list size (a point per map)"
set xlabel "mean max_open per query (open-list size, log scale)"
set ylabel "time per expanded node (ns, log scale)"
plot for [i = 1:words(blocks_open)] datadir . "/" . chart . "-open.dat" index (i - 1) using 1:2 \
     with points linetype vlt(word(blocks_open, i)) pointsize 1.3 notitle

@key_strip
plot for [i = 1:words(blocks_open)] NaN with linespoints linetype vlt(word(blocks_open, i)) title word(blocks_open, i)
unset multiplot
