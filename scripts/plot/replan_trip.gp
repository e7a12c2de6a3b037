# replan_trip.gp: a trip picture of agents that replan: one panel per planner over the true map
# (walls dark grey), the walls the agent discovered (red squares), the walked path (a blue line
# from the green start to the goal, a blue square) and where it planned again (orange rings).
# Data (written by `pfbench replan`, docs/REPLAN.md): DIR/trip/STEM.map (the true map, 1 blocked),
# STEM.vars.gp (mapw, maph, the goal gx gy, planners, trip), STEM.PLANNER.walk ("x y" of the cells it stood on),
# .replans ("x y plan"), .walls ("x y"). Run through scripts/replan.sh
# (gnuplot -e "stem='DIR/trip/STEM'; out='DIR/trip-STEM.png'").
if (!exists("stem")) stem = "results/replan/trip/map-1"
if (!exists("out")) out = stem . ".png"
load stem . ".vars.gp"
n = words(planners)
cols = (n < 3) ? n : 3
rows = (n + cols - 1) / cols
pw = 420
ph = (maph * pw / mapw < 120) ? 120 : ((maph * pw / mapw > 600) ? 600 : maph * pw / mapw)
set terminal pngcairo size cols * pw, rows * (ph + 40) + 40 noenhanced font "DejaVu Sans,10"
set output out
set multiplot layout rows, cols title trip . "  (walls grey, discovered walls red, start green, goal blue square, replans orange rings)"
unset key
unset colorbox
unset xtics
unset ytics
set size ratio -1
set xrange [-0.5:mapw - 0.5]
set yrange [maph - 0.5:-0.5]
set palette defined (0 "#ffffff", 1 "#404040")
set cbrange [0:1]
goal = (mapw > maph ? mapw : maph) / 80.0 + 0.3
set object 1 rect center gx, gy size goal, goal front fillcolor rgb "#1f77b4" fillstyle solid noborder
big = (mapw > maph ? mapw : maph) > 64
cell = big ? 0.5 : 0.45
ring = big ? 0.5 : 1.6   # replans come every step or two on a maze: small rings keep the path seen
do for [i = 1:n] {
    p = word(planners, i)
    f = stem . "." . p
    set title p
    plot stem . ".map" matrix with image, \
         f . ".walls" using 1:2:(cell):(cell) with boxxyerror fill solid 0.9 lc rgb "#d62728", \
         f . ".replans" using 1:2 with points pt 6 ps ring lw 1.5 lc rgb "#ff7f0e", \
         f . ".walk" using 1:2 with lines lw (big ? 1.5 : 2.5) lc rgb "#1f77b4", \
         f . ".walk" every ::0::0 using 1:2 with points pt 7 ps 1.3 lc rgb "#2ca02c"
}
unset multiplot
