# binned.gp: the layout and plot shared by time.gp and expanded.gp: one line per
# variant against the optimal path cost, binned by pfbench chartdata.  The caller
# loads variants.gp, <chart>.vars.gp and common.gp first and sets `ylab`.
# The key stands outside on the right and takes half the width, so the title and
# the note on the bins are labels placed on the whole canvas: as the plot's own
# title and a second line of its xlabel they were centred on the narrow plot and
# ran off the left edge.
unset title
set label 10 title at screen 0.5, screen 0.965 center font ",14"
set tmargin 4
set bmargin 6
# a log x axis has no labelled tic inside less than a decade (one bin, a few close costs):
# the axis is linear then
if (xhi / xlo >= 10) {
    set logscale x
    set xlabel "optimal path cost (log scale)"
} else {
    set xlabel "optimal path cost"
}
set label 11 (nbins > 1 ? sprintf("each point: the median over one of %d bins of equal scenario count (%d scenarios)", nbins, nscen) \
                         : sprintf("each point: the median over all %d scenarios (one bin)", nscen)) \
    at screen 0.012, screen 0.03 left font ",10" textcolor rgb "#505050"
set ylabel ylab
set logscale y
set format x "%g"
set format y "%g"
set key outside right top vertical title "variant"
set label 1 sel_note . (sel_hint eq "" ? "" : "\n" . sel_hint) at screen 0.985, screen 0.16 right font ",10" textcolor rgb "#505050"
set xrange [xlo : xhi]
plot for [i = 1:words(blocks)] datadir . "/" . chart . ".dat" index (i - 1) using 1:2 \
     with linespoints linetype vlt(word(blocks, i)) pointsize 0.9 title word(blocks, i)
