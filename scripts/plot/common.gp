# common.gp: terminal, fonts and the shared colour palette for every pfbench chart.
#
# Variables the caller may set before loading this file (gnuplot -e "..."):
#   outfile   path of the picture to write (its extension picks the terminal:
#             .svg -> svg, anything else -> pngcairo)
#   width, height   canvas size in pixels (default 1000 x 650)
#   datadir   folder with the prepared .dat files (default: charts/data)
#
# Colours: twelve hues chosen to stay apart from each other on a white page.
# Line types 1-12 are solid; 13-24 reuse the hues dashed, 25-36 dotted, so
# charts with more than twelve lines stay readable.

if (!exists("width"))   width = 1000
if (!exists("height"))  height = 650
if (!exists("datadir")) datadir = "charts/data"
if (!exists("outfile")) outfile = "chart.png"

is_svg = (strlen(outfile) > 4 && outfile[strlen(outfile)-3:] eq ".svg")
if (is_svg) {
    set terminal svg size width,height dynamic noenhanced font "DejaVu Sans,13" background "#ffffff"
} else {
    set terminal pngcairo size width,height noenhanced font "DejaVu Sans,12" background "#ffffff"
}
set output outfile

array PAL[12] = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", \
                 "#e377c2", "#17becf", "#7f7f7f", "#bcbd22", "#000000", "#0b2e8a"]
do for [k = 1:36] {
    c = PAL[(k - 1) % 12 + 1]
    dash = (k <= 12) ? 1 : ((k <= 24) ? 2 : 3)
    set linetype k linecolor rgb c linewidth 2 pointtype ((k - 1) % 13 + 1) pointsize 1.1 dashtype dash
}
set linetype cycle 36

set datafile missing "NaN"
set grid xtics ytics mxtics mytics linecolor rgb "#dddddd" linewidth 1 dashtype 1
set border 3 linewidth 1.2
set tics nomirror out
set key noenhanced box linecolor rgb "#bbbbbb" opaque samplen 2.5 spacing 1.1

# vrank(name): position of a variant in the run-wide list `vlist` (written by
# pfbench chartdata into variants.gp) so each variant keeps one colour on every chart.
if (!exists("vlist")) vlist = ""
vrank(s) = sum [k = 1:words(vlist)] ((word(vlist, k) eq s) ? k : 0)
vlt(s) = (vrank(s) > 0) ? vrank(s) : 1
