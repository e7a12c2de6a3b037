#!/usr/bin/env bash
# resume_test.sh: `pfbench run --resume DIR` takes the run's options from DIR/meta.json, refuses
# (exit 2, naming the option and both values, DIR untouched) when the command line contradicts
# them, and finishes the run without repeating a row.
. "$(dirname "$0")/../lib.sh"
need_pfbench

# A run with options that are not the defaults (suite, algos, tie, seed), cut short by hand:
# the last rows dropped and meta.json marked incomplete, as an interrupted run leaves them.
args=(--suite quick --maps 'gen-random-64*,gen-maze*' --algos 'astar/octile/heap,bfs' --tie fifo --seed 7
      --moves 8 --gbench-min-time 0 --variant-seconds 100000 --quiet)
"$PFBENCH" run "${args[@]}" --out "$tmp/res" > /dev/null 2> "$tmp/err" || { bad "run: $(cat "$tmp/err")"; finish; }
dir=$(folders "$tmp/res")
total=$(($(wc -l < "$dir/runs.csv") - 1))
check "the run has 2 maps x 20 scenarios x 2 variants rows ($total)" '[ "$total" -eq 80 ]'
cp "$dir/runs.csv" "$tmp/full.csv"
cut_short() {
    head -n 31 "$tmp/full.csv" > "$dir/runs.csv"           # the header and 30 rows
    sed -i 's/"complete": true/"complete": false/; s/"state": "complete"/"state": "interrupted"/' "$dir/meta.json"
}
rows_ok() {    # every row of the full run, once, and meta.json complete
    [ "$(($(wc -l < "$dir/runs.csv") - 1))" -eq "$total" ] &&
    [ "$(cut -d, -f1,5,7 "$dir/runs.csv" | sort | uniq -d | wc -l)" -eq 0 ] &&
    diff <(cut -d, -f1,5,7,11 "$tmp/full.csv" | sort) <(cut -d, -f1,5,7,11 "$dir/runs.csv" | sort) > /dev/null &&
    grep -q '"complete": true' "$dir/meta.json"
}

# 1. the same options: the run continues where it stopped
cut_short
"$PFBENCH" run "${args[@]}" --resume "$dir" > /dev/null 2> "$tmp/err1"
rc=$?
check "resume with the same options exits 0 (got $rc): $(cat "$tmp/err1")" '[ $rc -eq 0 ]'
check "resume with the same options: every row once, complete" rows_ok

# 2. a contradicting option: refused, naming the option and both values; nothing written
cut_short
cp "$dir/runs.csv" "$tmp/cut.csv"
cp "$dir/meta.json" "$tmp/cut.json"
refused() {    # refused NAME WANT ARG...: exit 2, the message, runs.csv and meta.json as they were
    local name=$1 want=$2
    shift 2
    "$PFBENCH" run "$@" --resume "$dir" > /dev/null 2> "$tmp/err2"
    local rc=$?
    check "$name: exit 2 (got $rc)" '[ $rc -eq 2 ]'
    check "$name: the message '$want' (found: $(cat "$tmp/err2"))" grep -qF -- "$want" "$tmp/err2"
    check "$name: runs.csv unchanged" cmp -s "$tmp/cut.csv" "$dir/runs.csv"
    check "$name: meta.json unchanged" cmp -s "$tmp/cut.json" "$dir/meta.json"
}
refused "--moves 4 on a run of moves 8" \
    "pfbench run: cannot resume $dir: --moves 4 contradicts the run's moves 8 in $dir/meta.json" --moves 4 --quiet
refused "--tie gmax on a run of tie fifo" "--tie gmax contradicts the run's tie fifo" --tie gmax
refused "--algos bfs on a run of two variants" \
    "--algos 'bfs' contradicts the run's variant_list in $dir/meta.json: it selects 1 variants (bfs), the run has 2 (bfs, astar/octile/heap)" \
    --algos bfs
refused "--timing back-to-back on a run timed in passes" \
    "--timing back-to-back contradicts the run's timing passes in $dir/meta.json" --timing back-to-back
refused "--suite default on a quick run" "--suite default contradicts the run's suite quick" --suite default
refused "--maps with other maps" "--maps 'gen-random-64*' contradicts the run's map_list" --maps 'gen-random-64*'
check "no temporary file left in the folder" '[ -z "$(find "$dir" -name "*.tmp*")" ]'

# 3. no options: suite, algos, tie, seed, maps come from meta.json and the run completes
"$PFBENCH" run --resume "$dir" --quiet > /dev/null 2> "$tmp/err3"
rc=$?
check "resume without options exits 0 (got $rc): $(cat "$tmp/err3")" '[ $rc -eq 0 ]'
check "resume without options: every row once, complete" rows_ok
check "resume without options: the run's two variants only" \
    '[ "$(col "$dir/runs.csv" variant | sort -u | tr "\n" " ")" = "astar/octile/heap bfs " ]'
for want in '"suite": "quick"' '"tie": "fifo"' '"seed": 7' '"variants": 2' '"maps": 2'; do
    check "meta.json after the resume keeps $want" grep -qF -- "$want" "$dir/meta.json"
done

# 4. no meta.json, or a broken one: a clear error naming the file, exit 2
mkdir -p "$tmp/empty"
"$PFBENCH" run --resume "$tmp/empty" > /dev/null 2> "$tmp/err4"
rc=$?
check "resume of a folder without meta.json exits 2 (got $rc)" '[ $rc -eq 2 ]'
check "it names the file: $(cat "$tmp/err4")" \
    grep -qF "pfbench run: cannot resume $tmp/empty: $tmp/empty/meta.json: cannot open" "$tmp/err4"
check "it creates nothing there" '[ -z "$(ls -A "$tmp/empty")" ]'
cut_short
sed -i 's/"seed": 7,/"seed": 7,,/' "$dir/meta.json"
line=$(grep -n '"seed"' "$dir/meta.json" | cut -d: -f1)
cp "$dir/runs.csv" "$tmp/cut.csv"
cp "$dir/meta.json" "$tmp/cut.json"
refused "a broken meta.json" "pfbench run: cannot resume $dir: $dir/meta.json:$line: expected valid JSON"
sed -i 's/"seed": 7,,/"seed": "seven",/' "$dir/meta.json"
cp "$dir/meta.json" "$tmp/cut.json"
refused "a seed that is not a number" \
    "pfbench run: cannot resume $dir: $dir/meta.json: \"seed\": expected a whole number from 0, found a string \"seven\""
finish
