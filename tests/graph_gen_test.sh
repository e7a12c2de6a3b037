#!/usr/bin/env bash
# Test of `pfbench gen` with a waypoint recipe: the two files and their paths, the same bytes
# on every run and machine (pinned checksums), and a bad recipe's exit status and message.
#
# usage: PFBENCH=/path/to/pfbench tests/graph_gen_test.sh [PROJECT_ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (PFBENCH not set; ctest sets it).
. "$(dirname "$0")/lib.sh"
need_pfbench

recipe=waypoints:128:n=400:seed=3
name=gen-waypoints-128-n400-h24-c6-sl60-k6-s3
for d in a b; do
    "$PFBENCH" gen --recipe "$recipe" --out "$tmp/$d" --per-bucket 2 --max-buckets 10 >"$tmp/out-$d.txt" 2>&1
    check "gen --recipe $recipe into $d exits 0: $(cat "$tmp/out-$d.txt")" '[ $? -eq 0 ]'
done
check "the two written paths come first: $(head -2 "$tmp/out-a.txt")" \
    '[ "$(head -2 "$tmp/out-a.txt")" = "$(printf "%s\n%s" "$tmp/a/$name.graph" "$tmp/a/$name.graph.queries")" ]'
check "summary line" grep -q "^# $name: 400 nodes, 2212 arcs, 20 queries, seed 3;" "$tmp/out-a.txt"
check "the two .graph files are equal" cmp -s "$tmp/a/$name.graph" "$tmp/b/$name.graph"
check "the two query files are equal" cmp -s "$tmp/a/$name.graph.queries" "$tmp/b/$name.graph.queries"
sum() { sha256sum "$1" | cut -d' ' -f1; }
check "graph checksum" \
    '[ "$(sum "$tmp/a/$name.graph")" = 6bcc200d5421725e2c1b72d6985fcda2190032740822142e5c8d07ac9640942f ]'
check "queries checksum" \
    '[ "$(sum "$tmp/a/$name.graph.queries")" = fbb315282e6e6b944badfa6fae2247932adcc9b67f0eb6996ef142cd11c4e482 ]'
check "queries header and first line" \
    '[ "$(head -2 "$tmp/a/$name.graph.queries")" = "$(printf "queries 20\nq 356 278 27.511")" ]'

out=$("$PFBENCH" gen --recipe waypoints:12 --out "$tmp/c" 2>&1)
check "a bad recipe exits 2" '[ $? -eq 2 ]'
check "its message: $out" \
    '[ "$out" = "pfbench gen: recipe '"'"'waypoints:12'"'"': expected a terrain size from 16 to 4096, found '"'"'12'"'"'" ]'

echo "$test_name: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
