#!/usr/bin/env bash
# gppc_bad_test.sh: a deliberately bad GPPC entry (tests/data/gppc/knight: its paths start with a
# knight move) built by scripts/gppc-build.sh: every row invalid with the segment named, the run
# going on; its stdout kept off the harness's; its storage measured; the preprocessing limits
# (disk, time) giving 'budget' rows and a message, never a hung run.
. "$(dirname "$0")/../lib.sh"
need_pfbench

"$root/scripts/gppc-build.sh" "$root/tests/data/gppc/knight" --name knight --out "$tmp/g" \
    > "$tmp/b.out" 2> "$tmp/b.err"
rc_=$?
check "gppc-build.sh builds the knight entry: $(tail -n 3 "$tmp/b.err")" '[ $rc_ -eq 0 ]'
so="$tmp/g/gppc-knight.so"
[ -f "$so" ] || { finish; }
check "nothing is written into the source tree" '[ -z "$(find "$root/tests/data/gppc/knight" -newer "$so" -o -name "*.o")" ]'

args=(--suite quick --maps 'gen-random-64x64*' --algos 'gppc/*,dijkstra/heap' --repeat 1 --gbench-min-time 0
      --plugin "$so")
# rows of one variant: "n status valid calls prep_bytes" summed up
rows() {
    awk -F, -v want="$2" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $c["variant"] == want { n++; st[$c["status"]]++; valid += $c["valid"]; calls += $c["calls"]
                                bytes = $c["prep_bytes"] }
        END { s = ""; for (k in st) s = s k "=" st[k] " "; printf "%d %svalid=%d calls=%d bytes=%d\n", n, s, valid, calls, bytes }' "$1"
}

# --- invalid segments: reported per row, the segment named; the run goes on ---------------
PFBENCH_GPPC_CACHE="$tmp/cache" "$PFBENCH" run "${args[@]}" --out "$tmp/r" > "$tmp/r.out" 2> "$tmp/r.err"
rc_=$?
check "the run exits 0 and finishes: $(tail -n 1 "$tmp/r.err")" '[ $rc_ -eq 0 ] && grep -q "pfbench run: done after" "$tmp/r.err"'
run=$(tail -n 1 "$tmp/r.out")
check "the entry's own prints stay off the harness's stdout" '[ -f "$run/runs.csv" ] && ! grep -q "^knight:" "$tmp/r.out"'
check "the invalid segment is named (scenario 0: (45,29) to (46,31))" \
    'grep -qF "gppc/knight on gen-random-64x64-p0.2-s1 scenario 0: invalid path: gppc/knight: invalid segment path: segment 1 from (45,29) to (46,31) is neither cardinal nor diagonal" "$tmp/r.err"'
check "every knight row invalid, two GetPath calls each, 4096 bytes stored (64 x 64): $(rows "$run/runs.csv" gppc/knight)" \
    '[ "$(rows "$run/runs.csv" gppc/knight)" = "20 ok=20 valid=0 calls=40 bytes=4096" ]'
check "Dijkstra's rows are all there and valid: $(rows "$run/runs.csv" dijkstra/heap)" \
    '[ "$(rows "$run/runs.csv" dijkstra/heap)" = "20 ok=20 valid=20 calls=0 bytes=0" ]'
"$PFBENCH" validate "$run" > "$tmp/v" 2>&1
rc_=$?
check "validate fails on the invalid paths and says so" \
    '[ $rc_ -eq 1 ] && grep -qE "^gppc/knight .* 20 +0 +FAIL \(invalid paths\)$" "$tmp/v"'
