# replan.gp: agents that replan: the median planning time per trip against the median longest
# planning step (what one game frame must absorb), one line per planner and map family through
# its sensor radii (or event spacings), each point labelled with its radius. Data (written by
# `pfbench replan`): DIR/replan-chart.dat, one block per planner/family of rows
# "sensor longest_step_us plan_ms_per_trip"; DIR/replan-chart.vars.gp names the blocks.
# Run through scripts/replan.sh (gnuplot -e "dir='DIR'; out='DIR/replan-steps.png'").
if (!exists("dir")) dir = "results/replan"
if (!exists("out")) out = dir . "/replan-steps.png"
load dir . "/replan-chart.vars.gp"
f = dir . "/replan-chart.dat"
set terminal pngcairo size 1100,700 noenhanced
set output out
# the title on the canvas, not centred over the plot: with many families the key leaves the plot
# narrow, and a centred title would be cut at the left edge
set label 100 "Agents that replan: planning time per trip against the longest planning step (medians over trips)" at screen 0.02, 0.97 left
set tmargin 4
set logscale xy
set xlabel "longest planning step (µs, median over trips, log scale)"
set ylabel "planning time per trip (ms, median, log scale)"
set format x "%g"
set format y "%g"
set grid
set key outside right top
plot for [i = 1:words(blocks)] f index (i - 1) using 2:3 with linespoints pointsize 1.2 title word(blocks, i), \
     for [i = 1:words(blocks)] f index (i - 1) using 2:3:1 with labels offset 1.2,0.6 font ",8" notitle
