#!/usr/bin/env bash
# plugin_test.sh: what examples/plugin/README.md tells a newcomer, step by step: install pfbench
# to a prefix, build the example plugin outside the source tree against the installed headers
# (pkg-config libpf), run it beside Dijkstra, and find it in list, validate, the summary, the
# chart data, the search pictures and meta.json.
. "$(dirname "$0")/../lib.sh"
need_pfbench
for t in cmake make cc pkg-config; do
    command -v "$t" > /dev/null 2>&1 || skip "$t not found"
done
build=$(cd "$(dirname "$PFBENCH")" && pwd)

# --- install: the ABI header and the headers it includes, libpf.a, libpf.pc
cmake --install "$build" --prefix "$tmp/prefix" > "$tmp/install.log" 2>&1
rc_=$?
check "cmake --install failed: $(tail -n 3 "$tmp/install.log")" test $rc_ -eq 0
p=$tmp/prefix
for h in pf_plugin.h pf_types.h metrics.def pf_grid.h pf_heuristic.h; do
    check "include/pfbench/$h not installed" test -f "$p/include/pfbench/$h"
done
check "lib/libpf.a not installed" test -f "$p/lib/libpf.a"
check "lib/pkgconfig/libpf.pc not installed" test -f "$p/lib/pkgconfig/libpf.pc"
export PKG_CONFIG_PATH=$p/lib/pkgconfig
cflags=$(pkg-config --cflags libpf | sed "s/ *$//")
check "pkg-config --cflags libpf: expected -I$p/lib/pkgconfig/../../include, found '$cflags'" \
    test "$cflags" = "-I$p/lib/pkgconfig/../../include"
check "pkg-config --libs libpf: expected -L.../lib -lpf, found '$(pkg-config --libs libpf)'" \
    test "$(pkg-config --libs libpf | sed "s/ *$//")" = "-L$p/lib/pkgconfig/../../lib -lpf"
[ "$failed" -eq 0 ] || finish

# --- the example, built outside the source tree with its own Makefile
cp -r "$root/examples/plugin" "$tmp/example"
rm -f "$tmp/example/libexample.so"
cd "$tmp/example" || exit 1
make > make.log 2>&1
rc_=$?
check "make in a copy of examples/plugin failed: $(tail -n 5 make.log)" test $rc_ -eq 0
check "make printed a warning: $(grep -i warning make.log)" test -z "$(grep -i warning make.log)"
check "no libexample.so built" test -f libexample.so
[ "$failed" -eq 0 ] || finish
pf=$p/bin/pfbench

# --- list: the plugin's variant, its descriptor's facts, where it comes from
"$pf" list --plugin ./libexample.so > list.txt 2>&1
rc_=$?
check "pfbench list --plugin failed: $(cat list.txt)" test $rc_ -eq 0
line=$(grep '^example/astar ' list.txt)
check "list: no example/astar line: $(cat list.txt)" test -n "$line"
read -r name algo heur open opt must needs runs changes from rest <<< "$line"
check "list: expected 'example/astar astar octile - yes 4,8,8-cut,8-any heuristic,map-setup 4,8,8-cut,8-any rebuild plugin:example', found '$line'" \
    test "$algo $heur $open $opt $must $needs $runs $changes $from" = "astar octile - yes 4,8,8-cut,8-any heuristic,map-setup 4,8,8-cut,8-any rebuild plugin:example"
check "list: built-in variants are not marked built-in" grep -q '^dijkstra/heap .* built-in ' list.txt
check "list without --plugin shows example/astar" test -z "$("$pf" list --names | grep example)"

# --- run beside Dijkstra (the generated maps of the quick suite, and its real ones if present)
"$pf" run --suite quick --plugin ./libexample.so --algos 'example/*,dijkstra/heap' --gbench-min-time 0 \
    --out results > run.out 2> run.err
