#!/usr/bin/env bash
# cli_errors_test.sh: bad input at the command line gets a clear message naming the file and
# line (or the option), a non-zero exit, and leaves nothing half-written.
. "$(dirname "$0")/../lib.sh"
set -o pipefail
need_pfbench
# expect EXIT_CODE "stderr substring" command...
expect() {
    local code=$1 msg=$2
    shift 2
    "$@" > "$tmp/out" 2> "$tmp/err"
    local rc=$?
    if [ $rc -ne "$code" ] || ! grep -qF -- "$msg" "$tmp/err" "$tmp/out"; then
        bad "$*
  expected exit $code and '$msg'; got exit $rc:
$(sed 's/^/  | /' "$tmp/err" | head -5)"
    else
        ok
    fi
}

printf 'type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n' > "$tmp/t.map"
printf 'version 1\n0\tt.map\t4\t3\t0\t0\t3\t2\t5\n' > "$tmp/t.map.scen"
printf 'version 1\n0\tt.map\t4\t3\t1\t1\t3\t2\t3\n' > "$tmp/wall.scen"
printf 'version 1\n0\tt.map\t4\t3\t0\t0\t9\t2\t3\n' > "$tmp/out.scen"
printf 'version 1\n0\tt.map\t5\t3\t0\t0\t3\t2\t3\n' > "$tmp/size.scen"
printf 'version 1\n0\tt.map\t4\t3\t0\t0\t3\tx\t3\n' > "$tmp/num.scen"
printf 'type octile\nheight 3\nwidth 4\nmap\n....\n.@@\n....\n' > "$tmp/short.map"
printf 'version 1\n0\tshort.map\t4\t3\t0\t0\t3\t2\t3\n' > "$tmp/short.map.scen"
printf 'type octile\nheight 3\nwidth 4\nmap\n....\n.@#.\n....\n' > "$tmp/hash.map"
printf 'version 1\n0\thash.map\t4\t3\t0\t0\t3\t2\t3\n' > "$tmp/hash.map.scen"

S=("$PFBENCH" solve --map "$tmp/t.map")
expect 0 "0 invalid, 0 not matching the optimum" "${S[@]}" --scen "$tmp/t.map.scen" --quiet
expect 2 "unknown algorithm 'astar/nope'; known variants:" "${S[@]}" --scen "$tmp/t.map.scen" --algo astar/nope
expect 2 "wall.scen:2: expected the start on a passable cell, found '@' at (1,1)" "${S[@]}" --scen "$tmp/wall.scen"
expect 2 "out.scen:2: expected the goal inside the 4x3 map, found (9,2)" "${S[@]}" --scen "$tmp/out.scen"
expect 2 "size.scen:2: expected map size 4x3 (as in t.map), found 5x3" "${S[@]}" --scen "$tmp/size.scen"
expect 2 "num.scen:2: expected a whole number in column 8 (goal y), found 'x'" "${S[@]}" --scen "$tmp/num.scen"
expect 2 "short.map:6: expected 4 characters in row 1, found 3" "$PFBENCH" solve --map "$tmp/short.map" --scen "$tmp/short.map.scen"
expect 2 "hash.map:6: expected a terrain character (. G S W @ O T), found '#' at column 3 (a weighted map takes its labels' costs from $tmp/hash.costs beside it)" "$PFBENCH" solve --map "$tmp/hash.map" --scen "$tmp/hash.map.scen"
expect 2 "missing.map: cannot open: No such file or directory" "$PFBENCH" solve --map "$tmp/missing.map" --scen "$tmp/t.map.scen"
expect 2 "t.map:4: expected a map of at most 5 cells (the memory limit; PFBENCH_MAX_CELLS raises it), found 4 x 3 = 12 cells" \
    env PFBENCH_MAX_CELLS=5 "${S[@]}" --scen "$tmp/t.map.scen"
expect 2 "--map is required" "$PFBENCH" solve --scen "$tmp/t.map.scen"
# without --scen: the map's own query file (t.map.scen); a map without one, a file no domain
# knows, and a file that is not there each get a message naming the file
expect 0 "0 invalid, 0 not matching the optimum" "$PFBENCH" solve --map "$tmp/t.map" --quiet
printf 'type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n' > "$tmp/lone.map"
expect 2 "lone.map.scen: cannot open: No such file or directory" "$PFBENCH" solve --map "$tmp/lone.map"
echo "hello" > "$tmp/notes.txt"
expect 2 "notes.txt: expected a weighted map (.map with .costs), a 2D map (.map), a voxel level (.3dmap), a node graph (.gr, .graph), " \
    "$PFBENCH" solve --map "$tmp/notes.txt"
