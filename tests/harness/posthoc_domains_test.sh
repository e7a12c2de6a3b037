#!/usr/bin/env bash
# posthoc_domains_test.sh: `pfbench trace --format posthoc` on node graphs (every graph variant, on a
# generated waypoint graph), hex maps (every hex variant, its expansions also against the hex
# trace's order) and the any-angle plane's interval
# searches (Anya, Polyanya), read back with jq: version and fields, each generation's parent
# expanded before it, as many expansions as `pfbench solve` counts, the end's cost the cost solve
# prints and its path the path of pfbench's own trace.
#
# Usage: tests/harness/posthoc_domains_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v jq > /dev/null 2>&1 || skip "jq is not installed"

# posthoc MAP ID ALGO TRACE: write the Posthoc trace, or say why not (status 1)
posthoc() {
    "$PFBENCH" trace --map "$1" --id "$2" --algo "$3" --format posthoc --out "$4" > "$tmp/t.out" 2>&1 && return 0
    bad "$3: trace --format posthoc failed: $(tail -n 2 "$tmp/t.out")"
    return 1
}

# check_common MAP ID ALGO TRACE FIELDS: what every Posthoc trace must hold; FIELDS: the members
# every search event has besides type, id, g, f, h
check_common() {
    local map=$1 id=$2 v=$3 t=$4 fields=$5
    # one pass of jq: version, views and pivot, events lacking a member, the first two and the
    # last event's types, generations whose parent was not expanded before them, expansions, cost
    local got
    got=$(jq -r --arg f "$fields" '($f | split(" ")) as $k |
        [.version, (.views.main | type), (.pivot | type),
         ([.events[] | select(has("type") and has("id") and has("x") and has("y") and has("g") and has("f") and has("h") | not)] | length),
         ([.events[2:-1][] | select(. as $e | $k | all(. as $m | $e | has($m)) | not)] | length),
         .events[0].type, .events[1].type, .events[-1].type,
         (reduce .events[] as $e ({x: {}, bad: 0};
              if $e.type == "expanding" then .x[$e.id | tostring] = 1
              elif ($e.type == "generating" or $e.type == "updating") and $e.pId != null and
                   (.x[$e.pId | tostring] | not) then .bad += 1 else . end) | .bad),
         ([.events[] | select(.type == "expanding")] | length),
         (.events[-1].cost * 1000000 | round)] | map(tostring) | join(" ")' "$t")
    set -- $got
    check "$v: version $1" test "$1" = 1.4.0
    check "$v: views $2, pivot $3" test "$2 $3" = "array object"
    check "$v: $4 events without type, id, x, y, g, f or h" test "$4" = 0
    check "$v: $5 search events without $fields" test "$5" = 0
    check "$v: events $6 $7 ... $8" test "$6 $7 $8" = "source destination end"
    check "$v: $9 generations whose parent was not expanded before them" test "$9" = 0
    # solve's row: id cost optimum expanded ... (query K's seed is S + K: --seed 0 gives query 0
    # the seed of a fresh context, as trace's)
    local row cost
    row=$("$PFBENCH" solve --map "$map" --algo "$v" --limit $((id + 1)) --seed 0 2>/dev/null | awk -v id="$id" '$1 == id')
    cost=$(echo "${11}" | awk '{ printf "%.6f", $1 / 1000000 }')
    check "$v: end cost $cost, solve says $(echo "$row" | awk '{ print $2 }')" test -n "$row" -a "$cost" = "$(echo "$row" | awk '{ print $2 }')"
    check "$v: ${10} expansions, solve counts $(echo "$row" | awk '{ print $4 }')" test "${10}" = "$(echo "$row" | awk '{ print $4 }')"
}

# ---- node graphs: a waypoint graph of 200 nodes with positions ----
"$PFBENCH" gen --recipe waypoints:64:n=200:seed=1 --out "$tmp/g" --per-bucket 2 --max-buckets 5 > /dev/null 2>&1
gmap=$tmp/g/gen-waypoints-64-n200-h24-c6-sl60-k6-s1.graph
check "gen waypoints: $gmap" test -f "$gmap"
"$PFBENCH" list --domain graph 2>/dev/null | awk 'NR > 1 { print $1 }' > "$tmp/graph.txt"
check "graph: every variant listed ($(wc -l < "$tmp/graph.txt"))" test "$(wc -l < "$tmp/graph.txt")" -ge 15
while read -r v; do
    t=$tmp/g.trace.json
    posthoc "$gmap" 0 "$v" "$t" || continue
    check_common "$gmap" 0 "$v" "$t" "x y"
    # the path: the nodes (ids and positions) of pfbench's own graph trace
    "$PFBENCH" trace --map "$gmap" --id 0 --algo "$v" --out "$tmp/own.trace" > /dev/null 2>&1
    check "$v: the end's path is not the own trace's" \
        test "$(jq -r '.events[-1].path[] | "\(.id) \(.x) \(.y)"' "$t")" = "$(awk '!/^#/ { print $1, $2 + 0, $3 + 0 }' "$tmp/own.trace")"
    check "$v: events not at their nodes' positions" \
        test "$(jq -r '.events[] | select(.type == "expanding") | "\(.id) \(.x) \(.y)"' "$t" |
                awk 'NR == FNR { p[$2] = $3 " " $4; next } { if (p[$1] != $2 " " $3) n++ } END { print n + 0 }' \
                    <(awk '$1 == "v"' "$gmap") -)" = 0
