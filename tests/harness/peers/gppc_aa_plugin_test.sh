#!/usr/bin/env bash
# gppc_aa_plugin_test.sh: a GPPC any-angle entry through `pfbench run --plugin`: the test entry
# tests/data/gppc/aaline (answers this script controls) built by scripts/gppc-build.sh, raced
# with aa/anya on a 6 x 4 map with a wall: its optimal answers ok, valid and at Anya's cost; a
# segment through the wall and a point between corners 'invalid' with the segment or point
# named; an entry that throws or never says done an 'error' row; GPPC's calls counted; its
# preprocessing in the cache folder; `list`, `solve`, `trace` and `draw` with it.
. "$(dirname "$0")/../../lib.sh"
need_pfbench

"$root/scripts/gppc-build.sh" "$root/tests/data/gppc/aaline" --name aaline --optimal --out "$tmp/g" \
    > "$tmp/b.out" 2> "$tmp/b.err"
rc_=$?
check "gppc-build.sh builds the aaline entry as an any-angle one: $(tail -n 3 "$tmp/b.err")" \
    '[ $rc_ -eq 0 ] && grep -qF "gppc/aaline (anyangle, " "$tmp/b.err"'
so="$tmp/g/gppc-aaline.so"
[ -f "$so" ] || { finish; }

# the map: a wall of two cells, (2,1) and (2,2); the queries' optima are the plane's
mkdir -p "$tmp/anyangle"
map="$tmp/anyangle/AcrosstheCape.map"    # the quick suite's any-angle map, by its name
printf 'type octile\nheight 4\nwidth 6\nmap\n......\n..@...\n..@...\n......\n' > "$map"
{
    printf 'version 1\n'
    q() { printf '0\tAcrosstheCape.map\t6\t4\t%s\t%s\t%s\t%s\t%s\n' "$@"; }
    q 0 0 5 0 5                 # 0: straight, in sight: ok, optimal
    q 1 0 4 3 4.472135955       # 1: the bend at (3,1): ok, optimal
    q 0 1 5 3 5.828427125       # 2: the straight segment through the wall: invalid
    q 1 0 4 0 3                 # 3: through (2.5,0), no corner: invalid
    q 0 0 5 1 5.099019514       # 4: GetPath throws: error
    q 0 3 5 3 5                 # 5: along the wall's foot: ok, optimal
    q 0 0 1 3 3.16227766        # 6: GetPath never says done: error
} > "$map.scen"
export ANYANGLE_DIR="$tmp/anyangle" PFBENCH_GPPC_CACHE="$tmp/cache"

"$PFBENCH" list --plugin "$so" > "$tmp/list" 2>&1
check "list shows gppc/aaline from its plugin, declared optimal: $(grep gppc/ "$tmp/list")" \
    'grep -qE "^gppc/aaline .*plugin:gppc-aaline +GPPC any-angle entry aaline \(declared optimal\)$" "$tmp/list"'

"$PFBENCH" run --suite quick --maps AcrosstheCape --algos 'gppc/*,aa/anya' --repeat 1 --gbench-min-time 0 --variant-seconds 600 \
    --plugin "$so" --out "$tmp/r" > "$tmp/r.out" 2> "$tmp/r.err"
rc_=$?
check "the run exits 0: $(tail -n 2 "$tmp/r.err")" '[ $rc_ -eq 0 ] && grep -q "pfbench run: done after" "$tmp/r.err"'
run=$(tail -n 1 "$tmp/r.out")
csv=$run/runs.csv
check "the entry's prints stay off the harness's stdout" '[ -f "$csv" ] && ! grep -q "^aaline:" "$tmp/r.out"'
# per row of gppc/aaline: scenario status valid cost calls should_be_optimal domain moves
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
         { key = $c["scen_id"] }
         $c["variant"] == "aa/anya" { anya[key] = $c["cost"] }
         $c["variant"] == "gppc/aaline" { row[key] = sprintf("%s %s %s %s %s %s %s", $c["status"], $c["valid"],
                                          $c["cost"] == "" ? "-" : sprintf("%.6f", $c["cost"]), $c["calls"],
                                          $c["should_be_optimal"], $c["domain"], $c["moves"]); n++ }
         END { for (k = 0; k < n; k++) printf "%d %s %s\n", k, row[k], anya[k] == "" ? "-" : sprintf("%.6f", anya[k]) }' \
    "$csv" > "$tmp/rows"
