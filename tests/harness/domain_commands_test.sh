#!/usr/bin/env bash
# domain_commands_test.sh: every command on every domain, through the domain interface
# (harness/domains): solve, trace and draw on a 2D map, a voxel level, a node graph and a
# weighted map, each recognised from its file; `run --suite voxel --voxel DIR` plans a level that is none of the
# eight Warframe names; a run mixing the four domains, split in shards and merged, equals the
# unsharded run (rows without times, summary, validate.txt); compare, report, chartdata and
# validate on that run.
#
# usage: PFBENCH=/path/to/pfbench tests/harness/domain_commands_test.sh [PROJECT_ROOT]
. "$(dirname "$0")/../lib.sh"
need_pfbench
cd "$tmp" || exit 1

# --- three small maps, one a domain
"$PFBENCH" gen --recipe random:24x24:p=0.2:seed=3 --per-bucket 2 --out maps > /dev/null 2>&1
"$PFBENCH" gen --recipe waypoints:96:n=120:seed=2 --out maps > /dev/null 2>&1
map2d=maps/gen-random-24x24-p0.2-s3.map
graph=$(ls maps/*.graph)
check "gen wrote a 2D map and a waypoint graph" '[ -f "$map2d" ] && [ -f "$graph" ] && [ -f "$graph.queries" ]'
"$PFBENCH" gen terrain --size 32 --seed 2 --lines 20 --out maps > /dev/null 2>&1
wmap=maps/terrain-32-2.map
check "gen terrain wrote a weighted map" '[ -f "$wmap" ] && [ -f maps/terrain-32-2.costs ] && [ -f "$wmap.scen" ]'
# a 6x5x4 level, not one of the eight Warframe names; its optima are the 3D octile distances
# (the blocked voxels stand off every optimal path): 3 sqrt 3 + sqrt 2 + 1, 4 sqrt 2 + 1, 2
mkdir -p vox/mine
printf 'voxel 6 5 4\n3 3 0\n0 4 3\n5 4 0\n' > vox/mine/Tiny.3dmap
printf 'version 1\nTiny.3dmap\n0 0 0 5 4 3 7.61036598 1\n0 4 0 5 0 0 6.65685425 1\n1 1 1 1 1 3 2 1\n' \
    > vox/mine/Tiny.3dmap.3dscen
level=vox/mine/Tiny.3dmap

# --- solve: the domain comes from the file, the queries from the map's own query file
for m in "$map2d" "$level" "$graph" "$wmap"; do
    "$PFBENCH" solve --map "$m" > "solve.out" 2> "solve.err"
    rc_=$?
    check "solve on $m exits 0: $(cat solve.err)" '[ $rc_ -eq 0 ]'
    check "solve on $m: every path valid and at the published optimum" \
        grep -q ", 0 invalid, 0 not matching the optimum, 0 no path" solve.out
done
"$PFBENCH" solve --map "$level" --algo voxel/dijkstra/heap > solve.out 2>&1
check "solve on the level: the three exact costs (7.610366, 6.656854, 2.000000)" \
    '[ "$(awk "\$1 ~ /^[0-9]+\$/ { print \$2 }" solve.out | tr "\n" " ")" = "7.610366 6.656854 2.000000 " ]'
check "solve on the level names the model 26" grep -q "voxel/dijkstra/heap on Tiny.3dmap (3 scenarios, moves 26)" solve.out
"$PFBENCH" solve --map "$level" --algo astar/octile/heap > solve.out 2> solve.err
rc_=$?
check "a 2D variant on a voxel level is refused (exit 2)" '[ $rc_ -eq 2 ]'
check "... saying why" grep -q "astar/octile/heap searches 2D grids, not voxel volumes" solve.err

# --- trace: the domain's trace format
"$PFBENCH" trace --map "$level" --id 2 --out t3.trace 2> trace.err
check "trace on a level: a header with size, variant and cost: $(cat trace.err)" \
    grep -q "^# pfbench voxel trace map=Tiny.3dmap width=6 height=5 depth=4 variant=voxel/astar/octile3d/heap cost=2.000000 " t3.trace
check "... and its path, start to goal" '[ "$(tr "\n" ";" < t3.trace.path)" = "1 1 1;1 1 2;1 1 3;" ]'
"$PFBENCH" trace --map "$graph" --id 0 --algo graph/dijkstra/heap --out tg.trace 2> trace.err
check "trace on a graph: its header: $(cat trace.err)" grep -q "^# pfbench graph trace map=$(basename "$graph") nodes=120 " tg.trace
check "... then one line a path node, start first" \
    '[ "$(sed -n 2p tg.trace | cut -d" " -f1)" = "$(sed -n "s/.* start=\([0-9]*\) .*/\1/p" tg.trace)" ]'
