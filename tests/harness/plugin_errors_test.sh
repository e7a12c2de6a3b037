#!/usr/bin/env bash
# plugin_errors_test.sh: bad plugins (built here from tests/data/plugins/bad.c) get clear
# errors and exit status 2 before anything runs; a plugin that crashes, aborts or hangs on a
# query, or crashes in its preprocessing, costs only its own rows ('crashed', 'timeout'): the
# run keeps the rows before, goes on with the next query, exits 0, and validate fails it by name.
. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v cc > /dev/null 2>&1 || skip "cc not found"
src=$root/tests/data/plugins
# the headers as a plugin sees them once installed: <pfbench/pf_plugin.h>
# (the public headers are exactly algorithms/include/pfbench)
cd "$tmp" || exit 1
for b in ABI NO_ENTRY DUP NO_SEARCH CRASH ABORT HANG PREP_CRASH SEGMENT AGAIN CHANGE OK; do
    cc -std=c11 -Wall -Wextra -Wno-unused-function -O1 -fPIC -shared -I"$root/algorithms/include" -DBAD_$b \
        -o "bad_$b.so" "$src/bad.c" 2> "cc_$b.err"
    rc_=$?
    check "building the $b plugin failed: $(cat "cc_$b.err")" test $rc_ -eq 0
done
[ "$failed" -eq 0 ] || finish
"$src/make-map.sh" "$tmp/mai"
printf 'not a shared object\n' > text.so

# expect STATUS MESSAGE CMD...: exit STATUS and exactly MESSAGE on stderr
expect() {
    local want=$1 msg=$2
    shift 2
    "$@" > out.txt 2> err.txt
    local st=$?
    check "'${*:2}': expected exit $want, found $st" test "$st" -eq "$want"
    check "'${*:2}': expected the message '$msg', found '$(cat err.txt)'" test "$(cat err.txt)" = "$msg"
}

# --- refused before anything runs (exit 2), on every command that takes --plugin
expect 2 "pfbench list: plugin $tmp/missing.so: no such file" "$PFBENCH" list --plugin "$tmp/missing.so"
"$PFBENCH" list --plugin ./text.so > out.txt 2> err.txt
rc_=$?
check "not a shared object: expected exit 2, found $rc_" test $rc_ -eq 2
check "not a shared object: expected 'pfbench list: plugin ./text.so: cannot load it as a shared object: ./text.so: ...', found '$(cat err.txt)'" \
    grep -q '^pfbench list: plugin \./text\.so: cannot load it as a shared object: \./text\.so: ' err.txt
"$PFBENCH" solve --plugin bad_NO_ENTRY.so --map mai/dao/arena.map --scen mai/dao/arena.map.scen > out.txt 2> err.txt
rc_=$?
check "no entry point: expected exit 2, found $rc_" test $rc_ -eq 2
check "no entry point: found '$(cat err.txt)'" grep -q '^pfbench solve: plugin bad_NO_ENTRY\.so: no entry point pf_plugin_entry (a pfbench plugin exports it with C linkage; a GPPC any-angle entry built by scripts/gppc-build.sh exports pf_gppc_anyangle_entry): .*undefined symbol: pf_plugin_entry$' err.txt
expect 2 "pfbench run: bad_ABI.so: built for ABI 7, this pfbench speaks ABI 3" \
    "$PFBENCH" run --suite quick --plugin bad_ABI.so --out refused
check "a refused run wrote a result folder" test ! -e refused
expect 2 "pfbench list: bad_DUP.so: variant dijkstra/heap of plugin bad: that name is taken by a built-in variant" \
    "$PFBENCH" list --plugin bad_DUP.so
expect 2 "pfbench list: bad_OK.so: variant bad/line of plugin bad: that name is taken by a variant of plugin bad" \
    "$PFBENCH" list --plugin bad_OK.so --plugin bad_OK.so
expect 2 "pfbench draw: bad_NO_SEARCH.so: variant 'bad/line' of plugin bad is refused: its algorithm has no search function" \
    "$PFBENCH" draw --plugin bad_NO_SEARCH.so --map mai/dao/arena.map --scen mai/dao/arena.map.scen --out x.png
