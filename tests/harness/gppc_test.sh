#!/usr/bin/env bash
# gppc_test.sh: the GPPC start kit's example entry (a spanning-tree search: valid paths, rarely
# optimal) built by scripts/gppc-build.sh into a plugin and raced by `pfbench run --plugin`:
# suboptimality reported, not failed; GPPC's measures in runs.csv and the report's table; the
# preprocessed data cached and reused by a second run; the build's flags in meta.json.
# Skipped (77) without ../shared/peers-src (or $PEERS_SRC), which holds the start kit.
. "$(dirname "$0")/../lib.sh"
need_pfbench

src="${PEERS_SRC:-$root/../shared/peers-src}"
build="$root/scripts/gppc-build.sh"

# --- gppc-build.sh: help and refusals, before any source is needed ---------------------------
"$build" --help > "$tmp/help" 2>&1
rc_=$?
check "gppc-build.sh --help exits 0 with the usage" '[ $rc_ -eq 0 ] && grep -q "^usage: scripts/gppc-build.sh ENTRY" "$tmp/help"'
"$build" > /dev/null 2> "$tmp/e"
rc_=$?
check "gppc-build.sh without ENTRY: exit 2 and a message" \
    '[ $rc_ -eq 2 ] && grep -qF "gppc-build.sh: expected an ENTRY (a folder, a tarball or an entry name; see --help)" "$tmp/e"'
"$build" no-such-entry --out "$tmp/g0" > /dev/null 2> "$tmp/e"
rc_=$?
check "gppc-build.sh with an unknown name: exit 2 and a message" \
    '[ $rc_ -eq 2 ] && grep -qF "no-such-entry: not a folder, a tarball, nor a known entry" "$tmp/e"'
"$build" startkit-classic --no-clone --src "$tmp/nosrc" --out "$tmp/g0" > /dev/null 2> "$tmp/e"
rc_=$?
check "gppc-build.sh with no tarball and --no-clone: exit 3 (a caller may skip)" \
    '[ $rc_ -eq 3 ] && grep -qF "startkit-classic: no tarball in $tmp/nosrc and --no-clone given" "$tmp/e"'

[ -f "$src/gppc-startkit-classic.tar.gz" ] || skip "no GPPC start kit in $src (see ../shared/peers-src/README.md)"

# a tarball whose checksum is not the one SHA256SUMS gives is refused, nothing unpacked
mkdir "$tmp/badsrc"
cp "$src/gppc-startkit-classic.tar.gz" "$tmp/badsrc/"
sed 's/^[0-9a-f]\{8\}\(.*  gppc-startkit-classic\.tar\.gz\)$/00000000\1/' "$src/SHA256SUMS" > "$tmp/badsrc/SHA256SUMS"
"$build" "$tmp/badsrc/gppc-startkit-classic.tar.gz" --out "$tmp/g1" > /dev/null 2> "$tmp/e"
rc_=$?
check "a tarball failing its checksum: exit 2, named, nothing unpacked" \
    '[ $rc_ -eq 2 ] && grep -q "gppc-startkit-classic.tar.gz: expected SHA-256 00000000" "$tmp/e" && [ -z "$(ls "$tmp/g1/src")" ]'

# --- the build: the start kit's example entry, not declared optimal --------------------------
"$build" startkit-classic --src "$src" --out "$tmp/g" > "$tmp/b.out" 2> "$tmp/b.err"
rc_=$?
check "gppc-build.sh builds the start kit: $(tail -n 3 "$tmp/b.err")" '[ $rc_ -eq 0 ]'
so="$tmp/g/gppc-startkit-classic.so"
check "it prints the plugin's path last" '[ "$(tail -n 1 "$tmp/b.out")" = "$so" ] && [ -f "$so" ]'
check "the harness (main.cpp, ScenarioLoader, Timer) is left out" \
    '[ -z "$(find "$tmp/g/obj/startkit-classic" -name "main.o" -o -name "ScenarioLoader.o" -o -name "Timer.o")" ] &&
     [ -f "$tmp/g/obj/startkit-classic/entry/Entry.o" ]'
check "only pf_plugin_entry is exported" \
    '[ "$(nm -D --defined-only "$so" | awk "{ print \$3 }")" = "pf_plugin_entry" ]'
info=$(cat "$tmp/g/gppc-startkit-classic.info")
check "built with pfbench's -O2, not the entry's -O3 or -march=native: '$info'" \
    '[[ "$info" == *" -O2 "* && "$info" != *"-O3"* && "$info" != *"-march"* && "$info" == *"not declared optimal" ]]'
"$build" startkit-classic --src "$src" --out "$tmp/g" > /dev/null 2>&1
check "a second build compiles nothing again" '[ "$(find "$tmp/g/obj" -newer "$so" -name "*.o" | wc -l)" -eq 0 ]'

