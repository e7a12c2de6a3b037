# speedup.gp: speedup over Dijkstra per variant (clusters) and map family (bars).
# Data: charts/data/speedup.dat, a table "variant family1 family2 ..." taken
# from summary.csv (speedup_vs_dijkstra); speedup.vars.gp holds nfam, nvar
# and the movement model used.  Run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
load datadir . "/speedup.vars.gp"
load plotdir . "/common.gp"

set title sprintf("Speedup over Dijkstra per variant and map family (summary.csv, movement model %s)", moves) font ",14"
set ylabel "speedup over Dijkstra (×, log scale; 1 = as fast as Dijkstra)"
set xlabel "variant"
set logscale y
set format y "%g"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border rgb "#404040"
set boxwidth 0.9
set xtics rotate by -30 left nomirror
set grid noxtics ytics
set key inside left top vertical title "map family"
set bmargin 7
set rmargin 12
set yrange [ymin : ymax]
set xrange [-0.7 : nvar - 0.3]
plot for [j = 2:nfam + 1] datadir . "/speedup.dat" using j:xtic(1) linetype (j - 1) title columnheader(j), \
     1 with lines linetype 11 linewidth 1.5 dashtype 2 title "dijkstra = 1"
