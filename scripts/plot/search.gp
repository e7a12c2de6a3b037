# search.gp: search pictures, one panel per trace (multiplot grid).
# Blocked cells dark, free cells never expanded white, expanded cells shaded by
# expansion order (light = early, dark = late), the returned path as a thick
# blue line from the green start to the goal.
# Data (written by scripts/draw-search.sh): <datadir>/panels.gp with the panel
# count, grid shape, canvas size and per-panel arrays, and pN.grid / pN.path.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data/search"
load datadir . "/panels.gp"
load plotdir . "/common.gp"

set palette defined (0 "#fee391", 1 "#fec44f", 2 "#fe9929", 3 "#ec7014", 4 "#cc4c02", 5 "#8c2d04")
# expansion order is normalised per panel (0 = first expanded, max = last), so
# no colour box: the page title explains the shading
unset colorbox
unset grid
unset xtics
unset ytics
set border 15 linewidth 1 linecolor rgb "#303030"
set size ratio -1
set key below horizontal noenhanced font ",10" nobox samplen 1.5 width -1
blocked = 48        # grey level of blocked cells (0-255)
cellrgb(v) = (v == -2) ? blocked : 255

# SVG viewers smooth a stretched bitmap, so small maps are drawn cell by cell
# there ("pixels"); set before the loop because @macros in a block are
# expanded when the block is read
maxcells = 0
do for [i = 1:npanels] { if (PW[i] * PH[i] > maxcells) { maxcells = PW[i] * PH[i] } }
cells_style = (is_svg && maxcells <= 20000) ? "pixels" : ""

set multiplot layout rows, cols title pagetitle font ",13"
do for [i = 1:npanels] {
    grid = sprintf("%s/p%d.grid", datadir, i)
    path = sprintf("%s/p%d.path", datadir, i)
    set title PT[i] font ",11"
    set xrange [-0.5 : PW[i] - 0.5]
    set yrange [PH[i] - 0.5 : -0.5]
    set cbrange [0 : (MX[i] > 0 ? MX[i] : 1)]
    if (PN[i] > 0) {
        plot grid matrix using 1:2:(cellrgb($3)):(cellrgb($3)):(cellrgb($3)) with rgbimage @cells_style notitle, \
             grid matrix using 1:2:($3 >= 0 ? $3 : NaN) with image @cells_style notitle, \
             path using 1:2 with lines linewidth 4 linecolor rgb "#1f4fff" title "path", \
             path every ::0::0 using 1:2 with points pointtype 7 pointsize 1.6 linecolor rgb "#00a651" title "start", \
             path every ::(PN[i] - 1)::(PN[i] - 1) using 1:2 with points pointtype 5 pointsize 1.5 linecolor rgb "#1f4fff" title "goal"
    } else {
        plot grid matrix using 1:2:(cellrgb($3)):(cellrgb($3)):(cellrgb($3)) with rgbimage @cells_style notitle, \
             grid matrix using 1:2:($3 >= 0 ? $3 : NaN) with image @cells_style title "expanded (no path file)"
    }
}
unset multiplot