expect 2 "pfbench run: option '--plugin-timeout': expected a number from 0.001 to 1e+06, found '0'" \
    "$PFBENCH" run --suite quick --plugin-timeout 0

# run NAME [options]: the quick suite's arena (7 lines, goal x = line + 1) with bad/line and
# Dijkstra; the result folder in r_NAME/latest
run() {
    local name=$1
    shift
    "$PFBENCH" run --suite quick --maps arena --movingai mai --algos 'bad/*,dijkstra/heap' \
        --gbench-min-time 0 --quiet --out "r_$name" "$@" > "run_$name.out" 2> "run_$name.err"
}
# statuses NAME: bad/line's status per scenario line, in order
statuses() {
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
             $c["variant"] == "bad/line" { print $c["scen_id"] ":" $c["status"] }' "r_$1/latest/runs.csv" |
        sort -n | tr '\n' ' '
}
dijkstra_ok() { [ "$(awk -F, '$7 == "dijkstra/heap" && $12 == "ok"' "r_$1/latest/runs.csv" | wc -l)" -eq 7 ]; }
# under ASan the sanitizer catches the child's SIGSEGV and exits 1
if [ "${PF_SANITIZED:-0}" = 1 ] || [ "${PF_SANITIZED:-}" = ON ] || [ "${PF_SANITIZED:-}" = TRUE ]; then
    segv="exited with status 1"
else
    segv="killed by signal 11 (Segmentation fault)"
fi

# line2_fails NAME STATUS MESSAGE RUN-OPTION...: the plugin fails on line 2 only: exit 0, MESSAGE
# on stderr, line 2's row STATUS, bad/line's other rows and all of Dijkstra's ok
line2_fails() {
    local name=$1 status=$2 msg=$3
    shift 3
    run "$name" "$@"
    rc_=$?
    check "$name: expected exit 0, found $rc_" test $rc_ -eq 0
    check "$name: expected the message '$msg' on stderr, found '$(cat "run_$name.err")'" \
        grep -qxF "$msg" "run_$name.err"
    check "$name: expected statuses 0:ok 1:ok 2:$status 3:ok ..., found $(statuses "$name")" \
        test "$(statuses "$name")" = "0:ok 1:ok 2:$status 3:ok 4:ok 5:ok 6:ok "
    check "$name: Dijkstra's 7 rows are not all ok" dijkstra_ok "$name"
    check "$name: meta.json does not say complete" grep -q '"complete": true' "r_$name/latest/meta.json"
}

# --- a dynamic scenario (an 8x4 map whose row 3 changes; queries along row 0, goal x = 1..5): a
# plugin crashing in a query (goal x 3, line 10) or in following a change (its map_change's
# second call, before line 12) costs that row; the next query goes on in a new child, the
# plugin re-initialised on the map as it stands there
mkdir -p dyn
printf 'type patch\npatches 1\npatch 0\nheight 1\nwidth 1\nmap\n@\n' > dyn/t.patch
printf 'version 2\nheight 4\nwidth 8\ncost 1 octile\npatch t.patch\ncommands\nQ 0 0 0 1 0 1\nP 1 0 0 3\nQ 1 0 0 2 0 2\nQ 1 0 0 3 0 3\nP 2 0 5 3\nQ 2 0 0 4 0 4\nP 3 0 7 3\nQ 3 0 0 5 0 5\n' > dyn/t.scen
# dyn_fails NAME WANT MESSAGE: bad_NAME.so replays dyn/t.scen with Dijkstra: exit 0, MESSAGE on
# stderr, bad/line's rows (scenario line:status) WANT, Dijkstra's 5 rows ok, validate failing it
dyn_fails() {
    local name=$1 want=$2 msg=$3
    "$PFBENCH" run --suite dynamic --data dynamic="$tmp/dyn/t.scen" --maps t --algos 'bad/*,dijkstra/heap' --repeat 2 \
        --plugin "bad_$name.so" --quiet --out "dyn_$name" > "dyn_$name.out" 2> "dyn_$name.err"
    rc_=$?
    check "dynamic $name: expected exit 0, found $rc_" test $rc_ -eq 0
    check "dynamic $name: expected the message '$msg' on stderr, found '$(cat "dyn_$name.err")'" \
        grep -qxF "$msg" "dyn_$name.err"
    local got
    got=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                   $c["variant"] == "bad/line" { print $c["scen_line"] ":" $c["status"] ":" $c["epoch"] }' \
              "dyn_$name/latest/runs.csv" | sort -n | tr '\n' ' ')
    check "dynamic $name: expected bad/line's rows $want, found $got" test "$got" = "$want"
    check "dynamic $name: Dijkstra's 5 rows are not all ok" \
        test "$(awk -F, '$7 == "dijkstra/heap" && $12 == "ok"' "dyn_$name/latest/runs.csv" | wc -l)" -eq 5
    "$PFBENCH" validate "dyn_$name/latest" > /dev/null 2>&1
    rc_=$?
    check "dynamic $name: expected validate to fail (exit 1), found $rc_" test $rc_ -eq 1
}
dyn_fails CRASH "7:ok:0 9:ok:1 10:crashed:1 12:ok:2 14:ok:3 " \
    "pfbench run: bad/line on t line 10: the plugin crashed ($segv), in the query or in following the change before it: row 'crashed'; the run goes on, the plugin re-initialised on the map as it stands at the next query"
