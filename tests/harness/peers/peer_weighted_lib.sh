# tests/harness/peers/peer_weighted_lib.sh: the weighted inputs the weighted peer tests share,
# sourced after lib.sh. Each function writes X.map (labels), X.costs and X.map.scen into $tmp.
#
# trap (3x2): 'X' costs 9, 'a' 1; (0,0) -> (2,0).
#   aXa    mean: the detour below, 4 cardinal steps of cost 1: 4 (5 cells). The diagonals past
#   aaa    X cost sqrt 2 x (1+9+1+1)/4 = 3 sqrt 2 each. enter: (0,0) -> (1,1) -> (2,0), two
#          diagonals entering cost-1 cells: 2 sqrt 2 (3 cells).
# road (5x3): '.' costs 1.5, 'r' 0.25 (two decimals: scale 100); corner to corner both ways.
#   .....  mean: a diagonal onto the road (sqrt 2 x (1.5+1.5+1.5+0.25)/4), two road steps of
#   .rrr.  0.25, a diagonal off it (the same): 0.5 + 2.375 sqrt 2 = 3.85875721 (5 cells).
#   .....  enter: sqrt 2 x 0.25 + 0.25 + 0.25 + sqrt 2 x 1.5 = 0.5 + 1.75 sqrt 2 = 2.97487373.
weighted_hand_maps() {
    printf 'type octile\nheight 2\nwidth 3\nmap\naXa\naaa\n' > "$tmp/trap.map"
    printf 'a 1\nX 9\n' > "$tmp/trap.costs"
    printf 'version 1\n0\ttrap.map\t3\t2\t0\t0\t2\t0\t4\n' > "$tmp/trap.map.scen"
    printf 'type octile\nheight 3\nwidth 5\nmap\n.....\n.rrr.\n.....\n' > "$tmp/road.map"
    printf '. 1.5\nr 0.25\n@ 0\n' > "$tmp/road.costs"
    printf 'version 1\n0\troad.map\t5\t3\t0\t0\t4\t2\t3.85875721\n0\troad.map\t5\t3\t4\t2\t0\t0\t3.85875721\n' \
        > "$tmp/road.map.scen"
}

# weighted_movingai SRC.map NAME: a weighted copy of a Moving AI map as $tmp/NAME.map: walls
# kept, the open '.' cells of every third 8x8 block ((x/8 + 2 (y/8)) mod 3 = 0) made 'g', cost
# 3, the rest cost 1; the map's own scenarios (their optima are the unweighted ones).
weighted_movingai() {
    awk 'NR <= 4 { print; next }
         { y = NR - 5; s = ""
           for (x = 0; x < length($0); x++) {
               c = substr($0, x + 1, 1)
               if (c == "." && (int(x / 8) + 2 * int(y / 8)) % 3 == 0) c = "g"
               s = s c }
           print s }' "$1" > "$tmp/$2.map"
    printf '. 1\ng 3\nG 1\nS 1\n@ 0\nO 0\nT 0\nW 0\n' > "$tmp/$2.costs"
    cp "$1.scen" "$tmp/$2.map.scen"
}
