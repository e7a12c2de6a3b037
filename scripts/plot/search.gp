# search.gp: search pictures, one panel per trace, in a grid with one shared
# legend strip at the bottom.
# Blocked cells dark, free cells never expanded white, expanded cells shaded by
# expansion order (light = early, dark = late), cells that a jump-based search
# scanned without expanding them light blue (trace value -3), its jump points
# (pN.jumps) as small purple rings, the returned path as a thick blue line from
# the green start to the goal. A panel of the any-angle plane (PA[i] = 1) has no
# expanded cells: the corners its search expanded (pN.corners: x y order, at the
# picture's places) are dots coloured by expansion order under its polyline, over
# the outlines of its navigation mesh's polygons (pN.mesh) in thin grey, the polygons a
# search over the mesh expanded (pN.polys) filled light under them.
# A panel of a weighted map (PS[i] = 1, its costs in pN.shade: 0 walls, 255 the
# least cost down to 1 the largest) shades its free cells by cost, light = cheap,
# dark green = dear, under the expansion colours. A panel of a dynamic scenario
# (PP[i] > 0 rectangles in pN.patches: x y width height) outlines the last change
# event's patches in red over the cells.
# Data (written by scripts/draw-search.sh): <datadir>/panels.gp with the panel
# count, grid shape, canvas size and per-panel arrays, and pN.grid / pN.path
# (pN.jumps, pN.shade, pN.corners, pN.mesh, pN.polys, pN.patches when the trace has them).
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data/search"
load datadir . "/panels.gp"
load plotdir . "/common.gp"

set palette defined (0 "#fee391", 1 "#fec44f", 2 "#fe9929", 3 "#ec7014", 4 "#cc4c02", 5 "#8c2d04")
# expansion order is normalised per panel (0 = first expanded, max = last);
# one colour box in the legend strip says which end is early
unset colorbox
unset grid
unset xtics
unset ytics
unset key
set border 15 linewidth 1 linecolor rgb "#303030"
set size ratio -1
blocked = 48        # grey level of blocked cells (0-255)
cellr(v) = (v == -2) ? blocked : (v == -3) ? 196 : 255
cellg(v) = (v == -2) ? blocked : (v == -3) ? 222 : 255
cellb(v) = (v == -2) ? blocked : (v == -3) ? 244 : 255
# the cost shade of a weighted map's cell (0: a wall)
shadet(v) = (255 - v) / 254.0
shader(v) = (v == 0) ? blocked : 250 - 140 * shadet(v)
shadeg(v) = (v == 0) ? blocked : 250 - 110 * shadet(v)
shadeb(v) = (v == 0) ? blocked : 245 - 135 * shadet(v)
# the base layer of the panel being drawn: its costs when it has them, else its trace
shaded = 0
baser(v) = shaded ? shader(v) : cellr(v)
baseg(v) = shaded ? shadeg(v) : cellg(v)
baseb(v) = shaded ? shadeb(v) : cellb(v)
anyshade = 0
jumpcolour = "#7b2fbe"
meshcolour = "#8c8c8c"
polycolour = "#f6dfb4"
patchcolour = "#e0201b"

# SVG viewers smooth a stretched bitmap, so small maps are drawn cell by cell
# there ("pixels"); set before the loop because @macros in a block are
# expanded when the block is read
maxcells = 0
do for [i = 1:npanels] { if (PW[i] * PH[i] > maxcells) { maxcells = PW[i] * PH[i] } }
do for [i = 1:npanels] { if (PS[i]) { anyshade = 1 } }
# the legend names only what some panel has: jump-based searches' scanned cells and jump
# points, the plane's expanded corners (its cells are open, never expanded)
anyscan = 0
anyjump = 0
anycorner = 0
anymesh = 0
anypoly = 0
anypatch = 0
allplane = 1
do for [i = 1:npanels] {
    if (PK[i] > 0) { anyscan = 1 }
    if (PJ[i] > 0) { anyjump = 1 }
    if (PC[i] > 0) { anycorner = 1 }
    if (PM[i] > 0) { anymesh = 1 }
    if (PY[i] > 0) { anypoly = 1 }
    if (PP[i] > 0) { anypatch = 1 }
    if (!PA[i]) { allplane = 0 }
}
cells_style = (is_svg && maxcells <= 20000) ? "pixels" : ""

# screen layout (fractions of the canvas): page title on top, legend strip at
# the bottom, the panels in a rows x cols grid between them
px(n) = n / (1.0 * width)
py(n) = n / (1.0 * height)
gtop = 1 - py(40)
gbot = py(72)
cellh = (gtop - gbot) / rows
cellw = 1.0 / cols

