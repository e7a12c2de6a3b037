# voxel.gp: the 3D search pictures (scripts/draw-panels.sh --plot voxel sets n, data, out and the titles t0..).
cols = n < 4 ? n : 4
rows = 2 * int((n + cols - 1) / cols)
svg = strlen(out) > 4 && out[strlen(out) - 3:] eq 'svg'
if (svg) { set terminal svg size 420 * cols, 330 * rows font 'sans,10' background rgb 'white' } \
else { set terminal pngcairo size 420 * cols, 330 * rows font 'sans,9' background rgb 'white' }
set output out
set multiplot layout rows, cols title 'Where each 3D search looked: from above (x-y) and from the side (x-z); grey = walls, yellow to red = expanded voxels per column (log), blue = path'
unset key
set size ratio -1
load data . '/size.gp'                 # W, H, D: the level's size
set tics font ',7'
# a panel's title on two lines, the variant above its figures: on one line the long ones ran
# into the next panel's
ptitle(t, view) = strstrt(t, ': ') > 0 ? t[1 : strstrt(t, ': ') - 1] . "\n" . t[strstrt(t, ': ') + 2 :] . ' (' . view . ')' : t . ' (' . view . ')'
do for [r = 0 : rows / 2 - 1] {
    do for [c = 0 : cols - 1] {
        k = r * cols + c
        if (k < n) {
            f = sprintf('%s/%02d', data, k)
            set title ptitle(value(sprintf('t%d', k)), 'above') noenhanced
            set xlabel 'x'; set ylabel 'y'
            set xrange [-0.5 : W - 0.5]; set yrange [-0.5 : H - 0.5]
            plot f . '.top' using 1:2:3:4:5 with rgbimage, \
                 f . '.path' using 1:2 with lines lw 2 lc rgb '#1f4fd0', \
                 f . '.path' every ::0::0 using 1:2 with points pt 7 ps 1 lc rgb '#1a9a3a', \
                 f . '.path' using 1:2 every ::1 with points pt 5 ps 0 lc rgb '#1f4fd0'
        } else { set multiplot next }
    }
    do for [c = 0 : cols - 1] {
        k = r * cols + c
        if (k < n) {
            f = sprintf('%s/%02d', data, k)
            set title ptitle(value(sprintf('t%d', k)), 'side') noenhanced
            set xlabel 'x'; set ylabel 'z'
            set xrange [-0.5 : W - 0.5]; set yrange [-0.5 : D - 0.5]
            plot f . '.side' using 1:2:3:4:5 with rgbimage, \
                 f . '.path' using 1:3 with lines lw 2 lc rgb '#1f4fd0', \
                 f . '.path' every ::0::0 using 1:3 with points pt 7 ps 1 lc rgb '#1a9a3a'
        } else { set multiplot next }
    }
}
unset multiplot
