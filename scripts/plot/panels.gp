# panels.gp: screen areas for two side-by-side panels with one shared legend
# strip across the bottom (a key inside a narrow panel would be forced into a
# single tall column).  Loaded by openlists.gp and scaling.gp before common.gp,
# with `keyblocks` the key's entries: gnuplot gives the strip as many columns
# (at most 4) as its longest entry allows, so the rows, the strip's height and a
# taller canvas for a long key follow from that width (estimated generously: an
# underestimate would cut the key off at the bottom of the picture).
#   @pos_left / @pos_right   place the next plot
#   @key_strip               prepare an empty plot that only shows the key
if (!exists("width")) width = 1000
if (!exists("height")) height = 650
if (!exists("keyblocks")) keyblocks = ""
keylen = 1
do for [i = 1:words(keyblocks)] {
    keylen = (strlen(word(keyblocks, i)) > keylen) ? strlen(word(keyblocks, i)) : keylen
}
keycols = int(0.98 * width / ((keylen + 6) * 11.0))
keycols = (keycols < 1) ? 1 : ((keycols > 4) ? 4 : keycols)
keyrows = int(ceil(words(keyblocks) / (1.0 * keycols)))
if (keyrows > 3) { height = height + (keyrows - 3) * 22 } else { keyrows = 3 }
strip_px = keyrows * 22 + 46
panel_bot = (strip_px + 85.0) / height
panel_top = 1 - 85.0 / height
pos_left = sprintf("set lmargin at screen 0.12; set rmargin at screen 0.47; set bmargin at screen %g; set tmargin at screen %g", panel_bot, panel_top)
pos_right = sprintf("set lmargin at screen 0.60; set rmargin at screen 0.955; set bmargin at screen %g; set tmargin at screen %g", panel_bot, panel_top)
key_strip = sprintf("set lmargin at screen 0.01; set rmargin at screen 0.99; set bmargin at screen 0.01; set tmargin at screen %g; ", strip_px / (1.0 * height)) . \
                 "unset title; unset xlabel; unset ylabel; unset logscale; unset border; unset tics; unset grid; " . \
                 "set xrange [0:1]; set yrange [0:1]; " . \
                 "set key center center horizontal maxcols 4 width 2 box title 'variant'"