"$PFBENCH" list --plugin "$so" > "$tmp/list" 2>&1
check "pfbench list shows gppc/startkit-classic, never optimal, model 8 only" \
    'grep -qE "^gppc/startkit-classic +gppc +- +- +no +- +preprocess,map-setup +8 +rebuild +plugin:gppc-startkit-classic +GPPC entry example-SpanningTreeSearch-8N \(not declared optimal\)$" "$tmp/list"'

# --- a run: the example entry beside Dijkstra on a small generated map ------------------------
export PFBENCH_GPPC_CACHE="$tmp/cache"
args=(--suite quick --maps 'gen-random-64x64*' --algos 'gppc/*,dijkstra/heap' --repeat 2 --gbench-min-time 0
      --plugin "$so")
"$PFBENCH" run "${args[@]}" --out "$tmp/r1" > "$tmp/r1.out" 2> "$tmp/r1.err"
rc_=$?
check "run exits 0: $(tail -n 2 "$tmp/r1.err")" '[ $rc_ -eq 0 ]'
run=$(tail -n 1 "$tmp/r1.out")
csv="$run/runs.csv"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
         $c["variant"] == "gppc/startkit-classic" {
             n++; ok += $c["status"] == "ok"; valid += $c["valid"] == 1; sbo += $c["should_be_optimal"]
             worse += $c["subopt"] > 0; calls += $c["calls"] == 1
             timed += $c["longest_call_ns"] > 0 && $c["first20_ns"] > 0 && $c["first20_ns"] <= $c["longest_call_ns"]
             prep += $c["prep_bytes"] == 0 }
         END { printf "%d %d %d %d %d %d %d %d\n", n, ok, valid, sbo, (worse > 0), calls, timed, prep }' "$csv" > "$tmp/sum"
check "20 rows of the entry: all ok and valid, none must be optimal, some suboptimal, one call each, timed, no storage ($(cat "$tmp/sum"))" \
    '[ "$(cat "$tmp/sum")" = "20 20 20 0 1 20 20 20" ]'
check "the entry's rows carry the peak memory of the child that searched, Dijkstra's none" \
    '[ "$(awk -F, "NR == 1 { for (i = 1; i <= NF; i++) c[\$i] = i; next }
                  { print \$c[\"variant\"], (\$c[\"peak_rss_kb\"] > 0) }" "$csv" | sort -u | tr "\n" " ")" = "dijkstra/heap 0 gppc/startkit-classic 1 " ]'
check "the entry's preprocessing is cached under its name and the map's id" \
    'grep -qE "^gppc/startkit-classic: preprocessed gen-random-64x64-p0.2-s1 into $tmp/cache/gppc/startkit-classic/[0-9a-f]{16} \(0 bytes\)$" "$tmp/r1.err"'
"$PFBENCH" validate "$run" > "$tmp/v1" 2>&1
rc_=$?
check "validate passes: suboptimality shown, not failed" \
    '[ $rc_ -eq 0 ] && grep -qE "^gppc/startkit-classic +no +[0-9]+% \(\+[0-9.e+]+%\) +0 +0 +ok \(optimality not required\)$" "$tmp/v1"'
check "meta.json records the plugin's build flags and declaration" \
    'grep -q "\"build\": \"GNU [0-9.]* -O2 -std=c++17 -fPIC -DNDEBUG; GPPC entry startkit-classic, not declared optimal\"" "$run/meta.json"'
"$PFBENCH" report "$run" > /dev/null 2>&1
check "report.md has the GPPC entries table with the entry, undominated (alone)" \
    'grep -q "^## GPPC entries$" "$run/report.md" && grep -qE "^\| \*\*gppc/startkit-classic\*\* \| 8 \| no \| 1 \| [0-9.]+ \| 0 B \| " "$run/report.md"'
sed -n '/^## GPPC entries$/,/^## [A-Z]/p' "$run/report.md" > "$tmp/table"
check "Dijkstra is no GPPC entry (no calls): not in that table" \
    'grep -q "startkit-classic" "$tmp/table" && ! grep -q "dijkstra" "$tmp/table"'

# --- a second run reuses the cache and says so -------------------------------------------------
"$PFBENCH" run "${args[@]}" --out "$tmp/r2" > /dev/null 2> "$tmp/r2.err"
rc_=$?
check "a second run exits 0" '[ $rc_ -eq 0 ]'
check "it reuses the preprocessed data and says so" \
    'grep -qE "^gppc/startkit-classic: reusing preprocessed data for gen-random-64x64-p0.2-s1 in $tmp/cache/gppc/startkit-classic/[0-9a-f]{16} \(0 bytes\)$" "$tmp/r2.err" &&
     ! grep -q "gppc/startkit-classic: preprocessed" "$tmp/r2.err"'

finish
