#!/usr/bin/env bash
# merge_test.sh: `pfbench merge` details (rows twice or missing, other N, other variants, several hosts, gbench.json), runs split by --maps (map parts) joined as one, and scripts/slurm-run.sh (--dry-run, and a run through a stand-in sbatch).
#
# usage: PFBENCH=/path/to/pfbench tests/harness/merge_test.sh [PROJECT_ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (PFBENCH not set; ctest sets it).
. "$(dirname "$0")/../lib.sh"
need_pfbench
cd "$tmp" || exit 1

args=(--suite quick --maps 'gen-random-64*,gen-maze*' --algos 'astar/octile/heap,bfs' --variant-seconds 100000 --quiet)
for k in 1 2; do
    "$PFBENCH" run "${args[@]}" --gbench-min-time 0.002 --shard "$k/2" --out "$tmp/two" > /dev/null 2> "$tmp/err" ||
        { bad "run --shard $k/2: $(cat "$tmp/err")"; exit 1; }
done
"$PFBENCH" run "${args[@]}" --gbench-min-time 0 --shard 1/3 --out "$tmp/three" > /dev/null 2> "$tmp/err" ||
    { bad "run --shard 1/3: $(cat "$tmp/err")"; exit 1; }
"$PFBENCH" run "${args[@]}" --algos 'astar/octile/heap' --gbench-min-time 0 --shard 2/2 --out "$tmp/other" \
    > /dev/null 2> "$tmp/err" || { bad "run with other variants: $(cat "$tmp/err")"; exit 1; }
mapfile -t two < <(folders "$tmp/two")
a=${two[0]} b=${two[1]}
three=$(folders "$tmp/three")
other=$(folders "$tmp/other")
# copy_of DIR FOLDER: a copy of the result folder FOLDER as $tmp/DIR/<its name>, whose path it prints
copy_of() { mkdir -p "$tmp/$1" && cp -R "$2" "$tmp/$1/" && echo "$tmp/$1/$(basename "$2")"; }

# usage
"$PFBENCH" merge > /dev/null 2>&1
if [ $? -eq 2 ]; then ok; else bad "merge without folders did not exit 2"; fi
"$PFBENCH" merge --bogus "$a" > /dev/null 2>&1
if [ $? -eq 2 ]; then ok; else bad "merge --bogus did not exit 2"; fi
if "$PFBENCH" merge --help | grep -q 'usage: pfbench merge'; then ok; else bad "merge --help"; fi
if "$PFBENCH" --help | grep -q '^  merge '; then ok; else bad "merge is not in pfbench --help"; fi

# refusals
expect_refusal "other N" "shard 1/3 differs from 1/2" "$a" "$b" "$three"
expect_refusal "other variants" "variant_list (1 variants) differs from the one in $a (2 variants)" "$a" "$other"
expect_refusal "no such folder" "pfbench merge: $tmp/nowhere: no such result folder" "$a" "$tmp/nowhere"
d=$(copy_of dup "$b")
row=$(sed -n 2p "$a/runs.csv")
echo "$row" >> "$d/runs.csv"
key=$(echo "$row" | awk -F, '{ print $1 "|" $5 "|" $7 "|" $11 }')
expect_refusal "row twice" "pfbench merge: row $key appears in both $a and $d" "$a" "$d"
s=$(copy_of short "$b")
map=$(sed -n '$p' "$s/runs.csv" | cut -d, -f1)
sed -i '$d' "$s/runs.csv"
# meta.json has one key per line: the "scenarios" that follows the map's "name"
sc=$(awk -v want="\"name\": \"$map\"" 'index($0, want) { f = 1 } f && /"scenarios": / { print $2 + 0; exit }' "$s/meta.json")
expect_refusal "row missing" "pfbench merge: map $map: expected $sc x 2 rows, found $((sc * 2 - 1))" "$a" "$s"
j=$(copy_of badjson "$b")
sed -i 's/"variant_list": \[/"variant_list": [[/' "$j/meta.json"
line=$(grep -n '"map_list"' "$j/meta.json" | cut -d: -f1)     # where the extra '[' shows
expect_refusal "broken meta.json" "$j/meta.json:$line: expected valid JSON, found: ']' expected near ':'" "$a" "$j"

