#!/usr/bin/env bash
# parallel_test.sh: scripts/parallel-run.sh with GNU parallel (2 pinned jobs, 2 shards, merged and valid), and a rerun that --resume turns into no work, or into the one unfinished shard.
#
# usage: PFBENCH=/path/to/pfbench tests/harness/parallel_test.sh [PROJECT_ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (PFBENCH not set, or GNU parallel not installed).
. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v parallel > /dev/null 2>&1 || skip "GNU parallel is not installed (apt-get install parallel)"
cd "$tmp" || exit 1
export HOME=$tmp        # GNU parallel keeps state in ~/.parallel
# job lines of the joblog: "seq exitval"
joblog() { awk -F'\t' 'NR > 1 { print $1, $7 }' "$tmp/results/parallel-t1.log" | sort -n | tr '\n' ' '; }

script=$root/scripts/parallel-run.sh
if bash -n "$script" && "$script" --help | grep -q -- '--jobs'; then ok; else bad "parallel-run.sh: bash -n or --help"; fi
opts=(--jobs 2 --suite quick --results "$tmp/results" --stamp t1 --
      --maps 'gen-random-64*,gen-maze*' --algos 'astar/octile/heap,dijkstra/heap,bfs'
      --gbench-min-time 0 --variant-seconds 100000 --quiet)
merged=$tmp/results/t1-merged

# 1. two jobs, two shards, merged
if "$script" "${opts[@]}" > "$tmp/1.out" 2> "$tmp/1.err"; then ok; else bad "parallel-run.sh failed: $(cat "$tmp/1.err")"; fi
if [ "$(cat "$tmp/1.out")" = "$merged" ] && [ -f "$merged/runs.csv" ]; then ok; else
    bad "expected the merged folder $merged on stdout, found '$(cat "$tmp/1.out")'"; fi
if "$PFBENCH" validate "$merged" > /dev/null 2>&1; then ok; else bad "pfbench validate $merged failed"; fi
scen=$(awk '/"scenarios": / { s = $0; sub(/.*"scenarios": /, "", s); t += s } END { print t + 0 }' "$merged/meta.json")
if [ "$scen" -gt 0 ] && [ "$(wc -l < "$merged/runs.csv")" -eq $((scen * 3 + 1)) ]; then ok; else
    bad "merged runs.csv: $(wc -l < "$merged/runs.csv") lines, expected $scen scenarios x 3 variants + 1"; fi
if grep -q '"shard": "merged from 2"' "$merged/meta.json"; then ok; else bad "merged meta.json: not merged from 2"; fi
# in shard order (the folder names start with the time each shard started, in either order)
mapfile -t shards < <(folders "$tmp/results/shards-t1" | awk -F-shard '{ print $NF "\t" $0 }' | LC_ALL=C sort | cut -f2-)
if [ ${#shards[@]} -eq 2 ]; then ok; else bad "expected 2 shard folders, found: ${shards[*]}"; fi
if [ "$(joblog)" = "1 0 2 0 " ]; then ok; else bad "joblog after the first run: $(joblog)"; fi
if command -v taskset > /dev/null 2>&1; then
    if grep -q 'shard [12]/2 on core [0-9]' "$tmp/1.err"; then ok; else bad "jobs were not pinned: $(cat "$tmp/1.err")"; fi
fi
cp "${shards[0]}/runs.csv" "$tmp/shard1.csv"

# 2. a rerun: --resume skips both finished jobs, nothing runs, the merged folder stays
if "$script" "${opts[@]}" > "$tmp/2.out" 2> "$tmp/2.err"; then ok; else bad "rerun failed: $(cat "$tmp/2.err")"; fi
if [ "$(cat "$tmp/2.out")" = "$merged" ] && grep -q 'exists already' "$tmp/2.err"; then ok; else
    bad "rerun: expected the merged folder and 'exists already', found: $(cat "$tmp/2.out" "$tmp/2.err")"; fi
if ! grep -q '^\[shard' "$tmp/2.err" && [ "$(joblog)" = "1 0 2 0 " ]; then ok; else
    bad "rerun ran jobs again: joblog $(joblog); $(cat "$tmp/2.err")"; fi

# 3. shard 2 interrupted (incomplete, not in the joblog): the rerun resumes only it, then merges
sed -i 's/"complete": true/"complete": false/' "${shards[1]}/meta.json"
sed -i '/^2\t/d' "$tmp/results/parallel-t1.log"
rm -rf "$merged"
if "$script" "${opts[@]}" > "$tmp/3.out" 2> "$tmp/3.err"; then ok; else bad "resume run failed: $(cat "$tmp/3.err")"; fi
if grep -q 'shard 2/2: resuming' "$tmp/3.err" && ! grep -q '^\[shard 1/2\]' "$tmp/3.err"; then ok; else
    bad "expected only shard 2/2 to resume: $(cat "$tmp/3.err")"; fi
if [ "$(joblog)" = "1 0 2 0 " ] && [ "$(folders "$tmp/results/shards-t1" | wc -l)" -eq 2 ]; then ok; else
    bad "after resuming: joblog $(joblog), shard folders $(folders "$tmp/results/shards-t1" | wc -l)"; fi
if cmp -s "$tmp/shard1.csv" "${shards[0]}/runs.csv"; then ok; else bad "shard 1 ran again"; fi
if [ "$(cat "$tmp/3.out")" = "$merged" ] && "$PFBENCH" validate "$merged" > /dev/null 2>&1; then ok; else
    bad "no valid merged folder after resuming: $(cat "$tmp/3.err")"; fi

# bad usage
"$script" --jobs 0 > /dev/null 2>&1
if [ $? -eq 2 ]; then ok; else bad "--jobs 0 did not exit 2"; fi

finish
