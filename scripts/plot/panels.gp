# panels.gp: fixed screen areas for two side-by-side panels with one shared
# legend strip across the bottom (a key inside a narrow panel would be forced
# into a single tall column).  Loaded by openlists.gp and scaling.gp.
#   @pos_left / @pos_right   place the next plot
#   @key_strip                       prepare an empty plot that only shows the key
pos_left = "set lmargin at screen 0.12; set rmargin at screen 0.47; set bmargin at screen 0.33; set tmargin at screen 0.87"
pos_right = "set lmargin at screen 0.60; set rmargin at screen 0.955; set bmargin at screen 0.33; set tmargin at screen 0.87"
key_strip = "set lmargin at screen 0.01; set rmargin at screen 0.99; set bmargin at screen 0.01; set tmargin at screen 0.20; " . \
                 "unset title; unset xlabel; unset ylabel; unset logscale; unset border; unset tics; unset grid; " . \
                 "set xrange [0:1]; set yrange [0:1]; " . \
                 "set key center center horizontal maxcols 4 width 2 box title 'variant'"