"$PFBENCH" trace --map "$map2d" --id 0 --out t2.trace 2> trace.err
check "trace on a 2D map: the grid trace" grep -q "^# pfbench trace map=gen-random-24x24-p0.2-s3.map width=24 height=24 variant=astar/octile/heap" t2.trace
"$PFBENCH" trace --map "$wmap" --id 0 --out tw.trace 2> trace.err
check "trace on a weighted map: the grid trace of its default variant: $(cat trace.err)" \
    grep -q "^# pfbench trace map=terrain-32-2.map width=32 height=32 variant=weighted/astar/octile/heap" tw.trace
check "... and its cost shades, one a cell" '[ "$(wc -w < tw.trace.shade)" -eq 1024 ]'

# --- draw: one picture a domain
if command -v gnuplot > /dev/null 2>&1; then
    for m in "$map2d" "$level" "$graph" "$wmap"; do
        out=pic-$(basename "$m").png
        "$PFBENCH" draw --map "$m" --id 0 --out "$out" > /dev/null 2> draw.err
        rc_=$?
        check "draw on $m exits 0: $(tail -1 draw.err)" '[ $rc_ -eq 0 ]'
        check "draw on $m wrote a PNG" '[ "$(head -c 4 "$out" | tail -c 3)" = "PNG" ]'
    done
    "$PFBENCH" draw --map "$graph" --algos 'voxel/*' --out none.png > /dev/null 2> draw.err
    check "draw with no variant of the map's domain is refused" grep -q "no graph variant matches '--algos voxel/\*'" draw.err
fi

# --- run --suite voxel --voxel DIR: every level there, whatever its name
"$PFBENCH" run --suite voxel --voxel vox --gbench-min-time 0 --quiet --out rv > /dev/null 2> rv.err
rc_=$?
check "run --suite voxel on a folder of one level exits 0: $(tail -2 rv.err)" '[ $rc_ -eq 0 ]'
rv=$(folders rv | head -n 1)
check "it planned Tiny (3 lines x every voxel variant)" \
    '[ "$(awk -F, "NR > 1 && \$1 == \"Tiny\"" "$rv/runs.csv" | wc -l)" -eq $((3 * $("$PFBENCH" list --names --domain voxel | wc -l))) ]'
check "validate passes on it" "$PFBENCH" validate --quiet "$rv"

# --- --data voxel=DIR is what --voxel DIR is an alias of: the same rows
"$PFBENCH" run --suite voxel --data voxel=vox --gbench-min-time 0 --quiet --out rd > /dev/null 2> rd.err
rc_=$?
check "run --suite voxel --data voxel=vox exits 0: $(tail -2 rd.err)" '[ $rc_ -eq 0 ]'
rd=$(folders rd | head -n 1)
check "it planned the rows --voxel vox planned" \
    '[ "$(cut -d, -f1-5 "$rd/runs.csv")" = "$(cut -d, -f1-5 "$rv/runs.csv")" ]'
"$PFBENCH" run --suite voxel --data vox=vox --quiet --out rd > /dev/null 2> rd.err
check "--data with an unknown domain is refused, naming the domains" grep -q "expected DOMAIN=DIR with DOMAIN one of.*voxel" rd.err

# --- a run's graph pictures: a graph read from a file comes first, but one without node
# positions cannot be drawn, so the generated graph (positions) is pictured instead
mkdir -p gr/dimacs
printf 'c three nodes\np sp 3 3\na 1 2 2\na 2 3 2\na 1 3 5\n' > gr/dimacs/nopos.gr
"$PFBENCH" run --suite graphs --graphs gr --maps 'nopos,gen-waypoints-256*' --algos 'graph/dijkstra/heap,graph/bfs' \
    --gbench-min-time 0 --out rg > /dev/null 2> rg.err
rc_=$?
check "a graphs run with a graph without positions exits 0: $(tail -2 rg.err)" '[ $rc_ -eq 0 ]'
rg=$(folders rg | head -n 1)
check "its pictures are of the generated graph" \
    'grep -q "search pictures of gen-waypoints-256-.* (node graph)" rg.err && [ -f "$rg/traces/graph/01.closed" ]'
check "and nothing tried to draw the graph without positions" '! grep -q "no node positions: nothing to draw" rg.err'