check "the map's data file is in the cache, with the entry's log" \
    '[ "$(find "$tmp/cache/gppc/knight" -name "gen-random-64x64-p0.2-s1" -size 4096c | wc -l)" -eq 1 ] &&
     grep -q "^knight: preprocessing 64x64$" "$tmp/cache/gppc/knight"/*/entry.log'

# --- preprocessing over its disk limit: rows 'budget', the partial folder removed ---------------
PFBENCH_GPPC_CACHE="$tmp/c2" PFBENCH_GPPC_PREP_MB=0.001 "$PFBENCH" run "${args[@]}" --out "$tmp/r2" \
    > "$tmp/r2.out" 2> "$tmp/r2.err"
rc_=$?
check "over the disk limit the run still exits 0" '[ $rc_ -eq 0 ]'
check "the message names the limit" \
    'grep -qF "gppc/knight: gen-random-64x64-p0.2-s1: preprocessing wrote a file larger than 0.001 MiB (PFBENCH_GPPC_PREP_MB)" "$tmp/r2.err"'
check "the entry's rows are 'budget': $(rows "$(tail -n 1 "$tmp/r2.out")/runs.csv" gppc/knight)" \
    '[ "$(rows "$(tail -n 1 "$tmp/r2.out")/runs.csv" gppc/knight)" = "20 budget=20 valid=0 calls=0 bytes=0" ]'
check "nothing partial is left to reuse, only the entry's log" \
    '[ "$(cd "$tmp/c2/gppc/knight" && ls */)" = "entry.log" ] && grep -q "^knight: preprocessing 64x64$" "$tmp/c2/gppc/knight"/*/entry.log'

# --- preprocessing over its time limit: stopped, rows 'budget' ----------------------------------
t0=$(date +%s)
KNIGHT_SLOW=30 PFBENCH_GPPC_CACHE="$tmp/c3" PFBENCH_GPPC_PREP_SECONDS=0.5 "$PFBENCH" run "${args[@]}" \
    --out "$tmp/r3" > "$tmp/r3.out" 2> "$tmp/r3.err"
rc_=$?
check "over the time limit the run still exits 0" '[ $rc_ -eq 0 ]'
check "it is stopped at the limit, not after the entry's 30 s" '[ $(( $(date +%s) - t0 )) -lt 20 ]'
check "the message names the limit" \
    'grep -qF "gppc/knight: gen-random-64x64-p0.2-s1: preprocessing took longer than 0.5 s (PFBENCH_GPPC_PREP_SECONDS)" "$tmp/r3.err"'
check "the entry's rows are 'budget': $(rows "$(tail -n 1 "$tmp/r3.out")/runs.csv" gppc/knight)" \
    '[ "$(rows "$(tail -n 1 "$tmp/r3.out")/runs.csv" gppc/knight)" = "20 budget=20 valid=0 calls=0 bytes=0" ]'

# --- the harness kills the process that asked (--plugin-timeout): the preprocessing goes too --
KNIGHT_SLOW=30 KNIGHT_PIDFILE="$tmp/pid" PFBENCH_GPPC_CACHE="$tmp/c5" "$PFBENCH" run "${args[@]}" \
    --plugin-timeout 1 --out "$tmp/r5" > "$tmp/r5.out" 2> "$tmp/r5.err"
check "past --plugin-timeout in preprocessing the rows are 'timeout': $(rows "$(tail -n 1 "$tmp/r5.out")/runs.csv" gppc/knight)" \
    '[ "$(rows "$(tail -n 1 "$tmp/r5.out")/runs.csv" gppc/knight)" = "20 timeout=20 valid=0 calls=0 bytes=0" ]'
sleep 0.5
# gone, or a zombie (killed, not reaped by an init that reaps nothing)
gone() { local st; st=$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null); [ -z "$st" ] || [ "$st" = Z ]; }
check "and the entry's preprocessing process does not outlive it" '[ -s "$tmp/pid" ] && gone "$(cat "$tmp/pid")"'

# --- a malformed limit is refused with its name -------------------------------------------------
PFBENCH_GPPC_CACHE="$tmp/c4" PFBENCH_GPPC_PREP_SECONDS=soon "$PFBENCH" run "${args[@]}" --out "$tmp/r4" \
    > /dev/null 2> "$tmp/r4.err"
check "a malformed PFBENCH_GPPC_PREP_SECONDS is named" \
    'grep -qF "gppc/knight: PFBENCH_GPPC_PREP_SECONDS: expected a positive number, found '"'"'soon'"'"'" "$tmp/r4.err"'

finish
