#!/usr/bin/env bash
# replan_test.sh: pfbench replan: a hand-made 5x3 map whose trip is worked out here (the agent
# believes the bottom row free, meets the wall at x = 3 from x = 2 and goes round by the top
# row: 8 steps, 2 plans, 2 walls seen) walked by every planner with every plan checked, and its
# trip picture's data (the cells walked, where it replanned, the walls it saw); a
# hand-written dynamic scenario walked with its events every 2 steps (a wall lands on the agent,
# which waits until it opens again); a generated map at three radii; the summary; the report's
# section; the refusals.
#
# Usage: tests/harness/replan_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench

d=$tmp/data/hand
mkdir -p "$d"
printf 'type octile\nheight 3\nwidth 5\nmap\n.....\n...@.\n...@.\n' > "$d/t.map"
printf 'version 1\n0\tt.map\t5\t3\t0\t2\t4\t2\t6.82842712\n' > "$d/t.map.scen"
planners=$("$PFBENCH" replan --list | awk '/^[a-z]/ { print $1 }')
check "replan --list names planners ($(echo $planners))" '[ $(echo "$planners" | wc -w) -ge 3 ]'

"$PFBENCH" replan --map "$d/t.map" --radius 1 --check-every 1 --out "$tmp/r1" > "$tmp/r1.out" 2> "$tmp/r1.err"
rc_=$?
check "replan on the hand map exits 0 ($(cat "$tmp/r1.err"))" '[ $rc_ -eq 0 ]'
csv=$tmp/r1/replan.csv
for p in $planners; do
    row=$(awk -F, -v p="$p" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $c["planner"] == p { print $c["end"], $c["steps"], $c["cost"], $c["plans"], $c["replans"],
                             $c["changed_cells"], $c["reachable"], $c["true_cost"], $c["checked"], $c["check_fail"] }' "$csv")
    check "$p on the hand map: arrived in 8 steps, cost 8, 2 plans, 1 replan, 2 walls, reachable at 6.828427, both plans checked ($row)" \
        '[ "$row" = "arrived 8 8.000000 2 1 2 1 6.828427 2 0" ]'
done
check "replan.csv has one row a planner" '[ $(($(wc -l < "$csv") - 1)) -eq $(echo $planners | wc -w) ]'
check "replan.md holds the summary and explains the columns" \
    grep -q "longest step us: the median over trips of the longest planning step" "$tmp/r1/replan.md"
check "the summary's line of astar-fwd: 1 trip, 1 arrived, 8 steps, 1 replan" \
    grep -qE '^\| astar-fwd \| hand \| discover \| r=1 \| 1 \| 1 \| 8\.0 \| 1\.00 \|' "$tmp/r1/replan.md"

# --- the trip picture's data of the hand map's line (its line 2, its only line: the last walked, pictured by default):
# the agent walks the bottom row to (2,2), where it sees the wall x = 3 (rows 1, 2: its 3x3
# sensor at r = 1) and replans (plan 2), then goes round by the top row to (4,2)
tp=$tmp/r1/trip/t.map-2
want_map=$(printf '0 0 0 0 0\n0 0 0 1 0\n0 0 0 1 0')
want_vars=$(printf 'mapw = 5\nmaph = 3\ngx = 4\ngy = 2\nplanners = "%s"\ntrip = "t.map (hand) line 2: (0,2) to (4,2), discover r=1"' "$(echo $planners)")
check "the picture's true map is the hand map, 1 for a wall" '[ "$(cat "$tp.map")" = "$want_map" ]'
check "the picture's vars: the map's size, the goal, the planners, the trip" '[ "$(cat "$tp.vars.gp")" = "$want_vars" ]'
for p in $planners; do
    check "$p: the cells walked, the start first" \
        '[ "$(cat "$tp.$p.walk" | tr "\n" " ")" = "0 2 1 2 2 2 2 1 2 0 3 0 4 0 4 1 4 2 " ]'
    check "$p: replanned once, at (2,2), its plan 2" '[ "$(cat "$tp.$p.replans")" = "2 2 2" ]'
    check "$p: discovered the walls (3,1) and (3,2)" '[ "$(cat "$tp.$p.walls" | tr "\n" " ")" = "3 1 3 2 " ]'
done
"$PFBENCH" replan --map "$d/t.map" --radius 1 --picture none --out "$tmp/r1n" > /dev/null 2>&1
check "--picture none writes no trip data" '[ -f "$tmp/r1n/replan.csv" ] && [ ! -e "$tmp/r1n/trip" ]'
"$PFBENCH" replan --map "$d/t.map" --radius 1 --picture 3 --out "$tmp/r1m" > /dev/null 2>&1
check "--picture of a line not walked writes no trip data" '[ -f "$tmp/r1m/replan.csv" ] && [ ! -e "$tmp/r1m/trip" ]'

# --- a run repeated into one folder: the trip folder is replaced whole, the earlier run's files
# (and the pictures drawn from them) go; nothing of the staging stays
cp -r "$tmp/r1" "$tmp/r1again"
touch "$tmp/r1again/trip/old.map-9.astar-fwd.walk" "$tmp/r1again/trip-old.map-9.png" "$tmp/r1again/trip-t.map-2.png"
"$PFBENCH" replan --map "$d/t.map" --radius 1 --out "$tmp/r1again" > /dev/null 2>&1
check "a repeated run keeps only its own trip data: the earlier run's files and pictures removed" \
    '[ "$(ls "$tmp/r1again/trip" | tr "\n" " ")" = "$(ls "$tmp/r1/trip" | tr "\n" " ")" ] && [ ! -e "$tmp/r1again/trip-old.map-9.png" ] && [ ! -e "$tmp/r1again/trip-t.map-2.png" ]'
check "the repeated run's trip data are the same bytes" 'diff -r "$tmp/r1/trip" "$tmp/r1again/trip" > /dev/null'
check "no staging or temporary file stays behind" \
    '[ -z "$(find "$tmp/r1again" -name "*.tmp.*" -o -name "trip.old.*")" ]'
"$PFBENCH" replan --map "$d/t.map" --radius 1 --picture none --out "$tmp/r1again" > /dev/null 2>&1
check "a repeated run without pictures removes the earlier trip folder" \
    '[ -f "$tmp/r1again/replan.csv" ] && [ ! -e "$tmp/r1again/trip" ] && [ -z "$(ls "$tmp/r1again" | grep "^trip")" ]'
chmod 500 "$tmp/r1"
"$PFBENCH" replan --map "$d/t.map" --radius 1 --out "$tmp/r1" > /dev/null 2> "$tmp/r1ro.err"
rc=$?
chmod 700 "$tmp/r1"
if [ "$(id -u)" != 0 ]; then
    check "a folder it cannot write: exit 2, the message names the trip folder, the earlier trip data stand ($(cat "$tmp/r1ro.err"))" \
        '[ $rc -eq 2 ] && grep -q "trip.tmp" "$tmp/r1ro.err" && [ -s "$tmp/r1/trip/t.map-2.map" ]'
fi

# --- a goal walled in: the agent finds out, and the row passes (not reachable, not arrived)
printf 'type octile\nheight 3\nwidth 5\nmap\n...@.\n...@@\n...@.\n' > "$d/shut.map"
printf 'version 1\n0\tshut.map\t5\t3\t0\t2\t4\t2\t0\n' > "$d/shut.map.scen"
"$PFBENCH" replan --map "$d/shut.map" --radius 1,3 --out "$tmp/r2" > /dev/null 2> "$tmp/r2.err"
rc_=$?
check "replan on a walled-in goal exits 0 ($(cat "$tmp/r2.err"))" '[ $rc_ -eq 0 ]'
check "every trip to the walled-in goal ends no-path, reachable 0" \
    '[ "$(col "$tmp/r2/replan.csv" end | sort -u)" = no-path ] && [ "$(col "$tmp/r2/replan.csv" reachable | sort -u)" = 0 ]'

# --- the dynamic scenario of dynamic_test.sh: from (0,0) to (4,0), events every 2 steps: at
# step 2 the wall (x = 2, rows 0-2) lands on the agent, which waits 2 steps until it opens at
# step 4, then walks on: 4 steps, 2 waits, 3 plans, 3 events.
printf 'type patch\npatches 3\npatch 0\nheight 3\nwidth 1\nmap\n@\n@\n@\npatch 1\nheight 3\nwidth 1\nmap\n.\n.\n.\npatch 2\nheight 4\nwidth 1\nmap\n@\n@\n@\n@\n' > "$d/dyn.patch"
cat > "$d/dyn.scen" <<'EOF'
version 2
height 4
width 5
cost 1 octile
patch dyn.patch
commands
Q 0 0 0 4 0 4
P 1 0 2 0
P 2 1 2 0
P 3 2 2 0
Q 3 0 0 1 3 3.41421356
EOF
"$PFBENCH" replan --map "$d/dyn.scen" --every 2 --check-every 1 --picture 7 --out "$tmp/r3" > /dev/null 2> "$tmp/r3.err"
rc_=$?
check "replan on the dynamic scenario exits 0 ($(cat "$tmp/r3.err"))" '[ $rc_ -eq 0 ]'
for p in $planners; do
    row=$(awk -F, -v p="$p" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $c["planner"] == p && $c["line"] == 7 { print $c["mode"], $c["end"], $c["steps"], $c["waits"], $c["plans"], $c["events"], $c["check_fail"] }' "$tmp/r3/replan.csv")
    check "$p on the dynamic scenario: 4 steps, 2 waits, 3 plans, 3 events ($row)" '[ "$row" = "changes arrived 4 2 3 3 0" ]'
    row=$(awk -F, -v p="$p" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $c["planner"] == p && $c["line"] == 11 { print $c["end"], $c["cost"], $c["events"] }' "$tmp/r3/replan.csv")
    check "$p on the last line: the map after its events, nothing left to land ($row)" '[ "$row" = "arrived 3.414214 0" ]'
done

tp=$tmp/r3/trip/dyn.scen-7
for p in $planners; do
    check "$p: the dynamic trip's picture: walked (0,0) to (4,0), replanned twice where the wall landed on it, the events' walls (2,0-3: the last event's too, which lands after the last plan)" \
        '[ "$(tr "\n" " " < "$tp.$p.walk")|$(tr "\n" " " < "$tp.$p.replans")|$(tr "\n" " " < "$tp.$p.walls")" = "0 0 1 0 2 0 3 0 4 0 |2 0 2 2 0 3 |2 0 2 1 2 2 2 3 " ]'
done

# --- a generated map at three radii, sampled checks, determinism of the walked figures
"$PFBENCH" replan --gen rooms:48x48:r=8:d=1:seed=2 --lines 6 --out "$tmp/r4" > /dev/null 2> "$tmp/r4.err"
rc_=$?
check "replan on a generated map exits 0 ($(cat "$tmp/r4.err"))" '[ $rc_ -eq 0 ]'
check "3 radii x 6 lines x every planner rows" '[ $(($(wc -l < "$tmp/r4/replan.csv") - 1)) -eq $((18 * $(echo $planners | wc -w))) ]'
"$PFBENCH" replan --gen rooms:48x48:r=8:d=1:seed=2 --lines 6 --out "$tmp/r5" > /dev/null 2>&1
cut5() { awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i }
    { print $c["map"], $c["line"], $c["planner"], $c["radius"], $c["end"], $c["steps"], $c["cost"], $c["plans"],
            $c["expanded"], $c["max_expanded"], $c["max_replan_expanded"], $c["max_replan_forced"] }' "$1"; }
check "the same run walks the same trips (steps, cost, plans, expansions)" \
    '[ "$(cut5 "$tmp/r4/replan.csv")" = "$(cut5 "$tmp/r5/replan.csv")" ]'
"$PFBENCH" replan --gen rooms:48x48:r=8:d=1:seed=2 --lines 6 --jobs 3 --out "$tmp/r4j" > /dev/null 2> "$tmp/r4j.err"
rc_=$?
check "--jobs 3: exit 0, the same rows in the same order as one process ($(cat "$tmp/r4j.err"))" \
    '[ $rc_ -eq 0 ] && [ "$(cut5 "$tmp/r4/replan.csv")" = "$(cut5 "$tmp/r4j/replan.csv")" ] && diff -r "$tmp/r4/trip" "$tmp/r4j/trip" > /dev/null'
"$PFBENCH" replan --gen rooms:48x48:r=8:d=1:seed=2 --lines 6 --walks 1 --out "$tmp/r4w" > /dev/null 2> "$tmp/r4w.err"
rc_=$?
check "--walks 1: exit 0, the same trips and checks as two walks ($(cat "$tmp/r4w.err"))" \
    '[ $rc_ -eq 0 ] && [ "$(cut5 "$tmp/r4/replan.csv")" = "$(cut5 "$tmp/r4w/replan.csv")" ] &&
     [ "$(cut -d, -f40-42 "$tmp/r4/replan.csv")" = "$(cut -d, -f40-42 "$tmp/r4w/replan.csv")" ]'
# --from: rows written before, summarised again and joined (runs made in parts)
"$PFBENCH" replan --from "$tmp/r4/replan.csv" --out "$tmp/rf" > /dev/null 2> "$tmp/rf.err"
rc_=$?
check "--from one run's replan.csv: exit 0, its replan.csv, replan.md and chart data byte for byte ($(cat "$tmp/rf.err"))" \
    '[ $rc_ -eq 0 ] && cmp -s "$tmp/r4/replan.csv" "$tmp/rf/replan.csv" && cmp -s "$tmp/r4/replan.md" "$tmp/rf/replan.md" &&
     cmp -s "$tmp/r4/replan-chart.dat" "$tmp/rf/replan-chart.dat"'
"$PFBENCH" replan --from "$tmp/r1/replan.csv" --from "$tmp/r4/replan.csv" --out "$tmp/rj" > /dev/null 2> "$tmp/rj.err"
rc_=$?
check "--from two runs: their rows joined in the order given, both families summarised" \
    '[ $rc_ -eq 0 ] && [ "$(cat "$tmp/r1/replan.csv"; tail -n +2 "$tmp/r4/replan.csv")" = "$(cat "$tmp/rj/replan.csv")" ] &&
     grep -qE "^\| astar-fwd \| hand \| discover \| r=1 \| 1 \| 1 \| 8\.0 \|" "$tmp/rj/replan.md" &&
     grep -qE "^\| astar-fwd \| gen-rooms \| discover \| r=10 \| 6 \|" "$tmp/rj/replan.md"'
awk -F, -v OFS=, 'NR == 3 { $9 = "nosuch" } { print }' "$tmp/r4/replan.csv" > "$tmp/bad1.csv"
"$PFBENCH" replan --from "$tmp/bad1.csv" --out "$tmp/rb1" > /dev/null 2> "$tmp/rb1.err"
rc_=$?
check "--from: an unknown planner is refused with its file and line, nothing written ($(cat "$tmp/rb1.err"))" \
    '[ $rc_ -eq 2 ] && grep -qF "$tmp/bad1.csv:3: an unknown planner" "$tmp/rb1.err" && [ ! -e "$tmp/rb1/replan.csv" ]'
sed '1s/^map,/place,/' "$tmp/r4/replan.csv" > "$tmp/bad2.csv"
"$PFBENCH" replan --from "$tmp/bad2.csv" --out "$tmp/rb2" > /dev/null 2> "$tmp/rb2.err"
rc_=$?
check "--from: another header is refused" '[ $rc_ -eq 2 ] && grep -qF "$tmp/bad2.csv:1: not the header pfbench replan writes" "$tmp/rb2.err"'
awk -F, -v OFS=, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } NR == 2 { $c["check_fail"] = 1 } { print }' \
    "$tmp/r4/replan.csv" > "$tmp/bad3.csv"
"$PFBENCH" replan --from "$tmp/bad3.csv" --out "$tmp/rb3" > /dev/null 2> "$tmp/rb3.err"
rc_=$?
check "--from: a row that failed its checks fails the summary (exit 1), written all the same" \
    '[ $rc_ -eq 1 ] && grep -q "replan: FAIL: .*1 of [0-9]* checked plans not least-cost" "$tmp/rb3.err" && [ -s "$tmp/rb3/replan.md" ]'
"$PFBENCH" replan --from "$tmp/r4/replan.csv" --map "$d/t.map" --out "$tmp/rb4" > /dev/null 2> "$tmp/rb4.err"
rc_=$?
check "--from with --map is refused" '[ $rc_ -eq 2 ] && grep -q "give it without --map or --gen" "$tmp/rb4.err"'
# the check schedule: plans 1, 1+K, ... with K doubling after every N checks (here K = 3, N = 2:
# plans 1, 4, 10, 16, 28, 40, 64, ...), worked out per row from its plan count; K = 1 and N = 0:
# every plan
sched() { awk -F, -v k="$2" -v n="$3" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    { want = 0; s = k; for (p = 0; p < $c["plans"]; p += s) { want++; if (n && want % n == 0) s *= 2 }
      if (want != $c["checked"]) bad++; if ($c["plans"] > 12) long++ }
    END { print bad + 0, long + 0 }' "$1"; }
"$PFBENCH" replan --gen rooms:48x48:r=8:d=1:seed=2 --lines 6 --radius 1 --check-every 3 --check-double 2 --picture none \
    --out "$tmp/r6" > /dev/null 2>&1
res=$(sched "$tmp/r6/replan.csv" 3 2)
check "--check-every 3 --check-double 2: every row checked the plans of the schedule (rows wrong, rows with over 12 plans: $res)" \
    '[ "${res% *}" = 0 ] && [ "${res#* }" -gt 0 ]'
"$PFBENCH" replan --gen rooms:48x48:r=8:d=1:seed=2 --lines 6 --radius 1 --check-every 1 --check-double 0 --picture none \
    --out "$tmp/r7" > /dev/null 2>&1
check "--check-every 1 --check-double 0 checks every plan" \
    '[ "$(sched "$tmp/r7/replan.csv" 1 0)" = "0 $(sched "$tmp/r6/replan.csv" 3 2 | cut -d" " -f2)" ]'

# --- scripts/replan.sh over a Moving AI folder: the families asked for, a map each (the family's
# first when its usual map is missing), the lines and options passed on, the orderings per family
mkdir -p "$tmp/fams/room" "$tmp/fams/street"
cp "$d/t.map" "$d/t.map.scen" "$tmp/fams/room/"
MOVINGAI_DIR=$tmp/fams "$root/scripts/replan.sh" "$PFBENCH" "$tmp/sr" --families "room maze" --lines 1 --radius 1 \
    --picture none > "$tmp/sr.out" 2> "$tmp/sr.err"
rc_=$?
check "replan.sh walks the families it has, says which it lacks ($(cat "$tmp/sr.err" | head -2))" \
    '[ $rc_ -eq 0 ] && grep -q "replan: no maze map under" "$tmp/sr.err" && [ $(($(wc -l < "$tmp/sr/replan.csv") - 1)) -eq $(echo $planners | wc -w) ]'
check "replan.sh: the room family's orderings in replan.md" \
    grep -qE '^\| room \| discover \| r=1 \| [a-z]' "$tmp/sr/replan.md"
MOVINGAI_DIR=$tmp/fams "$root/scripts/replan.sh" "$PFBENCH" "$tmp/sr2" --families "street" > /dev/null 2> "$tmp/sr2.err"
rc_=$?
check "replan.sh with no map to walk: exit 2" '[ $rc_ -eq 2 ] && grep -q "no map to walk" "$tmp/sr2.err"'

# --- the report of a run with replan.md in its folder shows the section "Agents that replan"
mkdir -p "$tmp/mai/hand"
cp "$d/t.map" "$d/t.map.scen" "$tmp/mai/hand/"
"$PFBENCH" run --suite movingai --movingai "$tmp/mai" --algos jps --out "$tmp/res" --quiet > /dev/null 2>&1
run=$(find "$tmp/res" -mindepth 1 -maxdepth 1 -type d | head -1)
"$PFBENCH" replan --map "$d/t.map" --radius 1 --out "$run" --quiet > /dev/null 2>&1
"$PFBENCH" report --quiet "$run" > /dev/null 2>&1
if command -v gnuplot > /dev/null 2>&1; then
    "$root/scripts/replan.sh" --draw "$run" > /dev/null 2>&1
    "$PFBENCH" report --quiet "$run" > /dev/null 2>&1
    check "the trip picture drawn and in the report with its trip" \
        '[ -s "$run/trip-t.map-2.png" ] && grep -qF "![trip picture t.map (hand) line 2: (0,2) to (4,2), discover r=1](trip-t.map-2.png)" "$run/report.md"'
fi
check "the report holds the section Agents that replan with the hand map's astar-fwd line" \
    '[ -n "$run" ] && grep -q "^## Agents that replan" "$run/report.md" && grep -qE "^\| astar-fwd \| hand \| discover \| r=1 \| 1 \| 1 \| 8\.0 \|" "$run/report.md"'

# --- refusals
"$PFBENCH" replan --map "$d/t.map" --planners nosuch --out "$tmp/x" > /dev/null 2> "$tmp/e1"
rc_=$?
check "an unknown planner is refused with exit 2" '[ $rc_ -eq 2 ] && grep -q "unknown planner '\''nosuch'\''" "$tmp/e1"'
"$PFBENCH" replan --map "$d/t.map" --radius 0 --out "$tmp/x" > /dev/null 2> "$tmp/e2"
rc_=$?
check "radius 0 is refused" '[ $rc_ -eq 2 ] && grep -q "expected radii from 1 to 1000" "$tmp/e2"'
"$PFBENCH" replan --out "$tmp/x" > /dev/null 2> "$tmp/e3"
rc_=$?
check "no map is refused" '[ $rc_ -eq 2 ] && grep -q "expected --map FILE, --gen RECIPE or --from FILE" "$tmp/e3"'
"$PFBENCH" replan --map "$d/t.map" --picture 0 --out "$tmp/x" > /dev/null 2> "$tmp/e4"
rc_=$?
check "--picture 0 is refused" '[ $rc_ -eq 2 ] && grep -q "picture: expected a scenario line (1 or more), first, last or none, found '\''0'\''" "$tmp/e4"'
finish
