#!/usr/bin/env bash
# posthoc_test.sh: `pfbench trace --format posthoc` through the command line, read back with jq:
# every weighted-terrain variant, jps on a 2D map and the any-angle plane (htest_posthoc checks
# every 2D variant in C, htest_posthoc_voxel every voxel variant, posthoc_run_test draw --posthoc
# and a run's traces): version and fields, each generation's parent expanded before it, the
# expansions those of the domain's own trace (same cells, same order), the end's cost the cost
# `pfbench solve` prints; and the refusals (an unknown format, a search that logs no steps).
#
# Usage: tests/harness/posthoc_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v jq > /dev/null 2>&1 || skip "jq is not installed"

# check_trace MAP ID ALGO: the Posthoc trace of query ID against pfbench's own trace and solve
check_trace() {
    local map=$1 id=$2 algo=$3 t=$tmp/t.trace.json
    if ! "$PFBENCH" trace --map "$map" --id "$id" --algo "$algo" --format posthoc --out "$t" > "$tmp/t.out" 2>&1; then
        bad "$algo: trace --format posthoc failed: $(tail -n 2 "$tmp/t.out")"
        return
    fi
    check "$algo: version" test "$(jq -r .version "$t")" = 1.4.0
    check "$algo: views, pivot" test "$(jq -r '(.views.main | type) + " " + (.pivot | type)' "$t")" = "array object"
    check "$algo: an event without type, id, x, y, g, f or h" \
        test "$(jq '[.events[] | select(has("type") and has("id") and has("x") and has("y") and has("g") and has("f") and has("h") | not)] | length' "$t")" = 0
    check "$algo: source, destination first and end last" \
        test "$(jq -r '[.events[0].type, .events[1].type, .events[-1].type] | join(" ")' "$t")" = "source destination end"
    # every generation's parent expanded before it (a seed's pId is null)
    check "$algo: a generation whose parent was not expanded before it" \
        test "$(jq 'reduce .events[] as $e ({x: {}, bad: 0};
                      if $e.type == "expanding" then .x[$e.id | tostring] = 1
                      elif ($e.type == "generating" or $e.type == "updating") and $e.pId != null and
                           (.x[$e.pId | tostring] | not) then .bad += 1 else . end) | .bad' "$t")" = 0
    # the expansions: "x y k" of each cell's last expansion, as the domain's own trace numbers them
    jq -r '[.events[] | select(.type == "expanding")] | to_entries[] | "\(.value.x) \(.value.y) \(.key)"' "$t" |
        awk '{ k[$1 " " $2] = $3 } END { for (c in k) print c, k[c] }' | LC_ALL=C sort > "$tmp/posthoc.order"
    "$PFBENCH" trace --map "$map" --id "$id" --algo "$algo" --out "$tmp/own.trace" > /dev/null 2>&1
    awk '!/^#/ { for (x = 1; x <= NF; x++) if ($x >= 0) print x - 1, y + 0, $x; y++ }' "$tmp/own.trace" |
        LC_ALL=C sort > "$tmp/own.order"
    check "$algo: the expansions differ from pfbench's trace ($(wc -l < "$tmp/posthoc.order") and $(wc -l < "$tmp/own.order") cells)" \
        cmp -s "$tmp/posthoc.order" "$tmp/own.order"
    # the end's path cost, as solve prints it (6 decimals)
    local want got
    want=$("$PFBENCH" solve --map "$map" --algo "$algo" --limit $((id + 1)) 2>/dev/null | awk -v id="$id" '$1 == id { print $2 }')
    got=$(jq -r '.events[-1].cost' "$t" | awk '{ printf "%.6f\n", $1 }')
    check "$algo: end cost $got, solve says $want" test -n "$want" -a "$got" = "$want"
    check "$algo: the end's path is empty" test "$(jq '.events[-1].path | length' "$t")" -gt 1
}

"$PFBENCH" gen terrain --size 32 --seed 3 --out "$tmp/w" > "$tmp/gen.out" 2>&1
wmap=$tmp/w/terrain-32-3.map
check "gen terrain: $(tail -n 1 "$tmp/gen.out")" test -f "$wmap"
"$PFBENCH" list --domain weighted 2>/dev/null | awk 'NR > 1 { print $1 }' > "$tmp/weighted.txt"
check "no weighted variant listed" test -s "$tmp/weighted.txt"
while read -r v; do
    check_trace "$wmap" 120 "$v"