expect 2 "(.map with --algo aa/...)" "$PFBENCH" solve --map "$tmp/notes.txt"
expect 2 ", found none of these" "$PFBENCH" solve --map "$tmp/notes.txt"
expect 2 "missing.map: cannot open: No such file or directory" "$PFBENCH" trace --map "$tmp/missing.map" --out "$tmp/x.trace"
expect 2 "unknown option '--mapp'" "$PFBENCH" solve --mapp x
expect 2 "option '--repeat': expected a whole number from 1 to 1000000, found 'many'" "${S[@]}" --scen "$tmp/t.map.scen" --repeat many
expect 2 "unknown movement model '6'" "${S[@]}" --scen "$tmp/t.map.scen" --moves 6
expect 2 "unknown tie rule 'random'" "${S[@]}" --scen "$tmp/t.map.scen" --tie random
expect 2 "unknown command 'slove'" "$PFBENCH" slove
expect 0 "1 over budget" "${S[@]}" --scen "$tmp/t.map.scen" --algo dijkstra/heap --budget 2 --quiet
expect 2 "unknown suite 'huge'" "$PFBENCH" run --suite huge
expect 2 "no variant matches '--algos zzz*'" "$PFBENCH" run --suite quick --algos 'zzz*'
expect 2 "option '--shard': expected K/N with 1 <= K <= N, found '4/3'" "$PFBENCH" run --suite quick --shard 4/3
expect 2 "pfbench run: no map to run: no map of suite quick matches '--maps no-such-map', or the files of those that match are missing" \
    "$PFBENCH" run --suite quick --maps no-such-map --out "$tmp/res"
check "a result folder was created for a run with no map" '[ ! -e "$tmp/res" ]'
expect 2 "cannot open: No such file or directory" "$PFBENCH" validate "$tmp/nowhere"
expect 2 "recipe 'blobs:64x64': expected" "$PFBENCH" gen --recipe blobs:64x64 --out "$tmp"
# an allocation failure is reported, not a crash (ulimit caps the address space; not under
# the sanitizers, which reserve terabytes of address space up front)
if [ "${PF_SANITIZED:-0}" != 1 ]; then
    "$PFBENCH" gen --recipe open:1024x1024 --per-bucket 1 --max-buckets 2 --out "$tmp/big" > /dev/null
    expect 1 "out of memory for a 1024x1024 2D map" \
        bash -c "ulimit -v 20000; exec '$PFBENCH' solve --map '$tmp/big/gen-open-1024x1024-s1.map' --scen '$tmp/big/gen-open-1024x1024-s1.map.scen'"
fi
# every command answers --help, and the command table reports every parse error the same way
# ("pfbench COMMAND: message", exit 2)
commands=(list solve run validate report chartdata compare gen trace draw merge append)
"$PFBENCH" --help > "$tmp/help" 2>&1
rc_=$?
check "pfbench --help exited non-zero" test $rc_ -eq 0
for c in "${commands[@]}"; do
    expect 0 "usage: pfbench $c" "$PFBENCH" "$c" --help
    expect 0 "  --help                 show this help" "$PFBENCH" "$c" -h
    check "pfbench --help does not list '$c'" grep -q "^  $c " "$tmp/help"
    expect 2 "pfbench $c: unknown option '--zzz' (see --help)" "$PFBENCH" "$c" --zzz
    expect 2 "pfbench $c: unknown option '-z' (options are --long; see --help)" "$PFBENCH" "$c" -z
    expect 2 "pfbench $c: unknown option '--zzz' (see --help)" "$PFBENCH" "$c" --help --zzz
done
expect 2 "pfbench gen: option '--recipe' needs a value (R)" "$PFBENCH" gen --recipe
expect 2 "pfbench list: option '--names' takes no value" "$PFBENCH" list --names=yes
expect 2 "usage: pfbench COMMAND" "$PFBENCH"
# no cap on the number of arguments: 200 positional arguments reach the command
many=()
for i in $(seq 1 200); do many+=("$tmp/nowhere-$i"); done
expect 2 "pfbench validate: expected one result folder, found 200 arguments" "$PFBENCH" validate "${many[@]}"
# a failed run leaves no half-written results: an unreadable Moving AI map stops the plan
# before a result folder exists
mkdir -p "$tmp/mai/dao"
cp "$tmp/short.map" "$tmp/mai/dao/arena.map"
printf 'version 1\n0\tarena.map\t4\t3\t0\t0\t3\t2\t3\n' > "$tmp/mai/dao/arena.map.scen"
expect 2 "arena.map:6: expected 4 characters in row 1, found 3" \
    "$PFBENCH" run --suite quick --maps arena --movingai "$tmp/mai" --out "$tmp/res"
check "a result folder was created for a run that could not start" '[ ! -e "$tmp/res" ]'
# a variant without a closed list run with no budget: said before the run, which goes on
expect 2 "pfbench run: note: idastar/octile keeps no closed list: with no --budget one query can take hours on an open map" \
    "$PFBENCH" run --suite quick --algos idastar/octile --budget 0 --maps no-such-map --out "$tmp/res"
"$PFBENCH" run --suite quick --algos idastar/octile --maps no-such-map --out "$tmp/res" 2> "$tmp/err"
check "the note shows with the suite's budget: $(cat "$tmp/err")" '! grep -q "no closed list" "$tmp/err"'
finish
