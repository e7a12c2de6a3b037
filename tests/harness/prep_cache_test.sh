#!/usr/bin/env bash
# prep_cache_test.sh: the preprocessing cache (algorithms/core/prep_cache.c, harness/run/prep.c):
# a second solve or run reads JPS+'s table back instead of preprocessing, reports the time the
# preprocessing took, answers alike; a damaged file or a changed map is never read; files are
# whole; another build's file of the same key is replaced; `none` turns the cache off.
. "$(dirname "$0")/../lib.sh"
need_pfbench
set -o pipefail

# a small generated map and its scenarios (optima from Dijkstra); the test changes the map later
"$PFBENCH" gen --recipe rooms:40x40:r=8:d=1:seed=3 --per-bucket 5 --max-buckets 6 --out "$tmp" > /dev/null 2>&1
map=$(ls "$tmp"/*.map | head -1)
mname=$(basename "$map")
check "the map was generated ($mname)" '[ -s "$map" ] && [ -s "$map.scen" ]'
cache=$tmp/cache
solve() { "$PFBENCH" solve --map "$map" --algo jps+ --prep-cache "$cache" "$@"; }

solve > "$tmp/s1" 2>&1
bytes=$(sed -n 's/^# jps+ preprocessing on .*: [0-9.]* ms, \([0-9]*\) bytes.*/\1/p' "$tmp/s1")
check "first solve preprocesses ($bytes bytes): $(tail -1 "$tmp/s1")" '[ -n "$bytes" ] && ! grep -q "read from" "$tmp/s1" && grep -q " 0 invalid, 0 not matching the optimum" "$tmp/s1"'
files=$(ls "$cache" 2>/dev/null | wc -l)
check "one cache file written ($files)" '[ "$files" = 1 ]'
f=$(ls "$cache"/*.prep | head -1)
check "its name: algorithm, model, map id, program id: $(basename "$f")" \
    '[[ "$(basename "$f")" =~ ^jps_-8-[0-9a-f]{16}-[0-9a-f]{16}\.prep$ ]]'
check "its header names the key and the bytes" \
    '[ "$(head -1 "$f" | cut -d" " -f1-4)" = "pfbench-prep 1 jps+ 8" ] && [ "$(sed -n 2p "$f" | awk "{ print \$2 }")" = "$bytes" ]'
check "no temporary file left" '[ -z "$(ls "$cache" | grep -v "\.prep$")" ]'

solve > "$tmp/s2" 2>&1
check "second solve reads the cache: $(grep preprocessing "$tmp/s2")" 'grep -q "read from the preprocessing cache" "$tmp/s2"'
ms1=$(sed -n 's/^# jps+ preprocessing on [^:]*: \([0-9.]*\) ms.*/\1/p' "$tmp/s1")
ms2=$(sed -n 's/^# jps+ preprocessing on [^:]*: \([0-9.]*\) ms.*/\1/p' "$tmp/s2")
check "it reports the time the preprocessing took ($ms1 ms), not the reading ($ms2 ms)" '[ "$ms1" = "$ms2" ]'
check "the answers are the same, line by line" 'diff <(grep -v "^#" "$tmp/s1" | awk "{ print \$1, \$2, \$3, \$4, \$5 }") <(grep -v "^#" "$tmp/s2" | awk "{ print \$1, \$2, \$3, \$4, \$5 }") > /dev/null'
check "every answer valid and optimal" 'grep -q " 0 invalid, 0 not matching the optimum" "$tmp/s2"'

# a damaged file is not read: the preprocessing runs again and writes a whole file
size=$(stat -c %s "$f")
head -c $((size - 100)) "$f" > "$f.cut" && mv "$f.cut" "$f"
solve > "$tmp/s3" 2>&1
check "a truncated file is not read" '! grep -q "read from" "$tmp/s3" && grep -q " 0 invalid, 0 not matching" "$tmp/s3"'
whole() { [ "$(stat -c %s "$1")" = $(( $(head -2 "$1" | wc -c) + $(sed -n 2p "$1" | awk "{ print \$2 }") )) ]; }
check "and is replaced by a whole one: header and the bytes it names ($(stat -c %s "$f") bytes)" 'whole "$f"'
printf 'X' | dd of="$f" bs=1 seek=3 conv=notrunc 2> /dev/null
solve > "$tmp/s4" 2>&1
check "a file whose header differs is not read" '! grep -q "read from" "$tmp/s4"'

# one byte changed inside the table (header intact): the hash refuses it
solve > /dev/null 2>&1                               # a whole file again
off=$(( $(head -2 "$f" | wc -c) + 1000 ))
byte=$(dd if="$f" bs=1 skip=$off count=1 2> /dev/null | od -An -tu1 | tr -d " ")
printf "\\$(printf %o $(( (byte + 1) % 256 )))" | dd of="$f" bs=1 seek=$off conv=notrunc 2> /dev/null
solve > "$tmp/s4b" 2>&1
check "a file with one byte of its table changed is not read" '! grep -q "read from" "$tmp/s4b" && grep -q " 0 invalid, 0 not matching" "$tmp/s4b"'

# a changed map has another key: not read, a second file
# block one open cell away from every scenario's endpoints (row 6+, a cell no line starts or ends on)
awk 'NR > 1 { print $5, $6; print $7, $8 }' "$map.scen" | sort -u > "$tmp/ends"
cell=$(awk 'NR > 4 && NR - 5 > 5 { for (x = 1; x <= length($0); x++) if (substr($0, x, 1) == ".") { print x - 1, NR - 5; exit } }' "$map" |
       while read -r x y; do grep -qx "$x $y" "$tmp/ends" || echo "$x $y"; done | head -1)
read -r cx cy <<< "$cell"
awk -v x="$cx" -v y="$cy" 'NR == y + 5 { $0 = substr($0, 1, x) "@" substr($0, x + 2) } { print }' "$map" > "$map.new" && mv "$map.new" "$map"
solve > "$tmp/s5" 2>&1
check "a changed map is preprocessed, not read" '! grep -q "read from" "$tmp/s5"'
check "its file stands beside the first ($(ls "$cache" | wc -l))" '[ "$(ls "$cache" | wc -l)" = 2 ]'

# another build's file of the same (algorithm, model, map) is replaced, not kept beside
g=$(ls -t "$cache"/*.prep | head -1)
fake=${g%-*}-0123456789abcdef.prep
cp "$g" "$fake" && rm "$g"
solve > "$tmp/s6" 2>&1
check "another build's file is not read" '! grep -q "read from" "$tmp/s6"'
check "and is removed when this build stores its own" '[ ! -e "$fake" ] && [ -e "$g" ]'

# --prep-cache none: nothing read or written
rm -rf "$cache"
solve --prep-cache none > "$tmp/s7" 2>&1
check "--prep-cache none writes nothing" '[ ! -e "$cache" ] && [ -z "$(ls -A "$tmp" | grep "^none$")" ]'
check "--prep-cache on a file that is not a folder is refused with the reason" \
    '! "$PFBENCH" solve --map "$map" --algo jps+ --prep-cache "$map" > /dev/null 2> "$tmp/e" && grep -q "pfbench solve: --prep-cache: " "$tmp/e"'

# contraction hierarchies on rome99: the hierarchy read back answers alike
rome=${GRAPHS_DIR-$root/../shared/graphs}/dimacs/rome99.gr   # set but empty (ctest): none
if [ -f "$rome" ]; then
    "$PFBENCH" solve --map "$rome" --algo graph/ch --prep-cache "$tmp/chc" > "$tmp/c1" 2>&1
    "$PFBENCH" solve --map "$rome" --algo graph/ch --prep-cache "$tmp/chc" > "$tmp/c2" 2>&1
    check "graph/ch: the second solve reads its hierarchy: $(grep preprocessing "$tmp/c2")" \
        'grep -q "^# graph/ch preprocessing on rome99.gr: .*read from the preprocessing cache" "$tmp/c2"'
    check "graph/ch: same answers, all optimal" \
        'diff <(grep -v "^#" "$tmp/c1" | awk "{ print \$1, \$2, \$3, \$4 }") <(grep -v "^#" "$tmp/c2" | awk "{ print \$1, \$2, \$3, \$4 }") > /dev/null &&
         grep -q " 0 invalid, 0 not matching the optimum" "$tmp/c2"'
    check "graph/ch: the same bytes reported" \
        '[ "$(grep -o "[0-9]* bytes" "$tmp/c1" | head -1)" = "$(grep -o "[0-9]* bytes" "$tmp/c2" | head -1)" ]'
    # a cached hierarchy that took more than this run's budget allows is refused as a build is,
    # so that a run's rows never depend on what the cache holds
    "$PFBENCH" solve --map "$rome" --algo graph/ch --prep-cache "$tmp/chc" --budget 1000 > "$tmp/c3" 2>&1
    rc=$?
    check "graph/ch: the cached hierarchy over a smaller budget is refused, exit 1: $(head -1 "$tmp/c3")" \
        '[ $rc = 1 ] && grep -q "^pfbench solve: graph/ch: preparing it on rome99.gr failed: contraction stopped by the expansion budget of 10000 nodes settled (witness searches): the cached hierarchy took [0-9]*$" "$tmp/c3"'
else
    echo "skipped: graph/ch round trip ($rome absent)"
fi

# pfbench run: the cache in the user's cache folder by default (never inside --out, whose
# folders are runs); the second run's prep_ns are the first's
args=(--suite quick --maps 'gen-maze*' --algos 'jps+' --repeat 1 --gbench-min-time 0 --quiet)
export XDG_CACHE_HOME=$tmp/xdg
unset PFBENCH_PREP_CACHE
"$PFBENCH" run "${args[@]}" --out "$tmp/res" > /dev/null 2>&1
"$PFBENCH" run "${args[@]}" --out "$tmp/res" > /dev/null 2>&1
runs=($(ls -d "$tmp"/res/2*/))
check "two runs (${#runs[@]})" '[ ${#runs[@]} = 2 ]'
prep() { awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { print $c["map"], $c["prep_ns"], $c["prep_bytes"] }' "$1/runs.csv" | sort -u; }
check "the cache folder is \$XDG_CACHE_HOME/pfbench/prep: $(ls "$tmp/xdg/pfbench/prep" 2>&1 | head -2)" '[ -n "$(ls "$tmp/xdg/pfbench/prep"/jps_-8-*.prep)" ]'
check "nothing but the two runs in --out" '[ "$(ls "$tmp/res" | grep -v "^latest$" | wc -l)" = 2 ]'
check "the second run reports the first's preprocessing: $(prep "${runs[0]}" | head -1) / $(prep "${runs[1]}" | head -1)" \
    '[ "$(prep "${runs[0]}")" = "$(prep "${runs[1]}")" ] && [ -n "$(prep "${runs[0]}" | awk "\$2 > 0")" ]'
check "meta.json names the cache" 'grep -q "\"prep_cache\": \"$tmp/xdg/pfbench/prep\"" "${runs[1]}/meta.json"'
"$PFBENCH" validate --quiet "${runs[1]}" > /dev/null
rc_=$?
check "the second run validates" '[ $rc_ = 0 ]'
finish
