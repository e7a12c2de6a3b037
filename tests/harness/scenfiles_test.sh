#!/bin/bash
# scenfiles_test.sh: the movingai suite runs every scenario file of a map: a MAPF map with
# NAME-random-1.scen and NAME-even-1.scen gives two map entries (NAME and NAME-even-1), every
# line of each, while a map whose name only starts the same (NAME-10) keeps its own file.
. "$(dirname "$0")/../lib.sh"
need_pfbench

mai=$tmp/mai
mkdir -p "$mai/fam"
map() {   # map FILE: a 6x4 open map
    printf 'type octile\nheight 4\nwidth 6\nmap\n......\n......\n......\n......\n' >"$1"
}
scen() {  # scen FILE MAPNAME LINES...: a version-1 scenario file
    local f=$1 m=$2
    shift 2
    { echo "version 1"; for l in "$@"; do echo "0	$m	6	4	$l"; done; } >"$f"
}
map "$mai/fam/open.map"
scen "$mai/fam/open-random-1.scen" open.map "0 0 5 0	5.00000000" "0 0 0 3	3.00000000"
scen "$mai/fam/open-even-1.scen" open.map "0 0 3 3	4.24264069" "1 0 1 3	3.00000000" "5 3 0 3	5.00000000"
map "$mai/fam/open-10.map"
scen "$mai/fam/open-10.map.scen" open-10.map "0 0 1 0	1.00000000"
# not a scenario set of 'open': no set name, or a name that is not letters-digits
scen "$mai/fam/open-1.scen" open.map "0 0 1 0	1.00000000"
scen "$mai/fam/open-even-x.scen" open.map "0 0 1 0	1.00000000"

MOVINGAI_DIR=$mai "$PFBENCH" run --suite movingai --algos dijkstra/heap --out "$tmp/r" >"$tmp/out" 2>&1
rc_=$?
check "the run succeeds" '[ $rc_ -eq 0 ]' || cat "$tmp/out"
runs=$(ls -d "$tmp"/r/*/ | head -1)runs.csv
counts=$(col "$runs" map | sort | uniq -c | awk '{ printf "%s=%s ", $2, $1 }')
check "one entry per scenario file, every line: $counts" \
    '[ "$counts" = "open=2 open-10=1 open-even-1=3 " ]'
check "the even set's optima are its own" \
    '[ "$(awk -F, "\$1 == \"open-even-1\" { print \$5 \":\" \$15 }" "$runs" | sort | tr "\n" " ")" = "0:4.24264069 1:3 2:5 " ]'
"$PFBENCH" validate "$(dirname "$runs")" >"$tmp/val" 2>&1
rc_=$?
check "validate passes on both sets" '[ $rc_ -eq 0 ]' || cat "$tmp/val"
# a --maps pattern picks a set by its entry name
MOVINGAI_DIR=$mai "$PFBENCH" run --suite movingai --algos dijkstra/heap --maps open-even-1 --out "$tmp/s" >/dev/null 2>&1
runs=$(ls -d "$tmp"/s/*/ | head -1)runs.csv
check "--maps open-even-1 runs that set alone" '[ "$(col "$runs" map | sort -u)" = "open-even-1" ]'
finish
