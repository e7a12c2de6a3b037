#!/usr/bin/env bash
# prep_test.sh: the preprocessing phase in runs.csv, summary.csv, the report and solve: jps+ rows
# carry prep_ns (the same on every row of a map) and exactly the bytes of its table, other
# variants 0; a runs.csv from before those columns still reads, merges and appends (as 0), and a
# model jps+ cannot search is refused with its reason.
#
# usage: PFBENCH=/path/to/pfbench tests/harness/prep_test.sh [PROJECT_ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (PFBENCH not set; ctest sets it).
. "$(dirname "$0")/../lib.sh"
need_pfbench
cd "$tmp" || exit 1

# the result folders under $1, one per line
folders() { find "$1" -mindepth 1 -maxdepth 1 -type d | sort; }

map=gen-random-64x64-p0.2-s1           # 64x64: (64 + 2) x (64 + 2) padded nodes x 16 bytes
bytes=$(( 66 * 66 * 16 ))
args=(--suite quick --maps 'gen-random-64*' --algos 'jps+,dijkstra/heap' --variant-seconds 100000
      --gbench-min-time 0 --repeat 2 --quiet)
"$PFBENCH" run "${args[@]}" --out "$tmp/one" > /dev/null 2> "$tmp/err" || { bad "run: $(cat "$tmp/err")"; finish; }
run=$(folders "$tmp/one")

check "runs.csv header ends with the preprocessing columns" \
    '[ "$(head -n 1 "$run/runs.csv" | sed "s/.*,time_ns,/time_ns,/")" = "time_ns,host,prep_ns,prep_bytes,calls,first20_ns,longest_call_ns,peak_rss_kb,domain,depth,touched,state_bytes,file_optimum,file_moves,follow,epoch,patches,change_ns,rebuild_ns,prep_equal,scen_line" ]'
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
         { print $c["variant"], $c["prep_ns"], $c["prep_bytes"] }' "$run/runs.csv" | sort -u > "$tmp/prep"
check "dijkstra/heap rows: prep_ns 0, prep_bytes 0" '[ "$(grep -c "^dijkstra/heap 0 0$" "$tmp/prep")" -eq 1 ]'
check "jps+ rows: one prep_ns (> 0) and prep_bytes $bytes on every row" \
    '[ "$(grep -c "^jps+ " "$tmp/prep")" -eq 1 ] && grep -Eq "^jps\+ [1-9][0-9]* $bytes$" "$tmp/prep"'
check "every row is on $map, 2 x 20 rows" \
    '[ "$(col "$run/runs.csv" map | sort -u)" = "$map" ] && [ "$(col "$run/runs.csv" map | wc -l)" -eq 40 ]'
prep_ns=$(awk '$1 == "jps+" { print $2 }' "$tmp/prep")

# summary.csv: median preprocessing time over the family's maps (one map) and bytes per cell
check "summary.csv header" \
    'head -n 1 "$run/summary.csv" | grep -q ",solved,nopath,errors,median_prep_ns,prep_bytes_per_cell$"'
check "summary.csv jps+: prep_ns $prep_ns, 69696 / 4096 = 17.02 bytes per cell" \
    'grep -Eq "^jps\+,gen-random,8,20,1.000000,.*,$prep_ns,17.02$" "$run/summary.csv"'
check "summary.csv dijkstra/heap: 0 and 0" 'grep -Eq "^dijkstra/heap,gen-random,8,20,.*,0,0$" "$run/summary.csv"'

# the report: a preprocessing table with the jps+ row only
"$PFBENCH" report "$run" > /dev/null 2> "$tmp/err" || bad "report: $(cat "$tmp/err")"
ms=$(awk -v n="$prep_ns" 'BEGIN { printf "%.3f", n / 1e6 }')
check "report.md has the preprocessing section" 'grep -qx "## Preprocessing" "$run/report.md"'
check "report.md: the jps+ row (time, bytes, bytes per cell)" \
    'grep -q "^| jps+ | $map | 8 | $ms | $bytes | 17.02 | [0-9.]* |$" "$run/report.md"'
check "report.md: no dijkstra/heap row in it" \
    '! sed -n "/^## Preprocessing/,/^## Charts/p" "$run/report.md" | grep -q "^| dijkstra/heap"'
check "report.md: query times exclude it" 'grep -q "exclude it" "$run/report.md"'

# a runs.csv from before the columns (and peers' rows) reads as 0: validate, report, merge, append
mkdir -p "$tmp/old"
cp -R "$run" "$tmp/old/"
old=$(folders "$tmp/old")
cut -d, -f1-27 "$run/runs.csv" > "$old/runs.csv"
check "the old runs.csv has no prep columns" '! head -n 1 "$old/runs.csv" | grep -q prep_'
"$PFBENCH" validate "$old" > /dev/null 2> "$tmp/err" || bad "validate an old runs.csv: $(cat "$tmp/err")"
check "old runs.csv: summary.csv reads prep as 0" \
    'grep -Eq "^jps\+,gen-random,8,20,1.000000,.*,0,0$" "$old/summary.csv"'
"$PFBENCH" report "$old" > /dev/null 2> "$tmp/err" || bad "report on an old runs.csv: $(cat "$tmp/err")"
check "old runs.csv: no preprocessing section" '! grep -q "^## Preprocessing" "$old/report.md"'

for k in 1 2; do
    "$PFBENCH" run "${args[@]}" --shard "$k/2" --out "$tmp/two" > /dev/null 2> "$tmp/err" ||
        { bad "run --shard $k/2: $(cat "$tmp/err")"; finish; }