dyn_fails CHANGE "7:ok:0 9:ok:1 10:ok:1 12:crashed:2 14:ok:3 " \
    "pfbench run: bad/line on t line 12: the plugin crashed ($segv), in the query or in following the change before it: row 'crashed'; the run goes on, the plugin re-initialised on the map as it stands at the next query"
follows=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                   $c["variant"] == "bad/line" { print $c["follow"] }' dyn_CHANGE/latest/runs.csv | sort -u)
check "dynamic CHANGE: expected follow 'repair' (its map_change), found '$follows'" test "$follows" = repair

# --- a crash (SIGSEGV), abort() and a hang (killed after --plugin-timeout) on line 2
line2_fails CRASH crashed \
    "pfbench run: bad/line on arena scenario 2: the plugin crashed ($segv): row 'crashed', the run goes on" \
    --plugin bad_CRASH.so
line2_fails ABORT crashed \
    "pfbench run: bad/line on arena scenario 2: the plugin crashed (killed by signal 6 (Aborted)): row 'crashed', the run goes on" \
    --plugin bad_ABORT.so
line2_fails HANG timeout \
    "pfbench run: bad/line on arena scenario 2: the plugin hung (killed after 1 s (--plugin-timeout)): row 'timeout', the run goes on" \
    --plugin bad_HANG.so --plugin-timeout 1

# --- validate fails the variant by name (exit 1, stderr, validate.txt); the report lists them
"$PFBENCH" validate r_CRASH/latest > val.out 2> val.err
rc_=$?
check "validate after a crash: expected exit 1, found $rc_" test $rc_ -eq 1
check "validate: expected the crash on stderr, found '$(cat val.err)'" \
    test "$(cat val.err)" = "validate: FAIL: bad/line (moves 8): 1 query crashed and 0 timed out in the plugin (runs.csv status 'crashed', 'timeout')"
check "validate.txt: expected bad/line 'FAIL (crashed on 1 query)', found '$(grep '^bad/line' r_CRASH/latest/validate.txt)'" \
    grep -Eq '^bad/line .* FAIL \(crashed on 1 query\)$' r_CRASH/latest/validate.txt
"$PFBENCH" validate r_HANG/latest > val.out 2> val.err
rc_=$?
check "validate after a hang: expected exit 1, found $rc_" test $rc_ -eq 1
check "validate.txt: expected bad/line 'FAIL (1 query timed out)', found '$(grep '^bad/line' r_HANG/latest/validate.txt)'" \
    grep -Eq '^bad/line .* FAIL \(1 query timed out\)$' r_HANG/latest/validate.txt