# a parent folder stands for the shard folders in it; several hosts: a warning and a hosts list
mkdir -p "$tmp/hosts"
cp -R "$a" "$b" "$tmp/hosts/"
ln -s "$(basename "$a")" "$tmp/hosts/latest"
hb=$tmp/hosts/$(basename "$b")
# 120 more keys in both meta.json files: the merged one keeps every key (no cap on keys)
for m in "$tmp/hosts/$(basename "$a")/meta.json" "$hb/meta.json"; do
    awk 'NR == 1 { print; for (i = 1; i <= 120; i++) printf "  \"extra_%03d\": %d,\n", i, i; next } { print }' \
        "$m" > "$m.new" && mv "$m.new" "$m"
done
sed -i 's/,[^,]*$/,other-host/' "$hb/runs.csv"
sed -i '1s/,other-host$/,host/' "$hb/runs.csv"
if "$PFBENCH" merge --out "$tmp/mh" "$tmp/hosts" > /dev/null 2> "$tmp/mh.err"; then ok; else
    bad "merge of a parent folder failed: $(cat "$tmp/mh.err")"; fi
if grep -q 'warning: timed rows come from 2 hosts: comparisons of time mix machines' "$tmp/mh.err"; then ok; else
    bad "no warning about 2 hosts: $(cat "$tmp/mh.err")"; fi
if tr -d '\n' < "$tmp/mh/meta.json" | grep -qE '"hosts": \[ *"[^"]+", *"other-host" *\]'; then ok; else
    bad "meta.json hosts list: $(grep -A3 hosts "$tmp/mh/meta.json")"; fi
if [ "$(grep -c '^  "extra_[0-9]*": [0-9]*,$' "$tmp/mh/meta.json")" -eq 120 ] &&
   grep -q '^  "extra_120": 120,$' "$tmp/mh/meta.json"; then ok; else
    bad "merged meta.json lost some of 120 extra keys: $(grep -c extra_ "$tmp/mh/meta.json") kept"; fi

# gbench.json: every shard's benchmarks, named per shard; the context of the first
if [ -f "$a/gbench.json" ] && [ -f "$b/gbench.json" ]; then
    na=$(grep -c '"name": ' "$a/gbench.json") nb=$(grep -c '"name": ' "$b/gbench.json")
    nm=$(grep -c '"name": ' "$tmp/mh/gbench.json")
    if [ "$nm" -eq $((na + nb)) ]; then ok; else bad "gbench.json: $nm benchmarks, expected $na + $nb"; fi
    if [ "$(grep -c '"name": ".*/shard1-of-2"' "$tmp/mh/gbench.json")" -eq "$na" ] &&
       [ "$(grep -c '"name": ".*/shard2-of-2"' "$tmp/mh/gbench.json")" -eq "$nb" ]; then ok; else
        bad "gbench.json names do not end in /shardK-of-2"; fi
    if command -v python3 > /dev/null; then
        if python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["context"] and d["benchmarks"]' \
            "$tmp/mh/gbench.json" 2> "$tmp/json.err"; then ok; else
            bad "merged gbench.json: $(cat "$tmp/json.err")"; fi
    fi
else
    echo "merge_test: note: no Google Benchmark in this build; gbench.json not checked"
fi

# runs split by --maps (map parts): joined, they read like one unsplit run of both maps
margs=(--suite quick --algos 'astar/octile/heap,bfs' --variant-seconds 100000 --gbench-min-time 0 --quiet)
"$PFBENCH" run "${margs[@]}" --maps 'gen-random-64*,gen-maze*' --out "$tmp/whole" > /dev/null 2> "$tmp/err" ||
    { bad "unsplit run: $(cat "$tmp/err")"; exit 1; }
