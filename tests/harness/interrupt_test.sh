#!/usr/bin/env bash
# interrupt_test.sh: Ctrl-C during `pfbench run` keeps whole rows (of whole map and variant
# blocks) only and marks the folder incomplete; --resume finishes it without repeating a row.
. "$(dirname "$0")/../lib.sh"
set -o pipefail
need_pfbench
args=(--suite quick --maps 'gen-*' --algos '*' --repeat 40 --gbench-min-time 0 --variant-seconds 100000 --out "$tmp/res")

"$PFBENCH" run "${args[@]}" > "$tmp/out" 2> "$tmp/err" &
pid=$!
for _ in $(seq 1 2400); do        # wait for the first rows (up to 2 minutes on a loaded machine), then interrupt
    f=$(ls "$tmp"/res/*/runs.csv 2>/dev/null | head -1)
    [ -n "$f" ] && [ "$(wc -l < "$f")" -gt 100 ] && break
    sleep 0.05
done
kill -INT $pid
wait $pid
rc=$?
dir=$(dirname "$(ls "$tmp"/res/*/runs.csv | head -1)")
check "exit status 130 after Ctrl-C (got $rc)" '[ $rc -eq 130 ]'
check "says interrupted" 'grep -q "INTERRUPTED" "$tmp/err"'
check "meta.json complete false" 'grep -q "\"complete\": false" "$dir/meta.json"'
check "meta.json state interrupted" 'grep -q "\"state\": \"interrupted\"" "$dir/meta.json"'
n1=$(($(wc -l < "$dir/runs.csv") - 1))
check "the rows written before Ctrl-C kept ($n1)" '[ $n1 -ge 100 ]'
# rows are written per (map, variant) after the last pass: whole blocks of 20 (the lines of a map)
check "whole (map, variant) blocks of 20 rows kept ($n1)" '[ $((n1 % 20)) -eq 0 ]'
blocks=$(cut -d, -f1,7 "$dir/runs.csv" | tail -n +2 | sort | uniq -c | awk '$1 != 20' | wc -l)
check "every (map, variant) kept has its 20 rows ($blocks without)" '[ "$blocks" = 0 ]'
cols=$(head -n 1 "$dir/runs.csv" | awk -F, '{ print NF }')
check "every row has the header's $cols fields (51 since the counters roots and pruned, after the change columns follow ... scen_line) and ends in a newline" \
    '[ "$cols" = 51 ] && [ "$(awk -F, -v n="$cols" "NF != n" "$dir/runs.csv" | wc -l)" = 0 ] &&
     [ "$(tail -c 1 "$dir/runs.csv" | od -An -c | tr -d " ")" = "\\n" ]'
check "no latest link for an incomplete run" '[ ! -e "$tmp/res/latest" ]'

# a torn last line (as a crash mid-write would leave) is dropped on resume
printf 'gen-random-64x64-p0.2-s1,gen-random,64,64,999,0,bfs' >> "$dir/runs.csv"
"$PFBENCH" run "${args[@]}" --resume "$dir" > /dev/null 2> "$tmp/err2"
rc=$?
check "resume exits 0 (got $rc): $(tail -2 "$tmp/err2")" '[ $rc -eq 0 ]'
check "resume reports the torn row" 'grep -q "1 torn row dropped" "$tmp/err2"'
check "meta.json complete true" 'grep -q "\"complete\": true" "$dir/meta.json"'
total=$(($(wc -l < "$dir/runs.csv") - 1))
# 'gen-*' plans the four generated grids, a generated waypoint graph and generated terrain, each with its domain's variants
check "all rows present after resume ($total = 4 grids x 20 scenarios x grid variants + 20 x graph variants + 20 x weighted variants)" \
    '[ $total -eq $((4 * 20 * $("$PFBENCH" list --names --domain grid | wc -l) + 20 * $("$PFBENCH" list --names --domain graph | wc -l) + 20 * $("$PFBENCH" list --names --domain weighted | wc -l))) ]'
dups=$(cut -d, -f1,5,7,11 "$dir/runs.csv" | sort | uniq -d | wc -l)
check "no row repeated ($dups)" '[ "$dups" = 0 ]'
"$PFBENCH" validate --quiet "$dir" > /dev/null
rc_=$?
check "the resumed run validates" '[ $rc_ -eq 0 ]'

# Ctrl-C during a long preprocessing: the contraction hierarchy of a 1024x1024 map under a
# budget that lets it run for many minutes stops at its next check of its limits; the run ends
# as interrupted, says nothing of a failed preparation, keeps no row of the block and leaves
# nothing in the preprocessing cache (a run that ignored the signal would contract on until
# ctest's timeout)
"$PFBENCH" run --suite default --maps 'gen-random-1024x1024*' --algos ch --budget 1000000000 --repeat 1 \
    --gbench-min-time 0 --prep-cache "$tmp/pc" --out "$tmp/res3" > "$tmp/out3" 2> "$tmp/err3" &
pid=$!
for _ in $(seq 1 2400); do        # until the contraction has begun (planning and Dijkstra's answers first)
    grep -q '\] ch ' "$tmp/err3" 2>/dev/null && break
    sleep 0.05
done
sleep 0.5
kill -INT $pid
wait $pid
rc=$?
check "Ctrl-C during a contraction: exit status 130 (got $rc)" '[ $rc -eq 130 ] && grep -q "INTERRUPTED" "$tmp/err3"'
check "no message of a failed preparation: $(grep "preparing" "$tmp/err3")" '! grep -q "preparing it failed" "$tmp/err3"'
dir3=$(dirname "$(ls "$tmp"/res3/*/runs.csv | head -1)")
check "no row of the interrupted block" '[ "$(($(wc -l < "$dir3/runs.csv") - 1))" = 0 ]'
check "nothing of the contraction in the preprocessing cache: $(ls "$tmp/pc" | tr "\n" " ")" \
    '[ -z "$(ls "$tmp/pc" | grep -v "\.answers$")" ]'
finish