done < "$tmp/weighted.txt"
check "a weighted trace has no cost shade" test "$(jq '.events[2] | has("cost") and has("shade")' "$tmp/t.trace.json")" = true

"$PFBENCH" gen --recipe random:40x40:p=0.2:seed=4 --out "$tmp/g" > /dev/null 2>&1
check_trace "$tmp/g/gen-random-40x40-p0.2-s4.map" 120 jps
# each jump one generation from its parent jump point: in a straight or diagonal line from it,
# and some of them longer than one step
jq -r 'reduce .events[] as $e ({p: {}, out: []};
         if $e.type == "expanding" then .p[$e.id | tostring] = [$e.x, $e.y]
         elif $e.type == "generating" and $e.pId != null then
             .out += ["\($e.x - .p[$e.pId | tostring][0]) \($e.y - .p[$e.pId | tostring][1])"]
         else . end) | .out[]' "$tmp/t.trace.json" > "$tmp/jumps.txt"
check "jps: a jump not in a line from its parent: $(awk '!($1 == 0 || $2 == 0 || $1 == $2 || $1 == -$2)' "$tmp/jumps.txt" | head -n 1)" \
    test -z "$(awk '!($1 == 0 || $2 == 0 || $1 == $2 || $1 == -$2)' "$tmp/jumps.txt")"
check "jps: no jump longer than one step" \
    test -n "$(awk '$1 > 1 || $1 < -1 || $2 > 1 || $2 < -1' "$tmp/jumps.txt")"

# the any-angle plane: its searches' events at corners; the domain's own trace numbers them in
# FILE.corners ("x-0.5 y-0.5 order", the pictures' places)
amap=$tmp/g/gen-random-40x40-p0.2-s4.map
for v in aa/theta aa/lazy-theta aa/truth; do
    t=$tmp/a.trace.json
    if ! "$PFBENCH" trace --map "$amap" --id 120 --algo "$v" --format posthoc --out "$t" > "$tmp/t.out" 2>&1; then
        bad "$v: trace --format posthoc failed: $(tail -n 2 "$tmp/t.out")"
        continue
    fi
    check "$v: version" test "$(jq -r .version "$t")" = 1.4.0
    check "$v: a generation whose parent was not expanded before it" \
        test "$(jq 'reduce .events[] as $e ({x: {}, bad: 0};
                      if $e.type == "expanding" then .x[$e.id | tostring] = 1
                      elif ($e.type == "generating" or $e.type == "updating") and $e.pId != null and
                           (.x[$e.pId | tostring] | not) then .bad += 1 else . end) | .bad' "$t")" = 0
    jq -r '[.events[] | select(.type == "expanding")] | to_entries[] | "\(.value.x) \(.value.y) \(.key)"' "$t" |
        awk '{ k[$1 " " $2] = $3 } END { for (c in k) print c, k[c] }' | LC_ALL=C sort > "$tmp/posthoc.order"
    "$PFBENCH" trace --map "$amap" --id 120 --algo "$v" --out "$tmp/own.trace" > /dev/null 2>&1
    awk '{ print $1 + 0.5, $2 + 0.5, $3 }' "$tmp/own.trace.corners" | LC_ALL=C sort > "$tmp/own.order"
    check "$v: the expansions differ from pfbench's trace ($(wc -l < "$tmp/posthoc.order") and $(wc -l < "$tmp/own.order") corners)" \
        cmp -s "$tmp/posthoc.order" "$tmp/own.order"
    want=$("$PFBENCH" solve --map "$amap" --algo "$v" --limit 121 2>/dev/null | awk '$1 == 120 { print $2 }')
    got=$(jq -r '.events[-1].cost' "$t" | awk '{ printf "%.6f\n", $1 }')
    check "$v: end cost $got, solve says $want" test -n "$want" -a "$got" = "$want"
done
# Anya and Polyanya expand intervals: posthoc_domains_test.sh checks their traces

# refusals: an unknown format, and a domain that writes no Posthoc trace yet
"$PFBENCH" trace --map "$tmp/g/gen-random-40x40-p0.2-s4.map" --format yaml --out "$tmp/x.json" > "$tmp/e.out" 2>&1
rc_=$?
check "--format yaml: exit $rc_" test $rc_ -eq 2
check "--format yaml: $(cat "$tmp/e.out")" grep -q "unknown --format 'yaml' (pfbench, posthoc)" "$tmp/e.out"
finish