set multiplot title pagetitle font ",13"
do for [i = 1:npanels] {
    c = (i - 1) % cols
    r = (i - 1) / cols
    grid = sprintf("%s/p%d.grid", datadir, i)
    path = sprintf("%s/p%d.path", datadir, i)
    jumps = sprintf("%s/p%d.jumps", datadir, i)
    corners = sprintf("%s/p%d.corners", datadir, i)
    mesh = sprintf("%s/p%d.mesh", datadir, i)
    polys = sprintf("%s/p%d.polys", datadir, i)
    patches = sprintf("%s/p%d.patches", datadir, i)
    shaded = PS[i]
    base = shaded ? sprintf("%s/p%d.shade", datadir, i) : grid
    set lmargin at screen c * cellw + px(14)
    set rmargin at screen (c + 1) * cellw - px(14)
    set tmargin at screen gtop - r * cellh - py(44)
    set bmargin at screen gtop - (r + 1) * cellh + py(6)
    set title PT[i] font ",11" offset 0, -0.3
    set xrange [-0.5 : PW[i] - 0.5]
    set yrange [PH[i] - 0.5 : -0.5]
    set cbrange [0 : (MX[i] > 0 ? MX[i] : 1)]
    # the layers this panel has, as one plot command run by eval (a string built now, unlike an
    # @macro, which a block expands when it is read): the base, scanned cells, expanded cells,
    # then the plane's expanded corners, jump points, the path and its ends
    layers = "base matrix using 1:2:(baser($3)):(baseg($3)):(baseb($3)) with rgbimage " . cells_style . \
             ", grid matrix using 1:2:(196):(222):(244):($3 == -3 ? 255 : 0) with rgbalpha " . cells_style . \
             ", grid matrix using 1:2:($3 >= 0 ? $3 : NaN) with image " . cells_style
    if (PY[i] > 0) {
        layers = layers . ", polys using 1:2 with filledcurves closed fillcolor rgb polycolour fillstyle solid 1.0 noborder"
    }
    if (PM[i] > 0) {
        layers = layers . ", mesh using 1:2 with lines linewidth 0.6 linecolor rgb meshcolour"
    }
    if (PC[i] > 0) {
        layers = layers . ", corners using 1:2:3 with points pointtype 7 pointsize cornersize linecolor palette"
    }
    # a patch covers its cells, centred on their numbers: x - 0.5 .. x + width - 0.5
    if (PP[i] > 0) {
        layers = layers . ", patches using ($1 + ($3 - 1) / 2.0):($2 + ($4 - 1) / 2.0):($3 / 2.0):($4 / 2.0)" . \
                 " with boxxy linecolor rgb patchcolour linewidth 2 fillstyle empty"
    }
    if (PJ[i] > 0) {
        layers = layers . ", jumps using 1:2 with points pointtype 6 pointsize 0.55 linewidth 1.2 linecolor rgb jumpcolour"
    }
    if (PN[i] > 0) {
        layers = layers . ", path using 1:2 with lines linewidth pathwidth linecolor rgb \"#1f4fff\"" . \
                 ", path every ::0::0 using 1:2 with points pointtype 7 pointsize 1.5 linecolor rgb \"#00a651\"" . \
                 ", path every ::(PN[i] - 1)::(PN[i] - 1) using 1:2 with points pointtype 5 pointsize 1.4 linecolor rgb \"#1f4fff\""
    } else {
        # a search that ran out of its expansion budget says so: it did not prove there is no path
        set label 9 (PB[i] ? "stopped: expansion budget" : "no path (none found, or no path file)") at graph 0.5, graph 0.5 center front font ",10" textcolor rgb (PB[i] ? "#b35900" : "#c00000")
    }
    # a corner's dot shrinks with the panel's cells (about a third of a cell, within 0.1-0.6),
    # and a path over corners is drawn thinner so that the dots under it stay visible
    cornersize = 60.0 / (PW[i] > PH[i] ? PW[i] : PH[i])
    cornersize = cornersize > 0.6 ? 0.6 : (cornersize < 0.1 ? 0.1 : cornersize)
    pathwidth = PC[i] > 0 ? 2.5 : 3.5
    eval "plot " . layers
    unset label 9
}

# the legend strip: line and cell samples on the left, the colour box of the
# expansion order on the right
unset title
unset border
set size noratio
set lmargin at screen 0.02
set rmargin at screen 0.76
set bmargin at screen py(6)
set tmargin at screen py(60)
set xrange [0 : 1]
set yrange [0 : 1]
set cbrange [0 : 1]
set cbtics ("early" 0, "late" 1) scale 0 font ",10" offset 0, 0.3
set colorbox horizontal user origin screen 0.79, screen py(20) size screen 0.18, screen py(13) noborder
set label 8 "expansion order" at screen 0.88, screen py(50) center font ",11"
set key center center horizontal Left reverse samplen 1.2 width 1 font ",10" nobox maxrows 2 maxcols 5
set style fill solid 1.0 border rgb "#808080"
plot NaN with boxes linecolor rgb "#303030" title "blocked", \
     NaN with boxes linecolor rgb "#ffffff" title (allplane ? "open" : "unexpanded"), \
     NaN with boxes linecolor rgb "#c4def4" title (anyscan ? "scanned by a jump" : ""), \
     NaN with boxes linecolor rgb "#faf9f4" title (anyshade ? "cheap terrain" : ""), \
     NaN with boxes linecolor rgb "#6e8c6e" title (anyshade ? "dear terrain" : ""), \
     NaN with points pointtype 6 pointsize 0.8 linewidth 1.2 linecolor rgb jumpcolour title (anyjump ? "jump point" : ""), \
     NaN with points pointtype 7 pointsize 0.8 linecolor rgb "#ec7014" title (anycorner ? "expanded corner" : ""), \
     NaN with lines linewidth 1.5 linecolor rgb meshcolour title (anymesh ? "mesh polygon" : ""), \
     NaN with boxes linecolor rgb polycolour title (anypoly ? "expanded polygon" : ""), \
     NaN with lines linewidth 2 linecolor rgb patchcolour title (anypatch ? "last change" : ""), \
     NaN with lines linewidth 3.5 linecolor rgb "#1f4fff" title "path", \
     NaN with points pointtype 7 pointsize 1.5 linecolor rgb "#00a651" title "start", \
     NaN with points pointtype 5 pointsize 1.4 linecolor rgb "#1f4fff" title "goal", \
     '+' using (0.5):(-1):(0) with points linecolor palette notitle
unset multiplot
