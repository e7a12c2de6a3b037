#!/usr/bin/env bash
# Test of `pfbench gen`: same recipe, same files; the scenarios solve with 0 invalid and 0
# not matching; a bad recipe exits 2 with its message.
#
# usage: PFBENCH=/path/to/pfbench tests/harness/gen_cli_test.sh [PROJECT_ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (PFBENCH not set; ctest sets it).
. "$(dirname "$0")/../lib.sh"
need_pfbench

recipes=("random:96x80:p=0.25:seed=4" "maze:96x80:w=2:seed=4" "rooms:96x80:r=12:d=2:seed=4"
         "open:48x40" "caves:96x80:fill=0.45:seed=4")
names=("gen-random-96x80-p0.25-s4" "gen-maze-96x80-w2-s4" "gen-rooms-96x80-r12-d2-s4"
       "gen-open-48x40-s1" "gen-caves-96x80-fill0.45-s4")

for i in "${!recipes[@]}"; do
    r=${recipes[$i]} n=${names[$i]}
    for d in a b; do
        if ! "$PFBENCH" gen --recipe "$r" --out "$tmp/$d" --per-bucket 5 --max-buckets 20 >"$tmp/out-$d.txt" 2>&1; then
            bad "gen --recipe $r into $d exited non-zero: $(cat "$tmp/out-$d.txt")"
            continue 2
        fi
    done
    # the first two output lines are the two paths
    if [ "$(head -2 "$tmp/out-a.txt")" != "$(printf '%s\n%s' "$tmp/a/$n.map" "$tmp/a/$n.map.scen")" ]; then
        bad "$r: expected the two written paths first, found: $(head -2 "$tmp/out-a.txt")"
    fi
    grep -q "passable cells" "$tmp/out-a.txt" && ok || bad "$r: no summary line: $(cat "$tmp/out-a.txt")"
    cmp -s "$tmp/a/$n.map" "$tmp/b/$n.map" && ok || bad "$r: the two .map files differ"
    cmp -s "$tmp/a/$n.map.scen" "$tmp/b/$n.map.scen" && ok || bad "$r: the two .scen files differ"
    [ "$(wc -l <"$tmp/a/$n.map.scen")" -gt 1 ] && ok || bad "$r: no scenarios written"

    out=$("$PFBENCH" solve --map "$tmp/a/$n.map" --scen "$tmp/a/$n.map.scen" --algo astar/octile/bucket --quiet 2>&1)
    rc=$?
    [ "$rc" -eq 0 ] && ok || bad "$r: solve exited $rc: $out"
    case $out in
        *"0 invalid, 0 not matching"*) ;;
        *) bad "$r: solve did not report '0 invalid, 0 not matching': $out" ;;
    esac
done

# --seed changes only the scenarios
"$PFBENCH" gen --recipe "random:64x64:p=0.2:seed=1" --out "$tmp/c" --seed 99 >/dev/null 2>&1 && ok ||
    bad "gen --seed 99 exited non-zero"
"$PFBENCH" gen --recipe "random:64x64:p=0.2:seed=1" --out "$tmp/d" >/dev/null 2>&1 && ok ||
    bad "gen without --seed exited non-zero"
cmp -s "$tmp/c/gen-random-64x64-p0.2-s1.map" "$tmp/d/gen-random-64x64-p0.2-s1.map" && ok ||
    bad "--seed changed the map"
cmp -s "$tmp/c/gen-random-64x64-p0.2-s1.map.scen" "$tmp/d/gen-random-64x64-p0.2-s1.map.scen" &&
    bad "--seed did not change the scenarios"

# bad recipes: exit 2 and the parser's message
check_bad() {
    local recipe=$1 want=$2 out rc
    out=$("$PFBENCH" gen --recipe "$recipe" --out "$tmp/bad" 2>&1)
    rc=$?
    [ "$rc" -eq 2 ] && ok || bad "gen --recipe '$recipe': expected exit 2, found $rc"
    [ "$out" = "pfbench gen: $want" ] && ok || bad "gen --recipe '$recipe': expected message
  pfbench gen: $want
found
  $out"
}
check_bad "blob:64x64" "recipe 'blob:64x64': expected a family (random, maze, rooms, open, caves), found 'blob'"
check_bad "random:64x64:p=2" "recipe 'random:64x64:p=2': expected a density p from 0 to 0.9, found '2'"
check_bad "maze:64" "recipe 'maze:64': expected a size WxH with W and H from 1 to 32768, found '64'"
[ ! -e "$tmp/bad" ] && ok || bad "a bad recipe still created the output folder"

"$PFBENCH" gen --help | grep -q "usage: pfbench gen" && ok || bad "gen --help prints no usage"
"$PFBENCH" gen >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "gen without --recipe should exit 2"

finish