for m in 'gen-maze*' 'gen-random-64*'; do          # the suite's second map first: merge reorders
    "$PFBENCH" run "${margs[@]}" --maps "$m" --out "$tmp/parts" > /dev/null 2> "$tmp/err" ||
        { bad "run --maps $m: $(cat "$tmp/err")"; exit 1; }
done
"$PFBENCH" run "${margs[@]}" --repeat 1 --maps 'gen-random-64*' --out "$tmp/rep1" > /dev/null 2> "$tmp/err" ||
    { bad "run --repeat 1: $(cat "$tmp/err")"; exit 1; }
whole=$(folders "$tmp/whole")
rep1=$(folders "$tmp/rep1")
pmaze='' prand=''
for d in $(folders "$tmp/parts"); do
    case $(sed -n 2p "$d/runs.csv") in gen-maze*) pmaze=$d ;; gen-random*) prand=$d ;; esac
done
maze=$(sed -n 2p "$pmaze/runs.csv" | cut -d, -f1)
if "$PFBENCH" merge --out "$tmp/mp" "$tmp/parts" > "$tmp/mp.out" 2> "$tmp/mp.err" &&
   [ "$(cat "$tmp/mp.out")" = "$tmp/mp" ]; then ok; else bad "merge of map parts failed: $(cat "$tmp/mp.err")"; fi
if grep -qF 'pfbench merge: 2 map parts, 80 rows, 2 maps x 2 variants' "$tmp/mp.err"; then ok; else
    bad "merge of map parts said: $(cat "$tmp/mp.err")"; fi
# runs.csv: the unsplit run's rows in its order, but for what the clock and the machine give
untimed() {
    awk -F, -v OFS=, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i ~ /^(time_ns|host|prep_ns|first20_ns|longest_call_ns|peak_rss_kb)$/) t[i] = 1 }
                      { for (i in t) $i = "-"; print }' "$1"
}
if [ "$(untimed "$tmp/mp/runs.csv")" = "$(untimed "$whole/runs.csv")" ] && [ "$(wc -l < "$tmp/mp/runs.csv")" -eq 81 ]; then ok; else
    bad "merged map parts' runs.csv differs from the unsplit run's:"; diff <(untimed "$whole/runs.csv") <(untimed "$tmp/mp/runs.csv") | head -5 >&2; fi
untimed_summary() {
    awk -F, -v OFS=, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i ~ /^(median_time_ns|speedup_vs_dijkstra|median_prep_ns)$/) t[i] = 1 }
                      { for (i in t) $i = "-"; print }' "$1"
}
if [ "$(untimed_summary "$tmp/mp/summary.csv")" = "$(untimed_summary "$whole/summary.csv")" ]; then ok; else
    bad "merged map parts' summary.csv differs from the unsplit run's"; fi
if cmp -s "$tmp/mp/validate.txt" "$whole/validate.txt"; then ok; else bad "merged map parts' validate.txt differs"; fi
"$PFBENCH" validate --quiet "$tmp/mp" > /dev/null 2>&1
vm=$?
"$PFBENCH" validate --quiet "$whole" > /dev/null 2>&1
if [ $? -eq "$vm" ]; then ok; else bad "validate's verdict on the merged map parts ($vm) differs from the unsplit run's"; fi
for want in '"shard": "merged from 2 map parts"' '"maps": 2' '"rows": 80' '"complete": true'; do
    if grep -qF "$want" "$tmp/mp/meta.json"; then ok; else bad "merged map parts' meta.json lacks $want"; fi
done
if [ "$(grep -o '"order": [0-9]*' "$tmp/mp/meta.json" | tr '\n' ' ')" = "$(grep -o '"order": [0-9]*' "$whole/meta.json" | tr '\n' ' ')" ]; then ok; else
    bad "merged map parts' map_list order differs from the unsplit run's"; fi