done < "$tmp/graph.txt"
check "graph/ch: both sides named" test "$(jq -r '[.events[] | .side // empty] | unique | join(" ")' "$tmp/g.trace.json")" = "backward forward"

# ---- hex maps: a generated 40 x 40 map; events at the cells' centres in the odd-r layout ----
"$PFBENCH" gen --recipe hex:40x40:p=0.2:seed=1 --out "$tmp/h" > /dev/null 2>&1
hmap=$tmp/h/gen-hex-random-40x40-p0.2-s1.map
check "gen hex: $hmap" test -f "$hmap"
"$PFBENCH" list --domain hex 2>/dev/null | awk 'NR > 1 { print $1 }' > "$tmp/hex.txt"
check "hex: every variant listed ($(wc -l < "$tmp/hex.txt"))" test "$(wc -l < "$tmp/hex.txt")" -ge 12
while read -r v; do
    t=$tmp/h.trace.json
    posthoc "$hmap" 0 "$v" "$t" || continue
    check_common "$hmap" 0 "$v" "$t" "x y col row"
    check "$v: an event off its cell's centre" \
        test "$(jq '[.events[2:-1][] | select(((.x - .col - 0.5 * (.row % 2)) | fabs) > 1e-9 or ((.y - .row * 0.8660254037844386) | fabs) > 1e-6)] | length' "$t")" = 0
    # the expansions: each cell's last, numbered as the own trace numbers them; the path its
    jq -r '[.events[] | select(.type == "expanding")] | to_entries[] | "\(.value.col) \(.value.row) \(.key)"' "$t" |
        awk '{ k[$1 " " $2] = $3 } END { for (c in k) print c, k[c] }' | LC_ALL=C sort > "$tmp/posthoc.order"
    "$PFBENCH" trace --map "$hmap" --id 0 --algo "$v" --out "$tmp/own.trace" > /dev/null 2>&1
    awk '!/^#/ { for (x = 1; x <= NF; x++) if ($x >= 0) print x - 1, y + 0, $x; y++ }' "$tmp/own.trace" |
        LC_ALL=C sort > "$tmp/own.order"
    check "$v: the expansions differ from pfbench's trace ($(wc -l < "$tmp/posthoc.order") and $(wc -l < "$tmp/own.order") cells)" \
        cmp -s "$tmp/posthoc.order" "$tmp/own.order"
    check "$v: the end's path is not the own trace's" \
        test "$(jq -r '.events[-1].path[] | .id' "$t" | wc -l) $(jq -r '.events[2:-1][] | "\(.id) \(.col) \(.row)"' "$t" | sort -u |
               awk 'NR == FNR { c[$1] = $2 " " $3; next } { print c[$1] }' - <(jq -r '.events[-1].path[] | .id' "$t") | tr '\n' ,)" = \
             "$(wc -l < "$tmp/own.trace.path") $(tr '\n' , < "$tmp/own.trace.path")"
