# panels.gp: screen areas for two side-by-side panels with one shared legend
# strip across the bottom (a key inside a narrow panel would be forced into a
# single tall column).  Loaded by openlists.gp and scaling.gp after common.gp;
# `keyrows` (rows of the key, three or four entries a row) sizes the strip, and the
# caller makes the canvas taller for a long key.
#   @pos_left / @pos_right   place the next plot
#   @key_strip               prepare an empty plot that only shows the key
if (!exists("keyrows")) keyrows = 3
strip_px = keyrows * 22 + 46
panel_bot = (strip_px + 85.0) / height
panel_top = 1 - 85.0 / height
pos_left = sprintf("set lmargin at screen 0.12; set rmargin at screen 0.47; set bmargin at screen %g; set tmargin at screen %g", panel_bot, panel_top)
pos_right = sprintf("set lmargin at screen 0.60; set rmargin at screen 0.955; set bmargin at screen %g; set tmargin at screen %g", panel_bot, panel_top)
key_strip = sprintf("set lmargin at screen 0.01; set rmargin at screen 0.99; set bmargin at screen 0.01; set tmargin at screen %g; ", strip_px / (1.0 * height)) . \
                 "unset title; unset xlabel; unset ylabel; unset logscale; unset border; unset tics; unset grid; " . \
                 "set xrange [0:1]; set yrange [0:1]; " . \
                 "set key center center horizontal maxcols 4 width 2 box title 'variant'"
