# hex.gp: search pictures of hex maps, one panel per trace, each cell drawn as a
# hexagon at its odd-r place (odd rows shifted right by half a cell, row 0 on top):
# blocked cells dark, cells never expanded white, expanded cells shaded by
# expansion order (light yellow = early, dark brown = late), the path a blue line
# from the green start to the blue goal.
# Input (gnuplot -e "out='FILE.png'; traces='A.trace|B.trace'" hex.gp): out, a
# .png or .svg file; traces, hex trace files separated by '|' (pfbench's hex
# traces: docs/FORMATS.md), each with its TRACE.path beside it.
# From scripts/charts.sh (outfile='charts/NAME.png', run in the run folder): every trace of
# traces/hex/ that pfbench run left.
if (!exists("out") && exists("outfile")) { out = outfile }
if (!exists("traces") && exists("outfile")) {
    traces = system("ls traces/hex/*.trace 2>/dev/null | paste -sd '|' -")
}
if (!exists("out") || !exists("traces") || strlen(traces) == 0) {
    print "hex.gp: set out='FILE.png' and traces='A.trace|B.trace'"
    exit status 2
}
# the i-th of the '|'-separated names
ntr = 0
rest = traces
while (strlen(rest) > 0) {
    ntr = ntr + 1
    p = strstrt(rest, "|")
    rest = p > 0 ? rest[p + 1:] : ""
}
nth_of(s, i) = (i == 1) ? (strstrt(s, "|") > 0 ? s[1:strstrt(s, "|") - 1] : s) \
                        : (strstrt(s, "|") > 0 ? nth_of(s[strstrt(s, "|") + 1:], i - 1) : "")
# a key's value in a trace's header line ("" when absent)
keyval(h, k) = (strstrt(h, " " . k . "=") > 0) ? word(h[strstrt(h, " " . k . "=") + strlen(k) + 2:], 1) : ""

R = 1.0 / sqrt(3.0)          # circumradius of a hexagon one unit wide (flat side to flat side)
rowh = sqrt(3.0) / 2.0       # the distance between rows
cx(x, y) = x + 0.5 * (int(y) % 2)
cy(y) = y * rowh

# One polygon per cell (its six corners and a blank line), coloured: the awk program reads the
# trace twice, first for its largest expansion order, then for the cells.
hexcells(f) = "awk 'NR == FNR { if (FNR > 1) for (i = 1; i <= NF; i++) if ($i > mx) mx = $i; next } " . \
    "FNR == 1 { next } { y = FNR - 2; for (i = 1; i <= NF; i++) { v = $i; x = i - 1 + 0.5 * (y % 2); " . \
    "if (v == -2) c = 3158064; else if (v < 0) c = 16777215; else { t = mx > 0 ? v / mx : 0; " . \
    "r = int(254 - t * 114); g = int(227 - t * 182); b = int(145 - t * 141); c = r * 65536 + g * 256 + b } " . \
    sprintf("for (k = 0; k <= 6; k++) { a = (30 + 60 * k) * 3.14159265358979 / 180; printf \"%%.4f %%.4f %%d\\n\", x + %.6f * cos(a), y * %.6f + %.6f * sin(a), c } printf \"\\n\" } }' ", R, rowh, R) . \
    "'" . f . "' '" . f . "'"

cols = ntr < 3 ? ntr : 3
rows = int((ntr + cols - 1) / cols)
# the canvas follows the first map's shape
h1 = system("head -n 1 '" . nth_of(traces, 1) . "'")
W1 = keyval(h1, "width") + 0
H1 = keyval(h1, "height") + 0
if (W1 <= 0 || H1 <= 0) { print "hex.gp: " . nth_of(traces, 1) . ": not a hex trace (no width and height in its first line)"; exit status 1 }
panelw = 460
panelh = int(panelw * (H1 * rowh + 1.0) / (W1 + 1.0)) + 50
panelh = panelh < 180 ? 180 : (panelh > 900 ? 900 : panelh)
svg = strlen(out) > 4 && out[strlen(out) - 3:] eq ".svg"
if (svg) { set terminal svg size panelw * cols, panelh * rows + 60 font "sans,10" background rgb "white" } \
else { set terminal pngcairo size panelw * cols, panelh * rows + 60 font "sans,9" background rgb "white" }
set output out
unset key
unset xtics
unset ytics
unset colorbox
set size ratio -1
set border 0
set multiplot layout rows, cols title "Where each hex search looked\ndark = blocked, yellow to brown = expanded (early to late), blue = path" noenhanced
do for [i = 1:ntr] {
    f = nth_of(traces, i)
    h = system("head -n 1 '" . f . "'")
    W = keyval(h, "width") + 0
    H = keyval(h, "height") + 0
    set title sprintf("%s\n%s expanded, cost %s", keyval(h, "variant"), keyval(h, "expanded"), keyval(h, "cost")) noenhanced
    set xrange [-1 : W + 0.5]
    set yrange [H * rowh : -rowh] 
    # cell edges: thin grey lines, fainter on big maps
    edgew = (W * H <= 4000) ? 1.0 : 0.1
    cells = "< " . hexcells(f)
    pathf = f . ".path"
    np = int(system("test -f '" . pathf . "' && grep -c . '" . pathf . "' || echo 0"))
    if (np > 0) {
        plot cells using 1:2:3 with polygons fs solid 1.0 noborder fc rgb variable, \
             cells using 1:2 with lines lc rgb "#c8c8c8" lw edgew, \
             pathf using (cx($1, $2)):(cy($2)) with lines lw 3 lc rgb "#1f4fff", \
             pathf every ::0::0 using (cx($1, $2)):(cy($2)) with points pt 7 ps 1.5 lc rgb "#00a651", \
             pathf every ::(np - 1)::(np - 1) using (cx($1, $2)):(cy($2)) with points pt 5 ps 1.3 lc rgb "#1f4fff"
    } else {
        set label 9 "no path" at graph 0.5, graph 0.5 center front textcolor rgb "#c00000"
        plot cells using 1:2:3 with polygons fs solid 1.0 noborder fc rgb variable, \
             cells using 1:2 with lines lc rgb "#c8c8c8" lw edgew
        unset label 9
    }
}
unset multiplot