done < "$tmp/hex.txt"
check "hex/bidir-dijkstra: both sides named" test "$(jq -r '[.events[] | .side // empty] | unique | join(" ")' "$tmp/h.trace.json")" = "backward forward"

# ---- the any-angle plane: Anya and Polyanya expand search nodes (root, interval) ----
"$PFBENCH" gen --recipe random:40x40:p=0.2:seed=4 --out "$tmp/a" > /dev/null 2>&1
amap=$tmp/a/gen-random-40x40-p0.2-s4.map
for v in aa/anya aa/polyanya; do
    t=$tmp/a.trace.json
    posthoc "$amap" 120 "$v" "$t" || continue
    check_common "$amap" 120 "$v" "$t" "rX rY aX aY bX bY"
    check "$v: no search node" test "$(jq '[.events[] | select(.type == "expanding")] | length' "$t")" -gt 10
    # node ids are sequential, in the order of generation
    check "$v: node ids not numbered in their generation order" \
        test "$(jq '[.events[] | select(.type == "generating") | .id] | . == [range(length)]' "$t")" = true
    # f never below g, and no node expanded past the optimum (g and f are rounded to 1/2378)
    check "$v: an event with f < g or expanded with f above the optimum" \
        test "$(jq '.events[-1].cost as $c | [.events[2:-1][] | select(.f < .g or (.f > $c + 0.001 and .type == "expanding"))] | length' "$t")" = 0
    "$PFBENCH" trace --map "$amap" --id 120 --algo "$v" --out "$tmp/own.trace" > /dev/null 2>&1
    check "$v: the end's path is not the own trace's" \
        test "$(jq -r '.events[-1].path[] | "\(.x) \(.y)"' "$t")" = "$(awk '{ print $1 + 0.5, $2 + 0.5 }' "$tmp/own.trace.path")"
done
check "aa/polyanya: no polygon named" test "$(jq '[.events[] | select(has("poly"))] | length' "$tmp/a.trace.json")" -gt 0
# each expanded interval lies on an edge of the polygon drawn with it (its entry edge): the
# outlines are the mesh Polyanya searched
check "aa/polyanya: an expansion's interval off its polygon's outline" \
    test "$(jq 'def on($x; $y; $P): any(range(0; ($P | length) - 1) as $i | $P[$i] as $p | $P[$i + 1] as $q |
                   (((($q.x - $p.x) * ($y - $p.y) - ($q.y - $p.y) * ($x - $p.x)) | fabs) < 1e-6) and
                   $x >= ([$p.x, $q.x] | min) - 1e-6 and $x <= ([$p.x, $q.x] | max) + 1e-6 and
                   $y >= ([$p.y, $q.y] | min) - 1e-6 and $y <= ([$p.y, $q.y] | max) + 1e-6; .);
                [.events[] | select(.type == "expanding")] as $e |
                ([$e[] | select(.polygon == null)] | length) as $bare |
                [$e[] | select(.polygon != null and (.aX != .bX or .aY != .bY)) |
                 select((on(.aX; .aY; .polygon) and on(.bX; .bY; .polygon)) | not)] | length + $bare' "$tmp/a.trace.json")" = 0
# a query whose target is in sight: Anya answers with the segment, no node: the trace says so
"$PFBENCH" trace --map "$amap" --id 0 --algo aa/anya --format posthoc --out "$tmp/s.json" > "$tmp/t.out" 2>&1
check "aa/anya in sight: $(tail -n 1 "$tmp/t.out")" test "$(jq -r '[.events[].type] | join(" ")' "$tmp/s.json")" = "source destination end"
finish