done
mapfile -t two < <(folders "$tmp/two")
cut -d, -f1-27 "${two[0]}/runs.csv" > "$tmp/r" && mv "$tmp/r" "${two[0]}/runs.csv"   # shard 1 from before
"$PFBENCH" merge --out "$tmp/merged" "${two[@]}" > /dev/null 2> "$tmp/err" || bad "merge an old and a new shard: $(cat "$tmp/err")"
merged=$tmp/merged            # merge --out names the folder itself
check "merged runs.csv has the prep columns" 'head -n 1 "$merged/runs.csv" | grep -q ",host,prep_ns,prep_bytes,calls,first20_ns,longest_call_ns,peak_rss_kb,domain,depth,touched,state_bytes,file_optimum,file_moves,follow,epoch,patches,change_ns,rebuild_ns,prep_equal,scen_line$"'
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { print $c["variant"], $c["prep_bytes"] }' \
    "$merged/runs.csv" | sort | uniq -c | awk '{ print $1, $2, $3 }' > "$tmp/mprep"
jps_new=$(awk -v b="$bytes" '$2 == "jps+" && $3 == b { print $1 }' "$tmp/mprep")
jps_old=$(awk '$2 == "jps+" && $3 == 0 { print $1 }' "$tmp/mprep")
check "merged: 20 jps+ rows, those of the old shard at 0 bytes, the others at $bytes" \
    '[ $((${jps_new:-0} + ${jps_old:-0})) -eq 20 ] && [ "${jps_new:-0}" -gt 0 ] && [ "${jps_old:-0}" -gt 0 ]'
check "merged: dijkstra/heap rows all 0" '[ "$(awk "\$2 == \"dijkstra/heap\" { print \$1, \$3 }" "$tmp/mprep")" = "20 0" ]'

# a peer's rows (the runs.csv columns of before) append as 0
{ head -n 1 "$old/runs.csv"; grep ",dijkstra/heap," "$old/runs.csv" | head -n 3 | sed 's/,dijkstra\/heap,dijkstra,zero,heap,/,peer\/dijkstra,dijkstra,zero,heap,/'; } > "$tmp/peer.csv"
"$PFBENCH" append "$run" "$tmp/peer.csv" > /dev/null 2> "$tmp/err" || bad "append peer rows: $(cat "$tmp/err")"
peer=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                $c["variant"] == "peer/dijkstra" { print $c["touched"] "," $c["state_bytes"] "," $c["file_optimum"] "," $c["file_moves"] }' \
     "$run/runs.csv" | sort -u)
check "appended peer rows read the columns they lack as 0 (touched, state_bytes) and empty (file_optimum, file_moves): $peer" \
    '[ "$peer" = "0,0,," ]'

# run under a model jps+ cannot search: named, an error with its reason (exit 2, nothing run);
# chosen by a pattern, left out with a note (no rows of errors)
reason="its jump distances follow the no-corner-cutting rules of model 8 (GPPC, warthog); 8-cut and 8-any need other pruning rules and 4 its own jump definition"
"$PFBENCH" run "${args[@]}" --moves 8-any --out "$tmp/any" > /dev/null 2> "$tmp/err"
rc_=$?
check "run --algos jps+,dijkstra/heap --moves 8-any: exit 2" '[ $rc_ -eq 2 ]'
check "run --moves 8-any: says why" \
    'grep -qxF "pfbench run: jps+ cannot run under movement model 8-any: $reason" "$tmp/err"'
check "run --moves 8-any: no result folder" '[ ! -d "$tmp/any" ] || [ -z "$(ls -A "$tmp/any")" ]'
"$PFBENCH" run "${args[@]}" --algos 'jps[+],dijkstra/heap' --moves 8-any --out "$tmp/any2" > /dev/null 2> "$tmp/err" ||
    bad "run --algos 'jps[+],dijkstra/heap' --moves 8-any: $(cat "$tmp/err")"
check "run with a pattern: jps+ skipped with a note" \
    'grep -qxF "pfbench run: note: skipping jps+: jps+ cannot run under movement model 8-any: $reason" "$tmp/err"'
check "run with a pattern: dijkstra/heap rows only" \
    '[ "$(col "$(folders "$tmp/any2")/runs.csv" variant | sort -u)" = "dijkstra/heap" ]'

# solve prints the preprocessing; a model jps+ cannot search is refused with its reason
mkdir -p maps
"$PFBENCH" gen --recipe 'random:64x64:p=0.2:seed=1' --out maps > /dev/null 2> "$tmp/err" || true
m=$(ls maps/*.map 2> /dev/null | head -n 1)
if [ -n "$m" ]; then
    "$PFBENCH" solve --map "$m" --scen "$m.scen" --algo jps+ --quiet > "$tmp/solve" 2> "$tmp/err" || bad "solve: $(cat "$tmp/err")"
    check "solve prints the preprocessing" \
        'grep -Eq "^# jps\+ preprocessing on $(basename "$m"): [0-9.]+ ms, $bytes bytes \(17.02 bytes per cell\), not in the query times(; its data read from the preprocessing cache \(.*\))?$" "$tmp/solve"'
    "$PFBENCH" solve --map "$m" --scen "$m.scen" --algo jps+ --moves 8-cut --quiet > /dev/null 2> "$tmp/err"
    rc_=$?
    check "solve --moves 8-cut refused (exit 2)" '[ $rc_ -eq 2 ]'
    check "solve --moves 8-cut: the reason" \
        'grep -qxF "pfbench solve: jps+ cannot run under movement model 8-cut: its jump distances follow the no-corner-cutting rules of model 8 (GPPC, warthog); 8-cut and 8-any need other pruning rules and 4 its own jump definition" "$tmp/err"'
else
    bad "pfbench gen wrote no map: $(cat "$tmp/err")"
fi
finish
