#!/bin/sh
# make-map.sh DIR: a Moving AI folder DIR/dao/arena.map(.scen) for the plugin tests: an open
# 8x3 map and 7 scenario lines from (0,1) to (x,1), x = 1..7, so line k has its goal at x = k+1.
set -e
mkdir -p "$1/dao"
printf 'type octile\nheight 3\nwidth 8\nmap\n........\n........\n........\n' > "$1/dao/arena.map"
{
    printf 'version 1\n'
    for x in 1 2 3 4 5 6 7; do
        printf '0\tarena.map\t8\t3\t0\t1\t%d\t1\t%d\n' "$x" "$x"
    done
} > "$1/dao/arena.map.scen"