rc_=$?
check "pfbench run --plugin failed: $(tail -n 5 run.err)" test $rc_ -eq 0
run=results/latest
check "no results/latest" test -f "$run/runs.csv"
[ "$failed" -eq 0 ] || finish
nex=$(awk -F, '$7 == "example/astar"' "$run/runs.csv" | wc -l)
ndij=$(awk -F, '$7 == "dijkstra/heap"' "$run/runs.csv" | wc -l)
check "expected as many example/astar rows as dijkstra/heap rows (>0), found $nex and $ndij" \
    test "$nex" -eq "$ndij" -a "$nex" -gt 0
# every row of the plugin: ok, valid, at Dijkstra's cost, with counters and a time
notok=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["variant"] == "example/astar" {
        d = $c["cost"] - $c["dijkstra_cost"]; if (d < 0) d = -d
        if ($c["status"] != "ok" || $c["valid"] != 1 || d > 1e-9 * (1 + $c["cost"]) ||
            $c["expanded"] < 1 || $c["time_ns"] < 1 || $c["algo"] != "astar" || $c["heuristic"] != "octile")
            print "scenario " $c["scen_id"] " on " $c["map"] ": " $0 }' "$run/runs.csv")
check "example/astar rows not ok, invalid or off Dijkstra's cost: $notok" test -z "$notok"
"$pf" validate "$run" > validate.out 2>&1
rc_=$?
check "pfbench validate failed: $(cat validate.out)" test $rc_ -eq 0
check "validate.txt: example/astar is not 'ok' among the variants that must be optimal" \
    grep -Eq '^example/astar +yes .* ok$' "$run/validate.txt"
check "summary.csv has no example/astar" grep -q '^example/astar,' "$run/summary.csv"
check "speed.csv has no example/astar" grep -q '^example/astar,' "$run/speed.csv"
# meta.json records the plugin: its absolute path, name, build and variants
tr -d ' \n' < "$run/meta.json" > meta.flat
check "meta.json: expected the plugin's record, found $(grep -o '"plugins":\[[^]]*\][^]]*\]' meta.flat)" \
    grep -qF "\"plugins\":[{\"path\":\"$tmp/example/libexample.so\",\"name\":\"example\",\"build\":\"cc-O2\",\"abi\":3,\"variants\":[\"example/astar\"]}]" meta.flat
check "no search trace of example/astar in the run" test -s "$(ls "$run"/traces/*example_astar.trace 2>/dev/null | head -n 1)"

# --- solve, and the charts and pictures (gnuplot)
map=$("$pf" gen --recipe random:32x32:p=0.2:seed=4 \
    --per-bucket 2 --out maps > gen.out 2>&1 && ls maps/*.map | head -n 1)
check "pfbench gen failed: $(cat gen.out)" test -f "$map"
"$pf" solve --plugin ./libexample.so --algo example/astar --map "$map" --scen "$map.scen" > solve.out 2>&1
rc_=$?
check "pfbench solve --plugin failed: $(tail -n 3 solve.out)" test $rc_ -eq 0
check "solve: expected '0 invalid, 0 not matching', found $(tail -n 1 solve.out)" \
    grep -q '0 invalid, 0 not matching the optimum' solve.out
if command -v gnuplot > /dev/null 2>&1; then
    PFBENCH=$pf "$root/scripts/charts.sh" "$run" > charts.out 2>&1
    rc_=$?
    check "charts.sh failed: $(tail -n 3 charts.out)" test $rc_ -eq 0
    check "the time chart's data has no example/astar" grep -q 'example/astar' "$run/charts/data/time-8.dat"
    check "the search picture has no example/astar panel" grep -q 'example/astar' "$run/charts/data/search/panels.gp"
    "$pf" draw --plugin ./libexample.so --map "$map" --scen "$map.scen" --id 1 \
        --algos 'example/astar,dijkstra/heap' --out pic.svg > draw.out 2>&1
    rc_=$?
    check "pfbench draw --plugin failed: $(tail -n 3 draw.out)" test $rc_ -eq 0
    check "draw: pic.svg has no example/astar panel" grep -q 'example/astar' pic.svg
else
    echo "note: gnuplot not found: charts and pictures not checked"
fi
finish
