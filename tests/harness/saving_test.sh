#!/usr/bin/env bash
# saving_test.sh: what a movement model saves against the optima its scenario lines print under
# another model (runs.csv file_optimum, file_moves; harness/report/saving.c): the columns on known
# lines (den520d's first Moving AI lines searched as the any-angle plane, AcrosstheCape's
# any-angle optima), and the exact numbers of the saving-M chart data and of the report's table
# on a hand-made run.
#
# Usage: tests/harness/saving_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench

# field NAME... of the rows of variant V in FILE, comma-joined, a line per row
fields() {
    local file=$1 v=$2
    shift 2
    awk -F, -v v="$v" -v want="$*" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; n = split(want, w, " "); next }
        $c["variant"] == v { s = ""; for (k = 1; k <= n; k++) s = s (k > 1 ? "," : "") $c[w[k]]; print s }' "$file"
}

# --- a hand-made run: every figure known
hand=$tmp/hand
mkdir -p "$hand"
cat > "$hand/runs.csv" <<'EOF'
map,family,width,height,scen_id,bucket,variant,algo,heuristic,open,moves,status,cost,dijkstra_cost,scen_optimum,subopt,valid,should_be_optimal,path_len,time_ns,host,domain,file_optimum,file_moves
a1,fa,8,8,0,0,aa/truth,truth,-,-,aa,ok,9,9,,0,1,1,2,100,h,anyangle,10,8
a1,fa,8,8,1,0,aa/truth,truth,-,-,aa,ok,3,3,,0,1,1,2,100,h,anyangle,4,8
a1,fa,8,8,2,0,aa/truth,truth,-,-,aa,ok,5,5,,0,1,1,2,100,h,anyangle,5,8
a1,fa,8,8,3,0,aa/truth,truth,-,-,aa,budget,,,,,0,1,0,0,h,anyangle,100,8
a1,fa,8,8,0,0,aa/anya,anya,-,-,aa,ok,9,9,,0,1,1,2,100,h,anyangle,20,8
a1,fa,8,8,1,0,aa/anya,anya,-,-,aa,ok,3,3,,0,1,1,2,100,h,anyangle,40,8
b1,fb,8,8,0,0,aa/truth,truth,-,-,aa,ok,6,6,,0,1,1,2,100,h,anyangle,8,8
b1,fb,8,8,1,0,aa/truth,truth,-,-,aa,ok,7,7,,0,1,1,2,100,h,anyangle,8,8
b1,fb,8,8,2,0,aa/truth,truth,-,-,aa,ok,0,0,,0,1,1,1,100,h,anyangle,0,8
c1,fc,8,8,0,0,aa/truth,truth,-,-,aa,ok,5,5,5,0,1,1,2,100,h,anyangle,5,aa
d1,fd,8,8,0,0,aa/truth,truth,-,-,aa,ok,5,5,,0,1,1,2,100,h,anyangle,,
g1,g,8,8,0,0,dijkstra/heap,dijkstra,zero,heap,4,ok,12,12,,0,1,1,13,100,h,grid,10,8
g1,g,8,8,0,0,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,10,0,1,1,9,100,h,grid,10,8
g1,g,8,8,0,0,dijkstra/heap,dijkstra,zero,heap,8-any,budget,,,,,0,1,0,0,h,grid,10,8
EOF
"$PFBENCH" chartdata "$hand" > /dev/null 2> "$tmp/cd.err"
rc_=$?
check "chartdata on the hand-made run exits 0: $(tail -1 "$tmp/cd.err")" '[ $rc_ -eq 0 ]'
printf '%s\n' 'family lines median max' '"fa" 3 10 25' '"fb" 2 18.75 25' > "$tmp/aa.want"
check "saving-aa.dat: fa (10, 25, 5 against 8: 10 %, 25 %, 0 %; not the budget row, not aa/anya's), fb (25 %, 12.5 %; not the line of length 0): $(tr '\n' '|' < "$hand/charts/data/saving-aa.dat")" \
    cmp -s "$tmp/aa.want" "$hand/charts/data/saving-aa.dat"
printf '%s\n' 'family lines median max' '"g" 1 -20 -20' > "$tmp/4.want"
check "saving-4.dat: model 4's 12 against the file's 8-connected 10: -20 %" cmp -s "$tmp/4.want" "$hand/charts/data/saving-4.dat"
check "saving-aa.vars.gp: nfamilies 2, ymin 0, ymax 25" \
    'grep -qx "nfamilies = 2" "$hand/charts/data/saving-aa.vars.gp" && grep -qx "ymin = 0" "$hand/charts/data/saving-aa.vars.gp" &&
     grep -qx "ymax = 25" "$hand/charts/data/saving-aa.vars.gp"'
check "saving-aa's caption names fc and fd as left out, with their reasons" \
    'grep "^saving-aa	saving.gp	" "$hand/charts/data/charts.tsv" |
     grep -qF "Left out: fc (its scenario lines'"'"' optima are under this model itself); fd (its scenario lines print no optimum)"'
check "no saving-8 line: model 8's files' optima are its own" '! grep -q "saving-8	" "$hand/charts/data/charts.tsv"'
check "saving-8-any skipped with its reason: its reference's one row is a budget row" \
    grep -qx 'skip	saving-8-any	of the 1 rows of movement model 8-any whose scenario line'"'"'s optimum is under another model (file_moves), none is a solved row of its reference' \
    "$hand/charts/data/charts.tsv"
