# graph.gp: the node-graph search pictures (scripts/draw-panels.sh --plot graph sets n, data, out and the titles t0..).
cols = n < 3 ? n : 3
rows = int((n + cols - 1) / cols)
svg = strlen(out) > 4 && out[strlen(out) - 3:] eq 'svg'
if (svg) { set terminal svg size 480 * cols, 440 * rows font 'sans,10' background rgb 'white' } \
else { set terminal pngcairo size 480 * cols, 440 * rows font 'sans,9' background rgb 'white' }
set output out
set multiplot layout rows, cols title 'Node-graph searches: grey = nodes where they lie, orange = nodes the search expanded, blue = the path found (start green, goal red)'
unset key
set size ratio -1
set tics font ',7'
# a panel's title on two lines, the variant above its figures
ptitle(t) = strstrt(t, ': ') > 0 ? t[1 : strstrt(t, ': ') - 1] . "\n" . t[strstrt(t, ': ') + 2 :] : t
do for [k = 0 : n - 1] {
    f = sprintf('%s/%02d', data, k)
    set title ptitle(value(sprintf('t%d', k))) noenhanced
    plot data . '/nodes.xy' using 1:2 with points pt 7 ps 0.25 lc rgb '#a8a8a8', \
         f . '.closed' using 1:2 with points pt 7 ps 0.45 lc rgb '#e8890c', \
         f . '.path' using 1:2 with lines lw 2 lc rgb '#1f4fd0', \
         data . '/ends.xy' every ::0::0 using 1:2 with points pt 7 ps 1.2 lc rgb '#1a9a3a', \
         data . '/ends.xy' every ::1::1 using 1:2 with points pt 7 ps 1.2 lc rgb '#d02020'
}
unset multiplot
