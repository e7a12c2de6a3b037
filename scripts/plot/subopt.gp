# subopt.gp: what the suboptimal searches pay under one movement model: per map
# family (one bar group each) and variant not required to be optimal (one bar
# each), the mean cost above the optimum in %.  Data (written by `pfbench
# chartdata`): subopt-M.dat, a table "family <variant columns>" with a header
# line; subopt-M.vars.gp holds the title, the data file's name, nvariants,
# nfamilies, the largest value (ymax) and whether the bars get value labels.  Run through
# scripts/charts.sh (chart = subopt-M).
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "subopt-8"
load datadir . "/" . chart . ".vars.gp"
if (nfamilies * nvariants > 40) { width = 1000 + 12 * (nfamilies * nvariants - 40); height = 700 }
load plotdir . "/common.gp"

# x position of bar j (1-based) of row r in a clustered histogram with gap 1
barx(r, j) = r + (j - (nvariants + 1) / 2.0) / (nvariants + 1)

set title title font ",14"
set key autotitle columnheader
set key inside left top vertical font ",10" title "variant"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border rgb "#404040"
set boxwidth 0.9
set grid noxtics ytics
set xtics nomirror rotate by 30 right font ",10"
set xrange [-0.6 : nfamilies - 0.4]
set xlabel "map family"
set ylabel "mean cost above the optimum (%)"
# room above the bars for the key and the labels; every variant at 0 % still gets an axis
set yrange [0 : (ymax > 0 ? ymax * 1.45 : 1)]
plot for [j = 2:nvariants + 1] datadir . "/" . datafile using j:xtic(1) linetype (j - 1), \
     for [j = 2:nvariants + 1] '' using (barx($0, j - 1)):(column(j)):(bar_labels ? sprintf("%.1f%%", column(j)) : "") \
         with labels offset 0, 0.7 font ",9" notitle
