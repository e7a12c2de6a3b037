#!/usr/bin/env bash
# Test of `pfbench gen terrain` and `pfbench gen weighted`: the three files of a weighted map,
# the same bytes for the same seed (and for --recipe terrain-...), the costs file's exact text,
# walls and scenario columns kept from a generated map and from Moving AI maps (MOVINGAI_DIR,
# when there), the cache and its seed stamp, and the refusals (exit 2 with the message).
#
# usage: PFBENCH=/path/to/pfbench tests/harness/gen_weighted_test.sh [PROJECT_ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (PFBENCH not set; ctest sets it).
. "$(dirname "$0")/../lib.sh"
need_pfbench

# ---- gen terrain ----
n=terrain-80x64-3
for d in a b; do
    "$PFBENCH" gen terrain --size 80x64 --seed 3 --lines 60 --out "$tmp/$d" >"$tmp/t-$d.out" 2>&1
    rc_=$?
    check "gen terrain into $d exits 0: $(cat "$tmp/t-$d.out")" '[ $rc_ -eq 0 ]'
done
check "the three written paths come first" \
    '[ "$(head -3 "$tmp/t-a.out")" = "$(printf "%s\n%s\n%s" "$tmp/a/$n.map" "$tmp/a/$n.costs" "$tmp/a/$n.map.scen")" ]'
for f in "$n.map" "$n.costs" "$n.map.scen"; do
    check "$f: the same bytes for the same seed" cmp -s "$tmp/a/$f" "$tmp/b/$f"
done
check "the costs file holds the terrain table" \
    '[ "$(cat "$tmp/a/$n.costs")" = "$(printf "r 1\n. 2\nf 4\ns 8\n~ 16\nw 0")" ]'
check "the map is 64 rows of 80 labels under an octile header" \
    '[ "$(head -4 "$tmp/a/$n.map" | tr "\n" " ")" = "type octile height 64 width 80 map " ] &&
     [ "$(tail -n +5 "$tmp/a/$n.map" | awk "length(\$0) == 80" | wc -l)" -eq 64 ] &&
     [ -z "$(tail -n +5 "$tmp/a/$n.map" | tr -d "r.fsw~\n")" ]'
lines=$(($(wc -l <"$tmp/a/$n.map.scen") - 1))
# 27 buckets (the 80x64 diagonal is 106.5 long) of ceil(60 / 27) = 3 lines, the longest not full
check "about --lines scenario lines ($lines)" '[ "$lines" -ge 40 ] && [ "$lines" -le 81 ]'
check "every scenario line names the map and its size" \
    '[ "$(tail -n +2 "$tmp/a/$n.map.scen" | awk -F"\t" "\$2 != \"$n.map\" || \$3 != 80 || \$4 != 64" | wc -l)" -eq 0 ]'
