#!/usr/bin/env bash
# dynamic_test.sh: dynamic scenarios (GPPC version 2: a map that changes between queries) through
# pfbench: a hand-written 5x4 scenario whose distances are worked out here, solved by every
# optimal 2D variant (exact costs, epochs, a -1 line answered 'nopath'); a run of it (the change
# columns: follow policy, epoch, patches, change_ns > 0 on event rows and 0 elsewhere, the query's
# time holding its event's), validate passing; a wrong distance in the file reported by validate
# with file and line; malformed files refused with file:line and nothing written; two shards of
# a folder, each scenario whole in one, merged; and, when ../shared has the start kit, dao_arena2
# replayed by every optimal variant against the file.
#
# Usage: tests/harness/dynamic_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench

# --- the hand scenario (dynamic_lib.sh says its distances)
. "$(dirname "$0")/dynamic_lib.sh"
d=$tmp/data/hand
hand_scenario "$d"
want="0 0 0 4.000000
1 1 1 8.828427
2 1 0 8.828427
3 2 1 4.000000
4 3 1 nopath
5 3 0 3.414214"
optimal=$("$PFBENCH" list --names 2> /dev/null | while read -r v; do
    case $v in */*/*|bfs*|jps*|sg|tsg|ch*|bidir*|dijkstra*) echo "$v" ;; esac; done)
n=0
for v in $optimal; do
    "$PFBENCH" solve --map "$d/t.scen" --algo "$v" > "$tmp/s.out" 2> "$tmp/s.err" || continue
    grep -q "not required of this variant" "$tmp/s.out" && continue    # optimality not promised
    n=$((n + 1))
    got=$(awk '$1 ~ /^[0-9]+$/ { print $1, $2, $3, $4 }' "$tmp/s.out")
    check "solve $v on the hand scenario: exact costs by epoch ($(echo $got))" '[ "$got" = "$want" ]'
done
check "solve ran the optimal 2D variants on the hand scenario ($n)" '[ $n -ge 5 ]'

# --- trace pictures the map as it stands at the query: column 2 walled (rows 0-2) at query 1 only
"$PFBENCH" trace --map "$d/t.scen" --id 0 --algo jps --out "$tmp/t0.trace" > /dev/null 2>&1
"$PFBENCH" trace --map "$d/t.scen" --id 1 --algo jps --out "$tmp/t1.trace" > /dev/null 2>&1
check "trace of query 0: no wall; of query 1: column 2 walled in rows 0-2, row 3 open" \
    '[ "$(awk "NR > 1 && NR <= 5 { print \$3 }" "$tmp/t0.trace" | grep -c -- "^-2$")" = 0 ] &&
     [ "$(awk "NR > 1 && NR <= 5 { print (\$3 == -2) }" "$tmp/t1.trace" | tr -d "\n")" = 1110 ]'

# --- the Posthoc trace is of the map as it stands too: query 0 (open) costs 4, query 1 (column 2
# walled in rows 0-2) 8.82842712 and its path goes down to row 3; query 4 has no path
for k in 0 1 4; do
    "$PFBENCH" trace --map "$d/t.scen" --id $k --algo jps --format posthoc --out "$tmp/h$k.trace.json" > /dev/null 2>&1
done
if command -v jq > /dev/null 2>&1; then
    hcost() { jq -r '.pfbench.cost * 1000000 | round' "$tmp/h$1.trace.json"; }
    hrow() { jq -r '[.events[-1].path[]?.y] | max' "$tmp/h$1.trace.json"; }
    check "posthoc traces replay the changes: costs $(hcost 0), $(hcost 1), $(hcost 4); lowest rows $(hrow 0), $(hrow 1)" \
        '[ "$(hcost 0)" = 4000000 ] && [ "$(hcost 1)" = 8828427 ] && [ "$(hcost 4)" = -1000000 ] &&
         [ "$(hrow 0)" = 0 ] && [ "$(hrow 1)" = 3 ]'
fi

# --- TRACE.patches: the last change event before the query (an event-less query keeps the one
# before it), and none before the first event; an event of two patches gives two rectangles
"$PFBENCH" trace --map "$d/t.scen" --id 2 --algo jps --out "$tmp/t2.trace" > /dev/null 2>&1
"$PFBENCH" trace --map "$d/t.scen" --id 4 --algo jps --out "$tmp/t4.trace" > /dev/null 2>&1
body() { grep -v '^#' "$1" | tr '\n' ';'; }
check "t0.trace.patches: no change event yet" \
    '[ "$(head -1 "$tmp/t0.trace.patches" | cut -d" " -f1-6)" = "# pfbench patches query_line=7 event_line=0 rects=0" ] &&
     [ -z "$(body "$tmp/t0.trace.patches")" ]'
check "t1.trace.patches: column 2 rows 0-2, pasted before line 9 ($(body "$tmp/t1.trace.patches"))" \
    '[ "$(head -1 "$tmp/t1.trace.patches" | cut -d" " -f4-6)" = "query_line=9 event_line=9 rects=1" ] &&
     [ "$(body "$tmp/t1.trace.patches")" = "2 0 1 3;" ]'
check "t2.trace.patches (line 10, no event of its own): still line 9's ($(body "$tmp/t2.trace.patches"))" \
    '[ "$(head -1 "$tmp/t2.trace.patches" | cut -d" " -f4-6)" = "query_line=10 event_line=9 rects=1" ] &&
     [ "$(body "$tmp/t2.trace.patches")" = "2 0 1 3;" ]'
check "t4.trace.patches: the whole column, pasted before line 14 ($(body "$tmp/t4.trace.patches"))" \
    '[ "$(head -1 "$tmp/t4.trace.patches" | cut -d" " -f4-6)" = "query_line=14 event_line=14 rects=1" ] &&
     [ "$(body "$tmp/t4.trace.patches")" = "2 0 1 4;" ]'
sed 's/^P 1 0 2 0$/P 1 0 0 0\nP 1 2 4 0/' "$d/t.scen" > "$d/two.scen"
"$PFBENCH" trace --map "$d/two.scen" --id 1 --algo astar/octile/heap --out "$tmp/two.trace" > /dev/null 2>&1
check "two patches in one event: two rectangles ($(body "$tmp/two.trace.patches"))" \
    '[ "$(body "$tmp/two.trace.patches")" = "0 0 1 3;4 0 1 4;" ]'
"$PFBENCH" trace --map "$root/tests/data/bound-room.map" --algo jps --out "$tmp/t1.trace" > /dev/null 2>&1
check "a 2D map's trace at the same name removes the stale .patches" '[ ! -e "$tmp/t1.trace.patches" ]'
if command -v gnuplot > /dev/null 2>&1; then
    bash "$root/scripts/draw-search.sh" --out "$tmp/two.png" --data "$tmp/draw" -- "$tmp/two.trace" "$tmp/t0.trace" \
        > "$tmp/draw.out" 2>&1
    check "draw-search.sh outlines the patches: p1.patches has both, PP[1] = 2, PP[2] = 0, a picture: $(tail -1 "$tmp/draw.out")" \
        '[ -s "$tmp/two.png" ] && [ "$(body "$tmp/draw/p1.patches")" = "0 0 1 3;4 0 1 4;" ] &&
         grep -q "PP\[1\] = 2;" "$tmp/draw/panels.gp" && grep -q "PP\[2\] = 0;" "$tmp/draw/panels.gp" &&
         [ -z "$(grep -v "wrote" "$tmp/draw.out")" ]'
else
    echo "dynamic_test: note: no gnuplot: the outlined patches are not drawn"
fi

# --- a run of it: the change columns
"$PFBENCH" run --suite dynamic --maps t --data dynamic="$d/t.scen" --algos 'astar/octile/heap,jps,jps+,sg,ch' \
    --out "$tmp/res" --repeat 2 --quiet > "$tmp/run.out" 2>&1
rc_=$?
check "run of the hand scenario exits 0" '[ $rc_ -eq 0 ]'
run=$tmp/res/latest
for c in follow epoch patches change_ns rebuild_ns prep_equal scen_line; do
    check "runs.csv has column $c" 'head -1 "$run/runs.csv" | tr , "\n" | grep -qx "$c"'
done
check "30 rows, domain dynamic" '[ "$(col "$run/runs.csv" domain | grep -c "^dynamic$")" = 30 ]'
check "epochs 0 1 1 2 3 3 per variant" '[ "$(col "$run/runs.csv" epoch | head -6 | tr "\n" " ")" = "0 1 1 2 3 3 " ]'
check "patches 0 1 0 1 1 0 per variant" '[ "$(col "$run/runs.csv" patches | head -6 | tr "\n" " ")" = "0 1 0 1 1 0 " ]'
check "scen_line of each query" '[ "$(col "$run/runs.csv" scen_line | head -6 | tr "\n" " ")" = "7 9 10 12 14 15 " ]'
check "change_ns > 0 exactly on the event rows, within time_ns" \
    'awk -F, "NR == 1 { for (i = 1; i <= NF; i++) c[\$i] = i; next }
              { p = \$c[\"patches\"]; ch = \$c[\"change_ns\"]; t = \$c[\"time_ns\"]
                if ((p > 0) != (ch > 0) || ch > t) bad++ } END { exit bad > 0 }" "$run/runs.csv"'
check "follow policies: online for astar and jps, rebuild or repair for jps+, sg, ch" \
    '[ "$(awk -F, "NR == 1 { for (i = 1; i <= NF; i++) c[\$i] = i; next } { print \$c[\"variant\"], \$c[\"follow\"] }" "$run/runs.csv" |
         sort -u | awk "(\$1 ~ /^(astar|jps\$)/) != (\$2 == \"online\") || \$2 !~ /^(online|rebuild|repair)\$/" | wc -l)" = 0 ]'
check "repair variants: rebuild_ns > 0 and prep_equal 1 on their event rows, empty elsewhere" \
    'awk -F, "NR == 1 { for (i = 1; i <= NF; i++) c[\$i] = i; next }
              { rep = \$c[\"follow\"] == \"repair\" && \$c[\"patches\"] > 0
                if (rep != (\$c[\"prep_equal\"] == 1) || rep != (\$c[\"rebuild_ns\"] > 0) || (!rep && \$c[\"prep_equal\"] != \"\")) bad++ }
              END { exit bad > 0 }" "$run/runs.csv"'
check "jps+ and sg repair (libpf's policy) and were checked at their 3 events each" \
    '[ "$(awk -F, "NR == 1 { for (i = 1; i <= NF; i++) c[\$i] = i; next } \$c[\"prep_equal\"] == 1 { print \$c[\"variant\"] }" "$run/runs.csv" | sort | uniq -c | awk "{ print \$1, \$2 }" | tr "\n" " ")" = "3 jps+ 3 sg " ]'
check "the -1 line is nopath for every variant" \
    '[ "$(awk -F, "NR == 1 { for (i = 1; i <= NF; i++) c[\$i] = i; next } \$c[\"scen_line\"] == 14 { print \$c[\"status\"] }" "$run/runs.csv" | sort -u)" = nopath ]'
check "dynamic.csv: a line per variant, total = changes + searches, 3 events each" \
    '[ "$(awk -F, "NR > 1 && \$4 == 6 && \$6 == 3 && \$9 == \$7 + \$8 && \$7 > 0" "$run/dynamic.csv" | wc -l)" = 5 ]'
"$PFBENCH" validate "$run" > "$tmp/v.out" 2>&1
rc=$?
check "validate passes: $(tail -1 "$tmp/v.out")" '[ $rc -eq 0 ] && grep -q "dynamic scenarios: every answer matches" "$tmp/v.out"'

"$PFBENCH" report "$run" > /dev/null 2>&1
check "report.md has the section of maps that change with jps+'s total" \
    'grep -q "^## Maps that change" "$run/report.md" && grep -q "^| t | jps+ | " "$run/report.md"'

# --- a wrong distance in the file: validate names file and line
w=$tmp/data/wrong
mkdir -p "$w"
cp "$d/t.patch" "$w/"
sed 's/^Q 1 0 0 4 0 8.82842712/Q 1 0 0 4 0 9.5/' "$d/t.scen" > "$w/t.scen"
"$PFBENCH" run --suite dynamic --maps t --data dynamic="$w/t.scen" --algos jps --out "$tmp/resw" --repeat 1 --quiet > /dev/null 2>&1
"$PFBENCH" validate "$tmp/resw/latest" > "$tmp/vw.out" 2>&1
rc=$?
check "validate fails on the wrong distance (exit $rc)" '[ $rc -eq 1 ]'
check "validate names the file and line: $(grep -m1 FAIL "$tmp/vw.out")" \
    'grep -q "FAIL: $w/t.scen:9: the file.s distance is 9.500000 at epoch 1, pfbench.s Dijkstra on the map as it stands finds 8.828427" "$tmp/vw.out" &&
     grep -q "FAIL: $w/t.scen:9: jps (must be optimal) finds 8.828427" "$tmp/vw.out"'

# --- malformed files: file:line and reason, exit 2, no result folder
bad_case() {   # DESCRIPTION SED LINE
    local b=$tmp/data/bad at="$3"
    rm -rf "$b"; mkdir -p "$b"
    cp "$d/t.patch" "$b/"
    sed "$2" "$d/t.scen" > "$b/t.scen"
    "$PFBENCH" run --suite dynamic --maps t --data dynamic="$b/t.scen" --out "$tmp/resbad" --quiet > /dev/null 2> "$tmp/b.err"
    local rc=$?
    check "$1: run exits 2 (got $rc): $(head -1 "$tmp/b.err")" '[ $rc -eq 2 ] && grep -qF "$b/t.scen:$at" "$tmp/b.err"'
    check "$1: nothing written" '[ ! -e "$tmp/resbad" ]'
    "$PFBENCH" solve --map "$b/t.scen" > /dev/null 2> "$tmp/b.err"
    rc=$?
    check "$1: solve exits 2 (got $rc)" '[ $rc -eq 2 ] && grep -qF "$b/t.scen:$at" "$tmp/b.err"'
}
bad_case "an unknown command" 's/^P 2 1 2 0/X 2 1 2 0/' "11:"
bad_case "a patch id out of range" 's/^P 2 1 2 0/P 2 7 2 0/' "11:"
bad_case "a patch out of the map" 's/^P 1 0 2 0/P 1 0 2 3/' "8:"

# --- a folder of two scenarios in two shards: each scenario whole in one, merged
f=$tmp/data/folder/fam
mkdir -p "$f"
cp "$d/t.patch" "$d/t.scen" "$f/"
sed 's/^patch t.patch/patch u.patch/' "$d/t.scen" > "$f/u.scen"
cp "$d/t.patch" "$f/u.patch"
for k in 1 2; do
    "$PFBENCH" run --suite dynamic --maps t,u --data dynamic="$tmp/data/folder" --algos 'jps,jps+' --shard $k/2 \
        --out "$tmp/sh$k" --repeat 1 --quiet > /dev/null 2>&1
    rc_=$?
    check "shard $k/2 runs" '[ $rc_ -eq 0 ]'
    check "shard $k/2 holds one whole scenario (12 rows)" '[ "$(tail -n +2 "$tmp/sh$k/latest/runs.csv" | wc -l)" = 12 ]'
done
"$PFBENCH" merge --out "$tmp/merged" "$tmp/sh1/latest" "$tmp/sh2/latest" > "$tmp/m.out" 2>&1
rc=$?
check "the shards merge: $(tail -1 "$tmp/m.out")" '[ $rc -eq 0 ]'
check "the merged run validates" '"$PFBENCH" validate "$tmp/merged" > /dev/null 2>&1'

# --- generated: pfbench gen --recipe dynamic:from on a generated map, and dynamic:MAP; refusals
g=$tmp/data/gen/fam
"$PFBENCH" gen --recipe rooms:64x64:r=16:d=1:seed=3 --out "$tmp/maps" > /dev/null 2>&1
"$PFBENCH" gen --recipe 'dynamic:from/rate=0.1:queries=120' --from "$tmp/maps/gen-rooms-64x64-r16-d1-s3.map" --seed 5 \
    --out "$g" > "$tmp/g.out" 2>&1
rc=$?
check "gen dynamic:from writes the scenario and its patch file: $(tail -1 "$tmp/g.out")" \
    '[ $rc -eq 0 ] && [ -f "$g/gen-rooms-64x64-r16-d1-s3-dyn-r0.1-q120-s5.scen" ] && [ -f "$g/gen-rooms-64x64-r16-d1-s3-dyn-r0.1-q120-s5.patch" ] &&
     grep -q "120 queries" "$tmp/g.out"'
"$PFBENCH" gen --recipe 'dynamic:random:48x48:p=0.2:seed=1/rate=0.2:queries=60:seed=2' --out "$g" > /dev/null 2>&1
check "gen dynamic:MAP/OPTIONS writes a scenario" '[ -f "$g/gen-random-48x48-p0.2-s1-dyn-r0.2-q60-s2.scen" ]'
for v in jps jps+ sg; do
    "$PFBENCH" solve --map "$g/gen-rooms-64x64-r16-d1-s3-dyn-r0.1-q120-s5.scen" --algo $v --quiet > "$tmp/gs.out" 2>&1
    rc=$?
    check "solve $v on the generated scenario matches it: $(tail -1 "$tmp/gs.out")" \
        '[ $rc -eq 0 ] && grep -q "120 queries, .* 0 invalid, 0 not matching the file" "$tmp/gs.out"'
done
"$PFBENCH" run --suite dynamic --maps 'gen-rooms-64x64-*,gen-random-48x48-*' --data dynamic="$tmp/data/gen" --algos 'jps,jps+,sg' --out "$tmp/resg" \
    --repeat 1 --quiet > /dev/null 2>&1
rc_=$?
check "run of the generated folder (and the suite's generated entries left out by --maps)" '[ $rc_ -eq 0 ]'
check "its rows: the two generated files, 3 variants" \
    '[ "$(col "$tmp/resg/latest/runs.csv" map | sort -u | wc -l)" = 2 ] && [ "$(tail -n +2 "$tmp/resg/latest/runs.csv" | wc -l)" = $(( (120 + 60) * 3 )) ]'
check "the generated run validates" '"$PFBENCH" validate "$tmp/resg/latest" > /dev/null 2>&1'
"$PFBENCH" gen --recipe 'dynamic:rooms:64x64:r=16:d=1:seed=3/rate=2' --out "$g" > /dev/null 2> "$tmp/ge.err"
rc=$?
check "a rate out of range is refused (exit 2): $(cat "$tmp/ge.err")" '[ $rc -eq 2 ] && grep -q "expected rate=R (0..1).*found .rate=2." "$tmp/ge.err"'
"$PFBENCH" gen --recipe 'dynamic:from/rate=0.1' --out "$g" > /dev/null 2> "$tmp/ge.err"
rc_=$?
check "dynamic:from without --from is refused (exit 2)" '[ $rc_ -eq 2 ] && grep -q "needs --from FILE.map" "$tmp/ge.err"'

# --- the start kit's dao_arena2, when ../shared has it: every optimal variant against the file
kit=$root/../shared/peers-src/gppc-startkit-dynamic.tar.gz
if [ -f "$kit" ] && tar -xzf "$kit" -C "$tmp" gppc-startkit-dynamic/data/dao_arena2.scen gppc-startkit-dynamic/data/dao_arena2.patch 2> /dev/null; then
    dao=$tmp/gppc-startkit-dynamic/data/dao_arena2.scen
    for v in astar/octile/heap jps jps+ sg tsg; do
        "$PFBENCH" list --names 2> /dev/null | grep -qx "$v" || continue
        "$PFBENCH" solve --map "$dao" --algo "$v" --quiet > "$tmp/dao.out" 2>&1
        rc=$?
        check "dao_arena2: $v matches the file on all 2000 queries: $(tail -1 "$tmp/dao.out")" \
            '[ $rc -eq 0 ] && grep -q "2000 queries, 93 change events.* 0 invalid, 0 not matching the file" "$tmp/dao.out"'
    done
else
    echo "note: no start kit at $kit: dao_arena2 not checked"
fi

[ $failed -eq 0 ] || exit 1
echo "$test_name: $passed checks passed"
