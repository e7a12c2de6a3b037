#!/usr/bin/env bash
# Test for the warthog peer (harness/peers/warthog, executable pfbench-warthog).
#
# usage: tests/harness/peers/peer_warthog_test.sh [PROJECT_ROOT]
# ctest sets PFBENCH to the pfbench binary; pfbench-warthog is looked for in the same folder
# (PFBENCH_WARTHOG overrides). CMake builds it, with warthog itself, once per build tree when
# warthog's sources are there (scripts/build-warthog.sh). Exit status: 0 pass, 1 fail,
# 77 skipped (not built: no warthog sources).
. "$(dirname "$0")/../../lib.sh"

# --- scripts/build-warthog.sh refuses what it cannot trust, without building anything ------
script="$root/scripts/build-warthog.sh"
src="${PEERS_SRC:-$root/../shared/peers-src}"
"$script" --no-clone --src "$tmp/nosrc" --out "$tmp/w1" > /dev/null 2> "$tmp/b.err"
rc=$?
[ $rc -eq 3 ] && grep -qF "warthog-core.tar.gz and warthog-jps.tar.gz are not in $tmp/nosrc" "$tmp/b.err" &&
    ok "build-warthog.sh: no sources, no clone: exit 3 with a message" ||
    bad "build-warthog.sh without sources: exit $rc, '$(cat "$tmp/b.err")'"
if [ -f "$src/warthog-core.tar.gz" ] && [ -f "$src/warthog-jps.tar.gz" ]; then
    mkdir "$tmp/badsrc"
    cp "$src/warthog-core.tar.gz" "$src/warthog-jps.tar.gz" "$tmp/badsrc/"
    sed 's/^[0-9a-f]\{8\}\(.*  warthog-core\.tar\.gz\)$/00000000\1/' "$src/SHA256SUMS" > "$tmp/badsrc/SHA256SUMS"
    "$script" --no-clone --src "$tmp/badsrc" --out "$tmp/w2" > /dev/null 2> "$tmp/b.err"
    rc=$?
    [ $rc -eq 1 ] && grep -qF "$tmp/badsrc/warthog-core.tar.gz: checksum differs from SHA256SUMS" "$tmp/b.err" &&
        [ ! -e "$tmp/w2/build" ] && ok "build-warthog.sh: a tarball that fails its checksum is not built (exit 1)" ||
        bad "build-warthog.sh with a bad checksum: exit $rc, '$(cat "$tmp/b.err")'"
fi

. "$(dirname "$0")/peer_lib.sh"
find_peer warthog "${PFBENCH_WARTHOG:-}" "(no warthog sources: scripts/build-warthog.sh --help)"
wall_scen   # tests/data/wall-5x4.map and its four hand-worked queries (peer_lib.sh)

expected_header='map,family,width,height,scen_id,bucket,variant,algo,heuristic,open,moves,status,cost,dijkstra_cost,scen_optimum,subopt,valid,should_be_optimal,path_len,expanded,generated,reopened,pushes,decreases,max_open,time_ns,host,prep_ns,prep_bytes'

# --- normal run: all six searches --------------------------------------------------
"$peer" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 2 --host testhost --family gen-test \
    > "$tmp/out.csv" 2> "$tmp/err.txt" || { bad "exited non-zero on a valid map"; cat "$tmp/err.txt" >&2; }
check_table "$tmp/out.csv" "$expected_header" 24 "4 scenarios x 6 searches" 29 \
    "(runs.csv's 27, prep_ns, prep_bytes)"

# the cost is recomputed from the path (jump points expanded to cells), compared to 6 decimals
got=$(awk -F, 'NR > 1 { printf "%s %s %s %s %.6f %s %s %s\n", $5, $7, $9, $12, $13, $17, $18, $19 }' "$tmp/out.csv")
want=''
for s in "0 4.414214 5" "1 4.000000 5" "2 8.828427 9" "3 0.000000 1"; do
    set -- $s
    for v in astar dijkstra jps jps2 jps+ jps2+; do
        h=octile; [ $v = dijkstra ] && h=zero
        want="$want$1 warthog/$v $h ok $2 1 1 $3"$'\n'
    done
done
if [ "$got" = "${want%$'\n'}" ]; then
    ok "costs (6 decimals), status, valid, should_be_optimal, path_len of all six searches"
else
    bad "rows differ from the hand-computed answer"
    diff <(echo "${want%$'\n'}") <(echo "$got") >&2
fi

fixed=$(awk -F, -v OFS=, 'NR > 1 { print $1, $2, $3, $4, $8, $10, $11, $14, $16, $23, $24, $25, $27 }' \
        "$tmp/out.csv" | sort -u)
[ "$fixed" = "t,gen-test,5,4,warthog,-,8,,,,,,testhost" ] && ok "fixed columns" || bad "fixed columns: '$fixed'"

# warthog's counters: JPS expands fewer nodes than A*, and A* fewer than Dijkstra, on id 2
exp2=$(awk -F, '$5 == 2 { printf "%s=%s ", $7, $20 }' "$tmp/out.csv")
[ "$exp2" = "warthog/astar=12 warthog/dijkstra=14 warthog/jps=4 warthog/jps2=3 warthog/jps+=4 warthog/jps2+=3 " ] &&
    ok "expanded on id 2: $exp2" || bad "expanded on id 2: '$exp2'"