check "every start and goal is an open cell" \
    '[ "$(awk -F"\t" "NR == FNR { if (FNR > 4) row[FNR - 5] = \$0; next }
          FNR > 1 { s = substr(row[\$6], \$5 + 1, 1); g = substr(row[\$8], \$7 + 1, 1);
                    if (s == \"w\" || g == \"w\") bad++ } END { print bad + 0 }" "$tmp/a/$n.map" "$tmp/a/$n.map.scen")" -eq 0 ]'
"$PFBENCH" gen --recipe "$n" --out "$tmp/r" --max-buckets 9 >/dev/null 2>&1
check "gen --recipe $n writes the same map" cmp -s "$tmp/a/$n.map" "$tmp/r/$n.map"
"$PFBENCH" gen terrain --size 80x64 --seed 4 --lines 60 --out "$tmp/c" >/dev/null 2>&1
check "another seed, another map" '! cmp -s "$tmp/a/$n.map" "$tmp/c/terrain-80x64-4.map"'

refused() {   # refused DESCRIPTION MESSAGE ARG...: exit 2 and the message on stderr
    local what=$1 want=$2 out rc
    shift 2
    out=$("$PFBENCH" gen "$@" 2>&1 >/dev/null)
    rc=$?
    [ "$rc" -eq 2 ] && ok || bad "$what: expected exit 2, found $rc ($out)"
    [ "$out" = "$want" ] && ok || bad "$what: expected
  $want
found
  $out"
}
refused "a size too small" "pfbench gen terrain: --size: expected N or WxH with sides from 16 to 8192, found '8'" \
    terrain --size 8 --out "$tmp/bad"
refused "no size" "pfbench gen terrain: --size: expected N or WxH with sides from 16 to 8192, found ''" \
    terrain --out "$tmp/bad"
refused "a bad recipe" "pfbench gen: recipe 'terrain-64': expected 'terrain-SIZE-SEED', found no '-SEED' after the size" \
    --recipe terrain-64 --out "$tmp/bad"
refused "an unknown subcommand" "pfbench gen: expected no argument, 'terrain' or 'weighted', found 'forest'" \
    forest --out "$tmp/bad"
refused "weighted without --from" "pfbench gen weighted: --from DIR is required (a folder of map families)" \
    weighted --out "$tmp/bad"
mkdir -p "$tmp/empty/fam"
refused "a folder without maps" "pfbench gen weighted: expected .map files in the folders of $tmp/empty, found none" \
    weighted --from "$tmp/empty" --out "$tmp/bad"
check "nothing written by the refusals" '[ ! -e "$tmp/bad" ]'

# ---- gen weighted, on a generated map (pfbench gen), with or without the Moving AI maps ----
"$PFBENCH" gen --recipe rooms:48x40:r=8:d=2:seed=5 --per-bucket 2 --max-buckets 20 --out "$tmp/src/rooms" > /dev/null 2>&1
rc_=$?
check "pfbench gen writes the source map" '[ $rc_ -eq 0 ] && [ -f "$tmp/src/rooms/gen-rooms-48x40-r8-d2-s5.map" ]'
src=$tmp/src/rooms/gen-rooms-48x40-r8-d2-s5
lines=$(($(wc -l < "$src.map.scen") - 1))
out=$("$PFBENCH" gen weighted --from "$tmp/src" --out "$tmp/g" 2>&1)
rc_=$?
check "gen weighted on the generated map exits 0: $out" '[ $rc_ -eq 0 ]'
check "its progress line and summary: $out" \
    'printf "%s\n" "$out" | grep -q "^\[1/1\] rooms/gen-rooms-48x40-r8-d2-s5: $lines lines re-priced" &&
     printf "%s\n" "$out" | grep -q "^# 1 maps of .*: 1 written, 0 cached, 0 failed; seed 1"'
gw=$tmp/g/rooms/gen-rooms-48x40-r8-d2-s5
for f in "$gw.map" "$gw.costs" "$gw.map.scen" "$tmp/g/weighted.seed"; do
    check "$f written" '[ -s "$f" ]'
done
check "the generated map's walls kept exactly" \
    '[ "$(tail -n +5 "$src.map" | tr -c "@\n" "o")" = "$(tail -n +5 "$gw.map" | tr -c "@\n" "o")" ]'
check "its scenario lines keep every column but the optimum" \
    '[ "$(tail -n +2 "$src.map.scen" | cut -f1-8)" = "$(tail -n +2 "$gw.map.scen" | cut -f1-8)" ]'
check "no weighted optimum below the 2D one, none over 8 times it" \
    '[ "$(paste "$src.map.scen" "$gw.map.scen" | tail -n +2 |
          awk -F"\t" "\$18 + 1e-6 < \$9 || \$18 > 8 * \$9 + 1e-6" | wc -l)" -eq 0 ]'
out=$("$PFBENCH" gen weighted --from "$tmp/src" --out "$tmp/g" 2>&1)
check "a second run takes it from the cache: $out" 'printf "%s\n" "$out" | grep -q "1 cached"'

# ---- gen weighted, on two small Moving AI maps (MOVINGAI_DIR, when there) ----
mai=${MOVINGAI_DIR:-}
if [ -z "$mai" ] || [ ! -f "$mai/dao/arena.map" ] || [ ! -f "$mai/mapf/empty-8-8.map" ]; then
    echo "gen_weighted_test: note: no MOVINGAI_DIR with dao/arena.map and mapf/empty-8-8.map: not checked"
    finish
