# tradeoff.gp: what preprocessing buys under one movement model: the median
# query time of each (variant, map family) against its preprocessing time per
# map (left) and the bytes it keeps per cell or node (right), log-log, one colour
# per variant, the family named beside each point; filled points are undominated
# in their family, open ones dominated.  Searches without preprocessing stand at
# the floor of each axis, its tic "none".  Data (written by `pfbench chartdata`):
# <chart>.dat, one block per variant of rows "family prep_ms bytes_per_cell
# query_us undominated"; <chart>.vars.gp holds the block names, the floors and
# maxima, the title.  `chart` names the chart (e.g. tradeoff-8); run through
# scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "tradeoff-8"
load datadir . "/variants.gp"
load datadir . "/" . chart . ".vars.gp"
keyblocks = blocks
load plotdir . "/panels.gp"
load plotdir . "/common.gp"

f = datadir . "/" . chart . ".dat"
set multiplot title title font ",14"
set logscale xy
set format x "%g"
set format y "%g"
set ylabel "median time per query (µs, log scale)"
unset key
# filled circle when undominated, open circle when dominated
ptype(u) = (u > 0) ? 7 : 6

@pos_left
set title "against preprocessing time"
set xlabel "preprocessing time per map (ms, log scale)"
set xrange [prep_floor / 2.0 : prep_max * 3.0]
set xtics add ("none" prep_floor)
plot for [i = 1:words(blocks)] f index (i - 1) using 2:4:(ptype($5)) \
         with points linetype vlt(word(blocks, i)) pointtype variable pointsize 1.6 notitle, \
     for [i = 1:words(blocks)] f index (i - 1) using 2:4:1 \
         with labels offset 0.8, 0.6 left font ",8" textcolor rgb "#505050" notitle

@pos_right
set title "against memory"
set xlabel "preprocessed bytes per cell or node (log scale)"
set xrange [bytes_floor / 2.0 : bytes_max * 3.0]
set xtics auto
set xtics add ("none" bytes_floor)
plot for [i = 1:words(blocks)] f index (i - 1) using 3:4:(ptype($5)) \
         with points linetype vlt(word(blocks, i)) pointtype variable pointsize 1.6 notitle, \
     for [i = 1:words(blocks)] f index (i - 1) using 3:4:1 \
         with labels offset 0.8, 0.6 left font ",8" textcolor rgb "#505050" notitle

@key_strip
set key title "variant (filled: undominated in its family)"
plot for [i = 1:words(blocks)] NaN with points linetype vlt(word(blocks, i)) pointtype 7 pointsize 1.6 title word(blocks, i)
unset multiplot