# preprocessing: only JPS+ and JPS2+ have a jump table; warthog sizes it on its padded grid
# (64 x 10 cells here, 16 bytes each)
prep=$(awk -F, 'NR > 1 { print $7, $29, ($28 ~ /^[0-9]+$/) }' "$tmp/out.csv" | sort -u | tr '\n' ';')
[ "$prep" = "warthog/astar 0 1;warthog/dijkstra 0 1;warthog/jps 0 1;warthog/jps+ 10240 1;warthog/jps2 0 1;warthog/jps2+ 10240 1;" ] &&
    ok "prep_bytes 10240 for jps+ and jps2+, 0 for the rest; prep_ns an integer" || bad "prep columns: '$prep'"
grep -qF "warthog/jps+ preprocessing" "$tmp/err.txt" && grep -qF "timed passes x 2," "$tmp/err.txt" &&
    ok "summary line names the timing and JPS+'s preprocessing" || bad "summary line: '$(tail -n 1 "$tmp/err.txt")'"

# --- --timing back-to-back, --algos, --limit -----------------------------------------
"$peer" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 2 --timing back-to-back --host testhost \
    --family gen-test > "$tmp/b2b.csv" 2> "$tmp/b2b.err"
if cmp -s <(cut -d, -f1-25,27,29 "$tmp/out.csv") <(cut -d, -f1-25,27,29 "$tmp/b2b.csv"); then
    ok "back-to-back: same rows but for the times"
else
    bad "back-to-back gives different rows"
fi
ids=$("$peer" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 1 --algos jps+,dijkstra --limit 2 2>/dev/null |
      awk -F, 'NR > 1 { printf "%s/%s ", $5, $7 }')
[ "$ids" = "0/warthog/jps+ 0/warthog/dijkstra 2/warthog/jps+ 2/warthog/dijkstra " ] &&
    ok "--algos jps+,dijkstra --limit 2 (rows in the order given)" || bad "--algos/--limit gave '$ids'"

# --- warthog's Dijkstra stops when it generates the goal: not always optimal -----------
# random512-10-0, scenario lines 87 and 110 (0-based; 2 of the 22 of 1670 where it is):
# Dijkstra's path is longer than the optimum by 2 - sqrt 2; A*, JPS and JPS+ find the optimum.
mai=${MOVINGAI_DIR:-}
if [ -n "$mai" ] && [ -f "$mai/random/random512-10-0.map" ]; then
    { echo 'version 1'; sed -n '89p;112p' "$mai/random/random512-10-0.map.scen"; } > "$tmp/r.scen"
    "$peer" --map "$mai/random/random512-10-0.map" --scen "$tmp/r.scen" --repeat 1 \
        --algos astar,dijkstra,jps,jps+ > "$tmp/r.csv" 2> "$tmp/r.err" || bad "random512-10-0: exit $?"
    sub=$(awk -F, 'NR > 1 { printf "%s %s %.4f %.4f %s\n", $5, $7, $13, $15, $17 }' "$tmp/r.csv")
    want_sub='0 warthog/astar 37.2426 37.2426 1
0 warthog/dijkstra 37.4853 37.2426 1
0 warthog/jps 37.2426 37.2426 1
0 warthog/jps+ 37.2426 37.2426 1
1 warthog/astar 50.7279 50.7279 1
1 warthog/dijkstra 50.9706 50.7279 1
1 warthog/jps 50.7279 50.7279 1
1 warthog/jps+ 50.7279 50.7279 1'
    if [ "$sub" = "$want_sub" ]; then
        ok "random512-10-0: warthog/dijkstra suboptimal on two known lines, the others optimal"
    else
        bad "random512-10-0 rows differ"; diff <(echo "$want_sub") <(echo "$sub") >&2
    fi
    grep -qF "warthog/dijkstra: 2 costs differ from the scenario optimum" "$tmp/r.err" &&
        ok "the summary counts Dijkstra's 2 suboptimal lines" || bad "summary: '$(tail -n 1 "$tmp/r.err")'"
else
    echo "note: MOVINGAI_DIR has no random/random512-10-0.map: the suboptimal-Dijkstra check is not run"
fi

# --- bad input: exit 2, the message names the file --------------------------------
expect_error() {  # expect_error WHAT TEXT ARGS...
    local what=$1 text=$2; shift 2
    "$peer" "$@" > "$tmp/bad.out" 2> "$tmp/bad.err"
    local rc=$?
    if [ "$rc" -ne 2 ]; then
        bad "$what: exit status $rc, expected 2 ($(cat "$tmp/bad.err"))"
    elif ! grep -qF -- "$text" "$tmp/bad.err"; then
        bad "$what: message does not say '$text': $(cat "$tmp/bad.err")"
    else
        ok "$what: exit 2, '$(head -n 1 "$tmp/bad.err")'"
    fi
}
expect_error "missing map" "$tmp/none.map" --map "$tmp/none.map" --scen "$tmp/t.scen"
sed '7s/.*/..@./' "$tmp/t.map" > "$tmp/short.map"
expect_error "short map row" "short.map:7" --map "$tmp/short.map" --scen "$tmp/t.scen"
sed '6s/.*/..@W./' "$tmp/t.map" > "$tmp/water.map"
sed 's/t\.map/water.map/' "$tmp/t.scen" > "$tmp/water.scen"
expect_error "water refused" "water.map: expected a map without water, found 'W' at x 3, y 1" \
    --map "$tmp/water.map" --scen "$tmp/water.scen"
expect_error "unknown search" "unknown algorithm 'bfs'" --map "$tmp/t.map" --scen "$tmp/t.scen" --algos bfs
expect_error "bad --timing" "--timing expects passes or back-to-back, got 'x'" \
    --map "$tmp/t.map" --scen "$tmp/t.scen" --timing x

finish