want="0 ok 1 5.000000 2 1 anyangle aa 5.000000
1 ok 1 4.472136 2 1 anyangle aa 4.472136
2 ok 0 5.385165 2 1 anyangle aa 5.828427
3 ok 0 - 2 1 anyangle aa 3.000000
4 error 0 - 0 1 anyangle aa 5.099020
5 ok 1 5.000000 2 1 anyangle aa 5.000000
6 error 0 - 16777216 1 anyangle aa 3.162278"
check "the entry's rows (scenario status valid cost calls optimal domain model, then Anya's cost): $(tr '\n' ';' < "$tmp/rows")" \
    '[ "$(cat "$tmp/rows")" = "$want" ]'
check "the segment through the wall is named, once" \
    '[ "$(grep -cF "gppc/aaline on AcrosstheCape scenario 2: invalid path: segment 0 (0,1)-(5,3): passes through a blocked cell" "$tmp/r.err")" = 1 ]'
check "the point between corners is named, once" \
    '[ "$(grep -cF "gppc/aaline on AcrosstheCape scenario 3: invalid path: point 1 is no corner of the map" "$tmp/r.err")" = 1 ]'
check "the throw and the endless GetPath are said" \
    'grep -qF "gppc/aaline: GetPath threw: aaline: asked to throw" "$tmp/r.err" &&
     grep -qF "gppc/aaline: GetPath did not finish after 16777216 calls" "$tmp/r.err"'
check "the preprocessed file is in the cache (24 bytes: 6 x 4), with the entry's log" \
    '[ "$(find "$tmp/cache/gppc/aaline" -name AcrosstheCape -size 24c | wc -l)" -eq 1 ] &&
     grep -q "^aaline: preprocessing 6x4$" "$tmp/cache/gppc/aaline"/*/entry.log'
"$PFBENCH" validate "$run" > "$tmp/v" 2>&1
vrc=$?
check "validate fails gppc/aaline for its invalid paths, passes aa/anya: $(grep -E "^(gppc|aa)/" "$tmp/v" | tr '\n' ';')" \
    '[ $vrc -eq 1 ] && grep -qE "^gppc/aaline .*FAIL" "$tmp/v" && ! grep -qE "^aa/anya .*FAIL" "$tmp/v"'

# solve and trace run it in the harness, on the plane
"$PFBENCH" solve --map "$map" --scen "$map.scen" --algo gppc/aaline --plugin "$so" > "$tmp/s.out" 2> "$tmp/s.err"
check "solve --algo gppc/aaline answers the seven queries: $(tail -n 1 "$tmp/s.err")" \
    '[ "$(grep -c . "$tmp/s.out")" -ge 7 ] && ! grep -q "^aaline:" "$tmp/s.out"'
"$PFBENCH" trace --map "$map" --scen "$map.scen" --id 1 --algo gppc/aaline --plugin "$so" --out "$tmp/t.trace" > "$tmp/t.out" 2> "$tmp/t.err"
check "trace draws its path as a polyline of corners: $(tail -n 1 "$tmp/t.err")" \
    '[ "$(tr "\n" ";" < "$tmp/t.trace.path")" = "0.5 -0.5;2.5 0.5;3.5 2.5;" ]'
check "trace, whose context has no map name, reuses the cache folder under the name it was made with" \
    'grep -q "^aaline: loading $tmp/cache/gppc/aaline/[0-9a-f]*/AcrosstheCape for a 6x4 map$" "$tmp/t.err"'
"$PFBENCH" draw --map "$map" --scen "$map.scen" --id 1 --algos 'gppc/aaline,aa/anya' --plugin "$so" --out "$tmp/d.svg" \
    > "$tmp/d.out" 2> "$tmp/d.err"
rc_=$?
check "draw pictures it beside aa/anya: $(tail -n 1 "$tmp/d.err")" '[ $rc_ -eq 0 ] && [ -s "$tmp/d.svg" ]'
finish