# refusals of map parts
expect_refusal "a map in two parts" "pfbench merge: map $maze is in both $pmaze and $whole: runs split by --maps must not share a map" "$pmaze" "$whole"
expect_refusal "other settings" "pfbench merge: $rep1: repeat 1 differs from 3 in $pmaze" "$pmaze" "$rep1"
c=$(copy_of commit "$prand")
commit=$(sed -n 's/^  "commit": "\(.*\)",$/\1/p' "$c/meta.json")
sed -i 's/^  "commit": ".*",$/  "commit": "0123abc",/' "$c/meta.json"
expect_refusal "other commit" "pfbench merge: $c: commit 0123abc differs from $commit in $pmaze" "$pmaze" "$c"
i=$(copy_of incomplete "$prand")
sed -i 's/"complete": true/"complete": false/' "$i/meta.json"
expect_refusal "an incomplete part" "pfbench merge: $i is incomplete (meta.json complete: false); finish it with pfbench run --resume" "$pmaze" "$i"
ps=$(copy_of partshort "$prand")
rmap=$(sed -n '$p' "$ps/runs.csv" | cut -d, -f1)
sed -i '$d' "$ps/runs.csv"
expect_refusal "a part short of a row" "pfbench merge: map $rmap: expected 20 x 2 rows, found 39" "$pmaze" "$ps"
if grep -qF "  $ps has 39 rows of it, its meta.json plans 40" "$tmp/r.err"; then ok; else
    bad "a part short of a row: the part is not named: $(cat "$tmp/r.err")"; fi
expect_refusal "shards mixed with map parts" "pfbench merge: $a is shard 1/2 of a sharded run, $pmaze a whole run (shard 1/1): merge either the shards of one run or runs split by --maps, not both" "$a" "$b" "$pmaze"
no=$(copy_of noorder "$prand")
sed -i -e '/"order": /d' -e 's/\("in_shard": [0-9]*\),$/\1/' "$no/meta.json"
rname=$(sed -n 2p "$no/runs.csv" | cut -d, -f1)
expect_refusal "a part without order" "pfbench merge: $no: meta.json: map_list entry 1 ($rname) has no \"order\" (a run of an older pfbench): its place in an unsplit run is unknown; run it again to merge it with other maps" "$pmaze" "$no"

