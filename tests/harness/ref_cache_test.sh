#!/usr/bin/env bash
# ref_cache_test.sh: the reference's answers kept per map in the preprocessing cache
# (harness/run/ref_cache.c): a second run reads them instead of searching again and judges the
# same rows the same way; a run of other lines adds its answers to the file; a damaged file is
# never read and is written again whole; --prep-cache none writes nothing.
. "$(dirname "$0")/../lib.sh"
need_pfbench
set -o pipefail

cache=$tmp/cache
# the quick suite's generated any-angle map (20 lines), whose reference is the any-angle truth
run() { "$PFBENCH" run --suite quick --maps 'aa-gen-*' --algos 'aa/anya' --repeat 1 --gbench-min-time 0 \
    --prep-cache "$cache" --out "$tmp/res" "$@"; }
# map, line and the reference's cost of every row of a run folder, sorted
dcost() { awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { print $c["map"], $c["scen_id"], $c["dijkstra_cost"] }' "$1/runs.csv" | sort; }

run --shard 1/2 > "$tmp/o1" 2>&1
r1=$(ls -d "$tmp"/res/2*/ | tail -1)
f=$(ls "$cache"/*.answers 2>/dev/null | head -1)
check "a run writes the reference's answers: $(basename "$f")" \
    '[[ "$(basename "$f")" =~ ^reference_aa_truth-aa-[0-9a-f]{16}-[0-9a-f]{16}\.answers$ ]]'
check "its key line names the reference and the model" \
    '[ "$(head -1 "$f" | cut -d" " -f1-4)" = "pfbench-prep 1 reference-aa/truth aa" ]'
n1=$(sed -n 2p "$f" | cut -d" " -f1)
rows1=$(($(wc -l < "$r1/runs.csv") - 1))
check "one answer a line the shard ran ($n1 answers, $rows1 rows)" '[ "$n1" -gt 0 ] && [ "$n1" -le "$rows1" ]'
check "the first run searched every line: nothing read" '! grep -q "read from the preprocessing cache" "$tmp/o1"'
check "an answer is 'S T COST' in hexadecimal floating point" \
    '[ "$(tail -n +3 "$f" | grep -cvE "^[0-9]+ [0-9]+ (0x[0-9a-f.p+-]+|none)$")" = 0 ]'

run > "$tmp/o2" 2>&1
r2=$(ls -d "$tmp"/res/2*/ | tail -1)
n2=$(sed -n 2p "$f" | cut -d" " -f1)
check "the whole run reads the shard's answers: $(grep "read from" "$tmp/o2")" \
    'grep -q "^pfbench run: note: aa/truth.s answers to $n1 of 20 lines of aa-gen-random-64x64-p0.2-s1 read from the preprocessing cache $cache$" "$tmp/o2"'
check "and adds its own to the file ($n1 -> $n2)" '[ "$n2" -gt "$n1" ] && [ "$n2" -le 20 ]'
check "no temporary file left" '[ -z "$(ls "$cache" | grep -v "\.answers$")" ]'

run > "$tmp/o3" 2>&1
r3=$(ls -d "$tmp"/res/2*/ | tail -1)
check "a third run reads every answer" 'grep -q "answers to 20 of 20 lines" "$tmp/o3"'
check "and judges every row as the run that searched: $(dcost "$r3" | head -1)" \
    '[ "$(dcost "$r2")" = "$(dcost "$r3")" ] && [ -n "$(dcost "$r3" | awk "\$3 > 0")" ]'
"$PFBENCH" validate --quiet "$r3" > /dev/null
rc_=$?
check "the run that read the cache validates" '[ $rc_ = 0 ]'

# one changed digit of an answer: the checksum no longer matches, the file is not read
sed -i '3s/\(0x1\.\)\(.\)/\1\2\2/' "$f"
run > "$tmp/o4" 2>&1
r4=$(ls -d "$tmp"/res/2*/ | tail -1)
check "a damaged file is not read" '! grep -q "read from the preprocessing cache" "$tmp/o4"'
check "the run's answers are the searched ones" '[ "$(dcost "$r2")" = "$(dcost "$r4")" ]'
check "and the file is whole again: $(sed -n 2p "$f")" \
    '[ "$(sed -n 2p "$f" | cut -d" " -f1)" = 20 ] && [ "$(($(wc -l < "$f") - 2))" = 20 ]'
run > "$tmp/o5" 2>&1
check "then read again" 'grep -q "answers to 20 of 20 lines" "$tmp/o5"'

# a 2D map keeps its Dijkstra answers the same way, under its own reference and model
"$PFBENCH" run --suite quick --maps 'gen-maze*' --algos 'astar/octile/heap' --repeat 1 --gbench-min-time 0 \
    --prep-cache "$cache" --out "$tmp/res" > "$tmp/o6" 2>&1
check "a 2D run writes its reference's file: $(ls "$cache" | grep -v aa_truth)" \
    '[ "$(ls "$cache" | grep -c "^reference_dijkstra_heap-8-.*\.answers$")" = 1 ]'

"$PFBENCH" run --suite quick --maps 'aa-gen-*' --algos 'aa/anya' --repeat 1 --gbench-min-time 0 \
    --prep-cache none --out "$tmp/res2" > "$tmp/o7" 2>&1
check "--prep-cache none reads and writes no answers" \
    '! grep -q "read from the preprocessing cache" "$tmp/o7" && [ ! -e "$tmp/none" ] && [ ! -e none ]'
finish