"$PFBENCH" report "$hand" > /dev/null 2> "$tmp/rep.err"
rc_=$?
check "report on the hand-made run exits 0: $(tail -1 "$tmp/rep.err")" '[ $rc_ -eq 0 ]'
sed -n '/^## What a model saves/,/^## /p' "$hand/report.md" | grep -E '^\| [^m:|]|^_Left' > "$tmp/table"
cat > "$tmp/table.want" <<'EOF'
| 4 | g | 8 | 1 | -20.00% | -20.00% |
| aa | fa | 8 | 3 | 10.00% | 25.00% |
| aa | fb | 8 | 2 | 18.75% | 25.00% |
_Left out: fc (moves aa): its scenario lines' optima are under this model itself_  
_Left out: fd (moves aa): its scenario lines print no optimum_  
EOF
check "report.md's saving table: $(tr '\n' '~' < "$tmp/table")" cmp -s "$tmp/table.want" "$tmp/table"

# --- den520d's first three Moving AI lines (8-connected optima 2, 2.82843, 3.41421) as the plane
mai=${MOVINGAI_DIR-$root/../shared/movingai}   # set but empty (ctest): none
[ -n "${MOVINGAI_DIR:-}" ] && [ -f "$MOVINGAI_DIR/dao/den520d.map" ] && mai=$MOVINGAI_DIR
if [ -f "$mai/dao/den520d.map" ] && [ -f "$mai/dao/den520d.map.scen" ]; then
    mkdir -p "$tmp/mai/dao"
    ln -s "$mai/dao/den520d.map" "$tmp/mai/dao/den520d.map"
    head -n 4 "$mai/dao/den520d.map.scen" > "$tmp/mai/dao/den520d.map.scen"
    ANYANGLE_DIR=$tmp/none "$PFBENCH" run --suite anyangle --maps den520d --algos 'aa/truth,aa/anya' \
        --movingai "$tmp/mai" --gbench-min-time 0 --quiet --out "$tmp/den" > /dev/null 2> "$tmp/den.err"
    rc_=$?
    check "run den520d as the plane exits 0: $(tail -1 "$tmp/den.err")" '[ $rc_ -eq 0 ]'
    den=$(folders "$tmp/den")
    got=$(fields "$den/runs.csv" aa/truth scen_id moves scen_optimum file_optimum file_moves dijkstra_cost | tr '\n' ' ')
    check "den520d, aa/truth: the file's 8-connected optima kept, scen_optimum empty, the plane's optima 2, 2 sqrt 2, sqrt 10: $got" \
        '[ "$got" = "0,aa,,2,8,2 1,aa,,2.82843,8,2.82842712474619 2,aa,,3.41421,8,3.16227766016838 " ]'
    check "den520d, aa/anya: the same file columns" \
        '[ "$(fields "$den/runs.csv" aa/anya file_optimum file_moves | tr "\n" " ")" = "2,8 2.82843,8 3.41421,8 " ]'
    "$PFBENCH" chartdata "$den" > /dev/null 2>&1
    # (2.82843 - 2 sqrt 2) / 2.82843 and (3.41421 - sqrt 10) / 3.41421, in %
    check "den520d's saving-aa.dat: $(tail -n +2 "$den/charts/data/saving-aa.dat")" \
        '[ "$(tail -n +2 "$den/charts/data/saving-aa.dat")" = "\"dao\" 3 0.00010165547 7.37893509" ]'
else
    echo "saving_test: note: no dao/den520d.map (set MOVINGAI_DIR): its lines are not checked"
fi

# --- AcrosstheCape: its own scenario file holds any-angle optima
aad=${ANYANGLE_DIR:-$root/../shared/anyangle}
if [ -f "$aad/AcrosstheCape.map" ]; then
    ANYANGLE_DIR=$aad "$PFBENCH" run --suite quick --maps AcrosstheCape --algos aa/truth --gbench-min-time 0 --quiet \
        --out "$tmp/cape" > /dev/null 2> "$tmp/cape.err"
    rc_=$?
    check "run AcrosstheCape exits 0: $(tail -1 "$tmp/cape.err")" '[ $rc_ -eq 0 ]'
    cape=$(folders "$tmp/cape")
    # every row against its line of the .scen file (line scen_id + 2, after the version line)
    fields "$cape/runs.csv" aa/truth scen_id scen_optimum file_optimum file_moves > "$tmp/cape.rows"
    got=$(awk -F'[,\t]' 'NR == FNR { if (FNR > 1) opt[FNR - 2] = $9; next }
                         { n++; if ($2 != opt[$1] || $3 != opt[$1] || $4 != "aa") { bad++; print "line", $1, $0 } }
                         END { print n + 0, "rows", bad + 0, "off" }' "$aad/AcrosstheCape.map.scen" "$tmp/cape.rows")
    check "AcrosstheCape: scen_optimum and file_optimum are the line's printed any-angle optimum, file_moves aa: $got" \
        '[ "$got" = "10 rows 0 off" ]'
    check "AcrosstheCape's line 0 is in the run with 5.830951895" grep -qx '0,5.830951895,5.830951895,aa' "$tmp/cape.rows"
    "$PFBENCH" chartdata "$cape" > /dev/null 2>&1
    check "AcrosstheCape alone: no saving-aa chart (its optima are aa's own)" '! grep -q "saving-aa" "$cape/charts/data/charts.tsv"'
else
    echo "saving_test: note: no AcrosstheCape (set ANYANGLE_DIR): its optima are not checked"
fi

finish