# --- a run of four domains, sharded and merged, equals the unsharded one (the quick suite's
# generated terrain is the weighted map). The quick suite's
# voxel entry is warframe/Complex in --voxel's folder: here a copy of Tiny under that name.
mkdir -p q/warframe
cp "$level" q/warframe/Complex.3dmap
sed 's/^Tiny.3dmap$/Complex.3dmap/' "$level.3dscen" > q/warframe/Complex.3dmap.3dscen
args=(--suite quick --voxel q --maps 'gen-random-64*,gen-waypoints*,Complex,terrain-*'
      --algos 'astar/octile/heap,dijkstra/heap,voxel/astar/octile3d/heap,voxel/dijkstra/heap,graph/dijkstra/heap,graph/bfs,weighted/dijkstra/heap,weighted/jpsw'
      --gbench-min-time 0 --quiet --variant-seconds 100000)
"$PFBENCH" run "${args[@]}" --out full > /dev/null 2> full.err
rc_=$?
check "the unsharded four-domain run exits 0: $(tail -2 full.err)" '[ $rc_ -eq 0 ]'
for k in 1 2 3; do
    "$PFBENCH" run "${args[@]}" --shard "$k/3" --out shards > /dev/null 2> "s$k.err"
    rc_=$?
    check "shard $k/3 exits 0: $(tail -2 "s$k.err")" '[ $rc_ -eq 0 ]'
done
full=$(folders full | head -n 1)
check "the run holds rows of the four domains" \
    '[ "$(awk -F, "NR == 1 { for (i = 1; i <= NF; i++) if (\$i == \"domain\") c = i; next } { print \$c }" "$full/runs.csv" | sort -u | tr "\n" " ")" = "graph grid voxel weighted " ]'
"$PFBENCH" merge --out merged $(folders shards) > merge.out 2> merge.err
rc_=$?
check "merge of the three shards exits 0: $(tail -2 merge.err)" '[ $rc_ -eq 0 ]'
untimed() {
    awk -F, -v OFS=, -v re="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i ~ re) t[i] = 1 }
                                 { for (i in t) $i = "-"; print }' "$1"
}
rowre='^(time_ns|host|prep_ns|first20_ns|longest_call_ns|peak_rss_kb)$'
sumre='^(median_time_ns|speedup_vs_dijkstra|median_prep_ns)$'
check "merged runs.csv = the unsharded one, times and hosts aside" \
    '[ "$(untimed merged/runs.csv "$rowre")" = "$(untimed "$full/runs.csv" "$rowre")" ]'
check "merged summary.csv = the unsharded one, times aside" \
    '[ "$(untimed merged/summary.csv "$sumre")" = "$(untimed "$full/summary.csv" "$sumre")" ]'
check "merged validate.txt = the unsharded one" cmp -s merged/validate.txt "$full/validate.txt"

# --- the commands that read a run, on this mixed one
check "validate on the merged run" "$PFBENCH" validate --quiet merged
check "report on the merged run" "$PFBENCH" report merged
check "report.md's optimality table has the four domains' families" \
    'grep -q "^variant .* gen-random .* gen-waypoints .* warframe .* gen-terrain " merged/report.md'
check "chartdata on the merged run" "$PFBENCH" chartdata merged
check "compare the merged and the unsharded runs" "$PFBENCH" compare "$full" merged
# each domain's search pictures: the run left their data, the charts draw them
check "the run left pictures of each domain: traces/*.trace, traces/voxel/, traces/graph/, traces/weighted/" \
    '[ -n "$(ls "$full"/traces/*.trace)" ] && [ -f "$full/traces/voxel/00.title" ] && [ -f "$full/traces/graph/00.title" ] &&
     [ -s "$(ls "$full"/traces/weighted/*.trace.shade | head -n 1)" ]'
check "a graph panel holds every node its search expanded (the title's count)" \
    '[ "$(wc -l < "$full/traces/graph/00.closed")" -eq "$(sed -n "s/.*: \([0-9]*\) expanded.*/\1/p" "$full/traces/graph/00.title")" ]'
if command -v gnuplot > /dev/null 2>&1; then
    PFBENCH=$PFBENCH "$root/scripts/charts.sh" "$full" > charts.out 2>&1
    rc_=$?
    check "charts.sh draws the run: $(tail -1 charts.out)" '[ $rc_ -eq 0 ]'
    for c in search search-3d search-graph search-weighted speedup-8 speedup-26 speedup-graph speedup-mean; do
        check "chart $c drawn" '[ -s "$full/charts/$c.png" ]'
    done
fi
finish
