#!/usr/bin/env bash
# jps_models_test.sh: jps runs under moves 8 and 4, optimal on every line (validate); under
# 8-cut and 8-any a command that names it exactly stops with the reason, and a glob or the
# default list that contains it skips it with a one-line note and runs the rest.
. "$(dirname "$0")/../lib.sh"
set -o pipefail
need_pfbench
why="its pruning rules are those of 4 moves and of 8 moves without corner cutting"

# expect EXIT_CODE "stderr line" command...: the exact line among stderr's lines
expect() {
    local code=$1 msg=$2
    shift 2
    "$@" > "$tmp/out" 2> "$tmp/err"
    local rc=$?
    if [ $rc -ne "$code" ] || ! grep -qxF -- "$msg" "$tmp/err"; then
        bad "$*
  expected exit $code and the line '$msg'; got exit $rc:
$(sed 's/^/  | /' "$tmp/err" | head -5)"
    else
        ok
    fi
}

"$PFBENCH" gen --recipe rooms:48x40:r=8:d=2:seed=3 --per-bucket 4 --out "$tmp/gen" > "$tmp/gen.out" 2>&1 ||
    { bad "pfbench gen failed: $(cat "$tmp/gen.out")"; finish; }
m=$(ls "$tmp"/gen/*.map | head -n 1)
s=$m.scen
R=("$PFBENCH" run --suite quick --maps 'gen-rooms*' --gbench-min-time 0 --quiet)

# --- named exactly: refused, nothing run
for mv in 8-cut 8-any; do
    expect 2 "pfbench run: jps cannot run under movement model $mv: $why" "${R[@]}" --algos jps,bfs --moves $mv --out "$tmp/no"
    expect 2 "pfbench solve: jps cannot run under movement model $mv: $why" \
        "$PFBENCH" solve --map "$m" --scen "$s" --algo jps --moves $mv
    expect 2 "pfbench trace: jps cannot run under movement model $mv: $why" \
        "$PFBENCH" trace --map "$m" --scen "$s" --algo jps --moves $mv --out "$tmp/t.trace"
done
check "a refused run left no result folder" test ! -e "$tmp/no"
check "a refused trace wrote no file" test ! -e "$tmp/t.trace"
expect 2 "pfbench run: no variant that '--algos j*' selects can run under movement model 8-cut" \
    "${R[@]}" --algos 'j*' --moves 8-cut --out "$tmp/no"

# --- chosen by a glob: skipped with a note, the others run
expect 0 "pfbench run: note: skipping jps: jps cannot run under movement model 8-cut: $why" \
    "${R[@]}" --algos 'jps*,dijkstra/heap' --moves 8-cut --out "$tmp/cut"
check "8-cut run: expected only dijkstra/heap rows, got $(col "$tmp/cut/latest/runs.csv" variant | sort -u | tr '\n' ' ')" \
    test "$(col "$tmp/cut/latest/runs.csv" variant | sort -u)" = "dijkstra/heap"
check "8-cut run: the note is said once" test "$(grep -c 'skipping jps:' "$tmp/err")" -eq 1

# --- moves 8 and 4: rows of algo jps, heuristic octile, open heap, all optimal and valid
for mv in 8 4; do
    "${R[@]}" --algos jps,dijkstra/heap --moves $mv --out "$tmp/r$mv" > "$tmp/r.out" 2>&1
    rc_=$?
    check "run --moves $mv exited non-zero: $(tail -n 2 "$tmp/r.out")" test $rc_ -eq 0
    f=$tmp/r$mv/latest/runs.csv
    n=$(awk -F, 'NR > 1 && $7 == "jps"' "$f" | wc -l)
    check "moves $mv: no jps rows" test "$n" -gt 0
    check "moves $mv: jps rows must say algo jps, octile, heap, ok, valid, must be optimal, subopt 0" \
        test "$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                $c["variant"] == "jps" { print $c["algo"], $c["heuristic"], $c["open"], $c["moves"], $c["status"],
                                            $c["valid"], $c["should_be_optimal"], $c["subopt"], ($c["cost"] == $c["dijkstra_cost"]) }' "$f" |
                sort -u)" = "jps octile heap $mv ok 1 1 0 1"
    "$PFBENCH" validate "$tmp/r$mv/latest" > "$tmp/v.out" 2>&1
    check "validate --moves $mv: $(tail -n 2 "$tmp/v.out")" grep -q "^jps  *yes  *100%.* ok$" "$tmp/v.out"
done
finish