"$PFBENCH" report r_CRASH/latest > rep.out 2>&1
check "report: no note of the crashed query: $(grep -i crash r_CRASH/latest/report.md)" \
    grep -q "status crashed (the plugin's child died): 1" r_CRASH/latest/report.md

# --- a crash in the preprocessing: every row of the map 'crashed'
run PREP --plugin bad_PREP_CRASH.so
rc_=$?
check "run with a plugin crashing in its preprocessing: expected exit 0, found $rc_" test $rc_ -eq 0
check "prep crash: expected the message on stderr, found '$(cat run_PREP.err)'" \
    grep -qxF "pfbench run: bad/line on arena: the plugin crashed in its preprocessing ($segv): its 7 queries are 'crashed'" run_PREP.err
check "prep crash: expected every row crashed, found $(statuses PREP)" \
    test "$(statuses PREP)" = "0:crashed 1:crashed 2:crashed 3:crashed 4:crashed 5:crashed 6:crashed "
check "prep crash: Dijkstra's 7 rows are not all ok" dijkstra_ok PREP

# --- a crash while the queries are timed again (pass 2): every row kept, with its first time
run AGAIN --plugin bad_AGAIN.so
rc_=$?
check "run with a plugin crashing in pass 2: expected exit 0, found $rc_" test $rc_ -eq 0
check "again: expected the message on stderr, found '$(cat run_AGAIN.err)'" \
    grep -qxF "pfbench run: bad/line on arena: the plugin crashed while its queries were timed again ($segv): their rows keep the first solve's time" run_AGAIN.err
check "again: expected every row ok, found $(statuses AGAIN)" \
    test "$(statuses AGAIN)" = "0:ok 1:ok 2:ok 3:ok 4:ok 5:ok 6:ok "
untimed=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                   $c["variant"] == "bad/line" && $c["time_ns"] < 1' r_AGAIN/latest/runs.csv | wc -l)
check "again: $untimed rows without a time" test "$untimed" -eq 0

# --- an invalid segment path: rows invalid with the reason, not a crash
run SEGMENT --plugin bad_SEGMENT.so
rc_=$?
check "run with a plugin answering bad segments: expected exit 0, found $rc_" test $rc_ -eq 0
"$PFBENCH" run --suite quick --maps arena --movingai mai --algos 'bad/*' --gbench-min-time 0 \
    --plugin bad_SEGMENT.so --out r_SEG2 > /dev/null 2> seg.err
check "segment: expected the reason on stderr, found '$(grep scenario seg.err | head -n 1)'" \
    grep -qxF "pfbench run: bad/line on arena scenario 3: invalid path: bad/line: invalid segment path: segment 1 from (0,1) to (2,2) is neither cardinal nor diagonal" seg.err
invalid=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                   $c["variant"] == "bad/line" && $c["valid"] == 0' r_SEGMENT/latest/runs.csv | wc -l)
check "segment: expected 7 invalid rows, found $invalid" test "$invalid" -eq 7
check "validate.txt: expected bad/line 'FAIL (invalid paths)'" \
    grep -Eq '^bad/line .* FAIL \(invalid paths\)$' r_SEGMENT/latest/validate.txt
# --- --resume: the plugin must be given again (meta.json says which), then the run completes
run OK --plugin bad_OK.so
d=$(cd r_OK/latest && pwd -P)
head -n 6 "$d/runs.csv" > part.csv && cp part.csv "$d/runs.csv"
expect 2 "pfbench run: cannot resume $d: $d/meta.json: variant_list names 'bad/line', which this pfbench does not have (see pfbench list); it came from plugin bad: give --plugin $tmp/bad_OK.so again" \
    "$PFBENCH" run --resume "$d" --quiet
"$PFBENCH" run --resume "$d" --plugin bad_OK.so --quiet > /dev/null 2>&1
rc_=$?
check "resume with --plugin: expected exit 0, found $rc_" test $rc_ -eq 0
check "resume with --plugin: expected 14 rows, found $(($(wc -l < "$d/runs.csv") - 1))" test "$(wc -l < "$d/runs.csv")" -eq 15
finish