# scripts/slurm-run.sh
slurm=$root/scripts/slurm-run.sh
if bash -n "$slurm"; then ok; else bad "slurm-run.sh: bash -n"; fi
if "$slurm" --help | grep -q -- '--dry-run'; then ok; else bad "slurm-run.sh --help"; fi
mkdir -p "$tmp/bin"
cat > "$tmp/bin/sbatch" <<'EOF'
#!/usr/bin/env bash
# a stand-in for sbatch: runs --wrap at once (each array task in turn), prints a job id
echo "sbatch $*" >> "$SBATCH_LOG"
array='' dep='' wrap=''
for a in "$@"; do
    case $a in
        --array=*) array=${a#*=} ;;
        --dependency=*) dep=${a#*=} ;;
        --wrap=*) wrap=${a#*=} ;;
    esac
done
[ -n "$wrap" ] || { echo "sbatch: no --wrap" >&2; exit 1; }
id=$((1000 + $(wc -l < "$SBATCH_LOG")))
if [ -n "$dep" ]; then
    [ "$dep" = "afterok:$((id - 1))" ] || { echo "sbatch: dependency $dep is not afterok:$((id - 1))" >&2; exit 1; }
    sh -c "$wrap" > /dev/null || exit 1
else
    for ((i = ${array%-*}; i <= ${array#*-}; i++)); do
        SLURM_ARRAY_JOB_ID=$id SLURM_ARRAY_TASK_ID=$i SLURM_ARRAY_TASK_COUNT=$((${array#*-} - ${array%-*} + 1)) \
            sh -c "$wrap" 2> /dev/null || exit 1
    done
fi
echo "$id;cluster"
EOF
chmod +x "$tmp/bin/sbatch"
export SBATCH_LOG=$tmp/sbatch.log
: > "$SBATCH_LOG"
sargs() { echo --shards 3 --suite quick --results "$tmp/slurm" --stamp "$1" --sbatch --partition=short; }
mapfile -t s1 < <(sargs s1 | tr ' ' '\n')
mapfile -t s2 < <(sargs s2 | tr ' ' '\n')
run_opts=(-- "${args[@]}" --gbench-min-time 0)
PATH="$tmp/bin:$PATH" "$slurm" --dry-run "${s1[@]}" "${run_opts[@]}" > "$tmp/dry.sh" 2> "$tmp/dry.err"
rc=$?
if [ $rc -eq 0 ] && [ ! -s "$SBATCH_LOG" ] && [ ! -e "$tmp/slurm" ]; then ok; else
    bad "slurm-run.sh --dry-run failed or submitted something: $(cat "$tmp/dry.err")"; fi
if bash -n "$tmp/dry.sh"; then ok; else bad "the dry run's output is not a shell script"; fi
for want in 'sbatch --parsable' '--array=1-3' '--dependency=afterok:' ' --merge ' '--partition=short' ' --task ' 'gen-random-64\*'; do
    if grep -qF -- "$want" "$tmp/dry.sh"; then ok; else bad "the dry run does not show $want:"; sed 's/^/    /' "$tmp/dry.sh" >&2; fi
done
if grep -q 'SLURM_ARRAY_TASK_ID' "$slurm" && grep -q 'SLURM_ARRAY_TASK_COUNT' "$slurm"; then ok; else
    bad "slurm-run.sh does not read SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT"; fi
# the printed commands, run with the stand-in sbatch: three shards, then the merge
if PATH="$tmp/bin:$PATH" bash "$tmp/dry.sh" > "$tmp/sl.out" 2> "$tmp/sl.err"; then ok; else
    bad "running the dry run's commands failed: $(cat "$tmp/sl.err")"; fi
if [ "$(wc -l < "$SBATCH_LOG")" -eq 2 ]; then ok; else bad "expected 2 sbatch calls, found: $(cat "$SBATCH_LOG")"; fi
if [ "$(folders "$tmp/slurm/shards-s1" | grep -c -- '-shard[123]-of-3$')" -eq 3 ]; then ok; else
    bad "the array tasks did not write 3 shard folders: $(folders "$tmp/slurm/shards-s1")"; fi
if [ -f "$tmp/slurm/s1-merged/meta.json" ] && "$PFBENCH" validate "$tmp/slurm/s1-merged" > /dev/null 2>&1; then ok; else
    bad "the merge job did not write a valid $tmp/slurm/s1-merged: $(cat "$tmp/sl.err")"; fi
# the same through slurm-run.sh itself (submitting) with a resubmitted task: it finds its shard complete
: > "$SBATCH_LOG"
if PATH="$tmp/bin:$PATH" "$slurm" "${s2[@]}" "${run_opts[@]}" > "$tmp/s2.out" 2> "$tmp/s2.err" &&
   [ "$(cat "$tmp/s2.out")" = "$tmp/slurm/s2-merged" ] && [ -f "$tmp/slurm/s2-merged/runs.csv" ]; then ok; else
    bad "slurm-run.sh (submitting) failed: $(cat "$tmp/s2.err")"; fi
if SLURM_ARRAY_TASK_ID=2 SLURM_ARRAY_TASK_COUNT=1 "$slurm" --task "${s2[@]}" "${run_opts[@]}" 2>&1 | grep -q 'shard 2/3 is complete already'; then ok; else
    bad "a resubmitted task did not find its complete shard"; fi

finish
