# saving.gp: what one movement model saves against the optima its scenario files
# print under another model (any-angle against 8-connected): per map family two
# bars, the median and the largest saving in %.  Data (written by `pfbench
# chartdata`): saving-M.dat, lines "family lines median max" after a header
# line; saving-M.vars.gp holds the title, the y label, the data file's name,
# nfamilies, the smallest median (ymin, at most 0) and the largest value (ymax).  Run through scripts/charts.sh
# (chart = saving-M).
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "saving-aa"
load datadir . "/" . chart . ".vars.gp"
if (nfamilies > 16) { width = 1000 + 40 * (nfamilies - 16) }
load plotdir . "/common.gp"

set title title font ",14"
set key inside right top vertical font ",10"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border rgb "#404040"
set boxwidth 0.9
set grid noxtics ytics
set xtics nomirror rotate by 30 right font ",10"
set xrange [-0.6 : nfamilies - 0.4]
set xlabel "map family (solved queries of the reference)"
set ylabel ylabel
set yrange [(ymin < 0 ? ymin * 1.3 : 0) : (ymax > 0 ? ymax * 1.35 : 1)]
# bar j (1: median, 2: max) of family r sits at r + (j - 1.5) / 3 in a cluster of two
plot datadir . "/" . datafile skip 1 using 3:xtic(sprintf("%s (%d)", stringcolumn(1), column(2))) title "median" linetype 1, \
     '' skip 1 using 4 title "largest" linetype 2, \
     '' skip 1 using ($0 - 0.5 / 3):3:(sprintf("%.1f%%", $3)) with labels offset 0, 0.7 font ",9" notitle, \
     '' skip 1 using ($0 + 0.5 / 3):4:(sprintf("%.1f%%", $4)) with labels offset 0, 0.7 font ",9" notitle