fi
out=$("$PFBENCH" gen weighted --from "$mai" --out "$tmp/w" --maps 'arena,mapf/empty-8-*' 2>&1)
rc_=$?
check "gen weighted exits 0: $out" '[ $rc_ -eq 0 ]'
check "progress per map and a summary" \
    'printf "%s\n" "$out" | grep -q "^\[1/2\] dao/arena: 160 lines re-priced" &&
     printf "%s\n" "$out" | grep -q "^\[2/2\] mapf/empty-8-8: 32 lines re-priced" &&
     printf "%s\n" "$out" | grep -q "^# 2 maps of .*: 2 written, 0 cached, 0 failed; seed 1"'
for f in dao/arena.map dao/arena.costs dao/arena.map.scen mapf/empty-8-8.map mapf/empty-8-8.costs \
         mapf/empty-8-8.map.scen weighted.seed; do
    check "$f written" '[ -s "$tmp/w/$f" ]'
done
check "no temporary file left" '[ -z "$(find "$tmp/w" -name "*.tmp.*")" ]'
check "the walls of arena kept exactly (every other cell open)" \
    '[ "$(tail -n +5 "$mai/dao/arena.map" | tr -d "\r" | tr "T" "@" | tr -c "@\n" "o")" = \
       "$(tail -n +5 "$tmp/w/dao/arena.map" | tr -c "@\n" "o")" ]'
check "the header of arena kept" '[ "$(head -4 "$tmp/w/dao/arena.map")" = "$(head -4 "$mai/dao/arena.map" | tr -d "\r")" ]'
check "the scenario lines keep every column but the optimum" \
    '[ "$(tail -n +2 "$mai/dao/arena.map.scen" | tr -d "\r" | cut -f1-8)" = "$(tail -n +2 "$tmp/w/dao/arena.map.scen" | cut -f1-8)" ]'
check "no weighted optimum below the 2D one (every cost is at least 1)" \
    '[ "$(paste "$mai/dao/arena.map.scen" "$tmp/w/dao/arena.map.scen" | tail -n +2 |
          awk -F"\t" "\$18 + 1e-6 < \$9 || \$18 > 8 * \$9 + 1e-6" | wc -l)" -eq 0 ]'
check "the MAPF map's lines come from its -random-1.scen" \
    '[ "$(tail -n +2 "$mai/mapf/empty-8-8-random-1.scen" | tr -d "\r" | cut -f1-8)" = "$(tail -n +2 "$tmp/w/mapf/empty-8-8.map.scen" | cut -f1-8)" ]'
cp "$tmp/w/dao/arena.map" "$tmp/arena-1.map"

# the cache: a second run with the same seed rewrites nothing
before=$(stat -c %Y.%y "$tmp/w/dao/arena.map" "$tmp/w/dao/arena.map.scen")
out=$("$PFBENCH" gen weighted --from "$mai" --out "$tmp/w" --maps 'arena,empty-8-8' 2>&1)
check "a second run takes both maps from the cache: $out" \
    'printf "%s\n" "$out" | grep -q "^\[1/2\] dao/arena: cached$" && printf "%s\n" "$out" | grep -q "2 cached"'
check "the cached files are untouched" '[ "$before" = "$(stat -c %Y.%y "$tmp/w/dao/arena.map" "$tmp/w/dao/arena.map.scen")" ]'
# another seed: the stamp changes, every map is made again, with other regions
out=$("$PFBENCH" gen weighted --from "$mai" --out "$tmp/w" --maps arena --seed 2 2>&1)
check "another seed makes the map again: $out" 'printf "%s\n" "$out" | grep -q "^\[1/1\] dao/arena: 160 lines re-priced"'
check "the stamp holds the seed" '[ "$(cat "$tmp/w/weighted.seed")" = "seed 2" ]'
check "another seed, other regions" '! cmp -s "$tmp/arena-1.map" "$tmp/w/dao/arena.map"'
out=$("$PFBENCH" gen weighted --from "$mai" --out "$tmp/w" --maps arena --seed 1 2>&1)
check "back to seed 1: the first bytes again" cmp -s "$tmp/arena-1.map" "$tmp/w/dao/arena.map"
# a missing output file is made again, the others are not needed from the cache
rm "$tmp/w/dao/arena.costs"
out=$("$PFBENCH" gen weighted --from "$mai" --out "$tmp/w" --maps arena 2>&1)
check "a missing .costs makes the map again: $out" '[ -s "$tmp/w/dao/arena.costs" ] && printf "%s\n" "$out" | grep -q "1 written"'
finish
