#!/usr/bin/env bash
# Test of `pfbench gen` with a waypoint recipe: the two files and their paths, the same bytes
# on every run and machine (pinned checksums), and a bad recipe's exit status and message.
#
# usage: PFBENCH=/path/to/pfbench tests/harness/graph_gen_test.sh [PROJECT_ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (PFBENCH not set; ctest sets it).
. "$(dirname "$0")/../lib.sh"
need_pfbench

recipe=waypoints:128:n=400:seed=3
name=gen-waypoints-128-n400-h24-c6-sl60-k6-s3
for d in a b; do
    "$PFBENCH" gen --recipe "$recipe" --out "$tmp/$d" --per-bucket 2 --max-buckets 10 >"$tmp/out-$d.txt" 2>&1
    rc_=$?
    check "gen --recipe $recipe into $d exits 0: $(cat "$tmp/out-$d.txt")" '[ $rc_ -eq 0 ]'
done
check "the two written paths come first: $(head -2 "$tmp/out-a.txt")" \
    '[ "$(head -2 "$tmp/out-a.txt")" = "$(printf "%s\n%s" "$tmp/a/$name.graph" "$tmp/a/$name.graph.queries")" ]'
check "summary line" grep -q "^# $name: 400 nodes, 2212 arcs, 20 queries, seed 3;" "$tmp/out-a.txt"
check "the two .graph files are equal" cmp -s "$tmp/a/$name.graph" "$tmp/b/$name.graph"
check "the two query files are equal" cmp -s "$tmp/a/$name.graph.queries" "$tmp/b/$name.graph.queries"
sum() { sha256sum "$1" | cut -d' ' -f1; }
check "graph checksum" \
    '[ "$(sum "$tmp/a/$name.graph")" = 84504c60e7c57e0889db75d9db614b16d402f74fd07125583a31e4280728ccf9 ]'
check "queries checksum" \
    '[ "$(sum "$tmp/a/$name.graph.queries")" = a6ba21c7de2b90c769a6589d7520ec7a8c6d13fefa4b001d2ecbd7772b6f2586 ]'
check "queries header and first line" \
    '[ "$(head -2 "$tmp/a/$name.graph.queries")" = "$(printf "queries 20\nq 166 157 29.399")" ]'

out=$("$PFBENCH" gen --recipe waypoints:12 --out "$tmp/c" 2>&1)
rc_=$?
check "a bad recipe exits 2" '[ $rc_ -eq 2 ]'
check "its message: $out" \
    '[ "$out" = "pfbench gen: recipe '"'"'waypoints:12'"'"': expected a terrain size from 16 to 4096, found '"'"'12'"'"'" ]'

# queries for an existing graph file (what pfbench run draws for a graph without its own queries)
printf 'c a path 1 - 2 - 3 and a long arc 1 - 3, both ways\np sp 3 6\na 1 2 2\na 2 1 2\na 2 3 2\na 3 2 2\na 1 3 5\na 3 1 5\n' \
    > "$tmp/tri.gr"
out=$("$PFBENCH" gen --graph "$tmp/tri.gr" --per-bucket 4 --max-buckets 1 --out "$tmp/q" 2>&1)
rc_=$?
check "gen --graph exits 0: $out" '[ $rc_ -eq 0 ]'
check "it names the file" '[ "$(head -1 <<< "$out")" = "$tmp/q/tri.queries" ]'
check "4 queries, header first" '[ "$(head -1 "$tmp/q/tri.queries")" = "queries 4" ] && [ "$(grep -c "^q " "$tmp/q/tri.queries")" = 4 ]'
check "every cost is the pair's least (2 between neighbours, 4 from end to end: never the arc of 5)" \
    '[ -z "$(awk "\$1 == \"q\" { d = \$2 - \$3; if (d < 0) d = -d; if (\$4 != 2 * d) print }" "$tmp/q/tri.queries")" ]'
"$PFBENCH" gen --graph "$tmp/tri.gr" --per-bucket 4 --max-buckets 1 --out "$tmp/q2" > /dev/null 2>&1
check "the same count and seed draw the same queries" cmp -s "$tmp/q/tri.queries" "$tmp/q2/tri.queries"
out=$("$PFBENCH" gen --graph "$tmp/tri.gr" --recipe waypoints:64 --out "$tmp/q3" 2>&1)
rc_=$?
check "--graph with --recipe: exit 2 and the rule" \
    '[ $rc_ -eq 2 ] && [ "$out" = "pfbench gen: --recipe or --graph is required, not both (see --help)" ]'
printf 'p sp 3 1\na 1 9 2\n' > "$tmp/bad.gr"
out=$("$PFBENCH" gen --graph "$tmp/bad.gr" --out "$tmp/q4" 2>&1)
rc_=$?
check "a bad graph: exit 2 and file:line: $out" '[ $rc_ -eq 2 ] && grep -q "bad.gr:2: expected" <<< "$out"'

echo "$test_name: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
