# heuristics.gp: per variant that takes a heuristic (one bar group each) and
# movement model (one bar each): mean expansions (top) and worst suboptimality
# in % (bottom).  Data (written by `pfbench chartdata`): heuristics-exp.dat and
# heuristics-subopt.dat, tables "variant <model columns>" with a header line;
# heuristics.vars.gp holds the title, nmodels, ngroups, the model list and
# whether the bars get value labels.  With one movement model the bars carry no
# key.  Run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
load datadir . "/heuristics.vars.gp"
if (ngroups > 10) { width = 1000 + 40 * (ngroups - 10); height = 800 }
if (!exists("models")) models = ""
load plotdir . "/common.gp"

# x position of bar j (1-based) of row r in a clustered histogram with gap 1
barx(r, j) = r + (j - (nmodels + 1) / 2.0) / (nmodels + 1)
# thousands as "12.3k" so the labels stay short
kfmt(v) = (v != v) ? "" : ((v >= 1e6) ? sprintf("%.2fM", v / 1e6) : ((v >= 1e4) ? sprintf("%.1fk", v / 1e3) : sprintf("%.0f", v)))

set key autotitle columnheader
set multiplot layout 2, 1 title title font ",14" \
    margins 0.11, 0.97, 0.16, 0.89 spacing 0, 0.22
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border rgb "#404040"
set boxwidth 0.9
set grid noxtics ytics
set xtics nomirror rotate by 30 right font ",10"
if (nmodels > 1) {
    set key inside right top vertical width 3 title "movement model"
} else {
    unset key
}
set xrange [-0.6 : ngroups - 0.4]

# log scale: the domains' searches differ by orders of magnitude (Dijkstra on a voxel level
# expands millions, A* on a small grid hundreds), and a linear axis flattens all but the largest
set title "mean nodes expanded per query (lower = better informed; log scale)"
set ylabel "mean nodes expanded"
set logscale y
set format y "%g"
set yrange [1 : *]
set offsets 0, 0, graph 0.18, 0
plot for [j = 2:nmodels + 1] datadir . "/heuristics-exp.dat" using j:xtic(1) linetype (j - 1), \
     for [j = 2:nmodels + 1] '' using (barx($0, j - 1)):(column(j)):(bar_labels ? kfmt(column(j)) : "") \
         with labels offset 0, 0.7 font ",10" notitle

set title "worst suboptimality (% above the optimal cost; 0 = always optimal)"
set ylabel "worst suboptimality (%)"
unset logscale y
set xlabel "variant"
set format y "%g"
set yrange [0 : *]
set offsets 0, 0, graph 0.25, 0
plot for [j = 2:nmodels + 1] datadir . "/heuristics-subopt.dat" using j:xtic(1) linetype (j - 1), \
     for [j = 2:nmodels + 1] '' using (barx($0, j - 1)):(column(j)):(bar_labels ? sprintf("%.1f%%", column(j)) : "") \
         with labels offset 0, 0.7 font ",10" notitle
unset multiplot
