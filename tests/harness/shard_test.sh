#!/usr/bin/env bash
# shard_test.sh: a run split with --shard 1/3, 2/3, 3/3 and joined by `pfbench merge` equals the unsharded run (times and hosts aside); merge refuses shards that do not belong together.
#
# usage: PFBENCH=/path/to/pfbench tests/harness/shard_test.sh [PROJECT_ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (PFBENCH not set; ctest sets it).
. "$(dirname "$0")/../lib.sh"
need_pfbench
cd "$tmp" || exit 1

# runs.csv without its time_ns and host columns
strip_times() {
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "time_ns" || $i == "host") drop[i] = 1 }
             { o = ""; n = 0; for (i = 1; i <= NF; i++) if (!(i in drop)) o = o (n++ ? "," : "") $i; print o }' "$1"
}

# --variant-seconds: no time-based 'budget' rows, which would differ between shards (slow sanitizer builds)
args=(--suite quick --maps 'gen-*' --algos 'astar/octile/*,dijkstra/heap,bfs' --gbench-min-time 0 --quiet
      --variant-seconds 100000)
if "$PFBENCH" run "${args[@]}" --out "$tmp/full" > /dev/null 2> "$tmp/full.err"; then ok; else
    bad "unsharded run failed: $(cat "$tmp/full.err")"; exit 1; fi
for k in 1 2 3; do
    if "$PFBENCH" run "${args[@]}" --shard "$k/3" --out "$tmp/shards" > /dev/null 2> "$tmp/s$k.err"; then ok; else
        bad "run --shard $k/3 failed: $(cat "$tmp/s$k.err")"; exit 1; fi
done
full=$(folders "$tmp/full")
mapfile -t shards < <(folders "$tmp/shards")
if [ ${#shards[@]} -eq 3 ]; then ok; else bad "expected 3 shard folders, found ${#shards[@]}"; exit 1; fi
s1=${shards[0]} s2=${shards[1]} s3=${shards[2]}
case "$s1 $s2 $s3" in
    *-shard1-of-3\ *-shard2-of-3\ *-shard3-of-3) ok ;;
    *) bad "shard folders are not named -shardK-of-3: ${shards[*]}" ;;
esac

# balanced: every shard holds 20% to 50% of the rows
total=$(($(wc -l < "$full/runs.csv") - 1))
for s in "${shards[@]}"; do
    rows=$(($(wc -l < "$s/runs.csv") - 1))
    if [ $((rows * 100)) -ge $((total * 20)) ] && [ $((rows * 100)) -le $((total * 50)) ]; then ok; else
        bad "$(basename "$s"): $rows of $total rows, not within 20%..50%"; fi
done

# merge: the same rows as the unsharded run, in the same order
if "$PFBENCH" merge --out "$tmp/merged" "$s3" "$s1" "$s2" > "$tmp/m.out" 2> "$tmp/m.err"; then ok; else
    bad "merge failed: $(cat "$tmp/m.err")"; exit 1; fi
if [ "$(cat "$tmp/m.out")" = "$tmp/merged" ]; then ok; else bad "merge printed '$(cat "$tmp/m.out")', not the merged folder"; fi
for f in runs.csv summary.csv validate.txt meta.json traces; do
    if [ -e "$tmp/merged/$f" ]; then ok; else bad "merged folder has no $f"; fi
done
if diff <(strip_times "$full/runs.csv") <(strip_times "$tmp/merged/runs.csv") > "$tmp/diff"; then ok; else
    bad "merged runs.csv differs from the unsharded one (times and hosts aside):"; head -20 "$tmp/diff" >&2; fi
if cmp -s "$full/validate.txt" "$tmp/merged/validate.txt"; then ok; else
    bad "merged validate.txt differs from the unsharded one"; fi
if diff -r "$full/traces" "$tmp/merged/traces" > /dev/null; then ok; else bad "merged traces/ differ from the unsharded run's"; fi
meta=$tmp/merged/meta.json
host=$(sed -n 's/^  "host": "\(.*\)",$/\1/p' "$full/meta.json")
# meta.json on one line, with the spaces of its indentation squeezed out of lists
flat=$(tr -d '\n' < "$meta" | sed 's/  */ /g; s/\[ /[/g; s/ \]/]/g')
for want in '"shard": "merged from 3"' '"complete": true' "\"rows\": $total" "\"hosts\": [\"$host\"]"; do
    if grep -qF -- "$want" <<< "$flat"; then ok; else bad "merged meta.json lacks $want"; fi
done
# every map of the merged run is whole: in_shard = scenarios (one key per line, in map order)
if awk '/"scenarios": / { s[++ns] = $2 + 0 } /"in_shard": / { i[++ni] = $2 + 0 }
        END { bad = ns != 4 || ni != 4; for (k = 1; k <= ns; k++) if (s[k] != i[k]) bad = 1; exit bad }' "$meta"
then ok; else
    bad "merged meta.json: a map_list entry has in_shard != scenarios (or not 4 maps)"; fi
if command -v python3 > /dev/null; then
    if python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$meta" 2> "$tmp/json.err"; then ok; else
        bad "merged meta.json is not valid JSON: $(cat "$tmp/json.err")"; fi
fi
if "$PFBENCH" validate "$tmp/merged" > /dev/null 2> "$tmp/v.err"; then ok; else
    bad "pfbench validate on the merged folder failed: $(cat "$tmp/v.err")"; fi
if grep -q 'warning' "$tmp/m.err"; then bad "merge of one host's shards warned: $(cat "$tmp/m.err")"; else ok; fi

# refusals: each names the problem and exits 1 without writing
expect_refusal "two of three" "pfbench merge: shard 3/3 is missing" "$s1" "$s2"
expect_refusal "given twice" "pfbench merge: shard 1/3 given twice" "$s1" "$s1" "$s2" "$s3"
commit=$(sed -n 's/^  "commit": "\(.*\)",$/\1/p' "$s1/meta.json")
mkdir -p "$tmp/tampered" "$tmp/incomplete"
t2=$tmp/tampered/$(basename "$s2")
cp -R "$s2" "$t2"
sed -i 's/^  "commit": ".*",$/  "commit": "abc999",/' "$t2/meta.json"
expect_refusal "tampered commit" "pfbench merge: $t2: commit abc999 differs from $commit in $s1" "$s1" "$t2" "$s3"
i3=$tmp/incomplete/$(basename "$s3")
cp -R "$s3" "$i3"
sed -i 's/"complete": true/"complete": false/' "$i3/meta.json"
expect_refusal "incomplete" "pfbench merge: $i3 is incomplete (meta.json complete: false)" "$s1" "$s2" "$i3"
expect_refusal "merged again" "is already a merged result" "$tmp/merged"
mkdir -p "$tmp/busy" && touch "$tmp/busy/x"
"$PFBENCH" merge --out "$tmp/busy" "$s1" "$s2" "$s3" > /dev/null 2> "$tmp/b.err"
if [ $? -eq 1 ] && grep -q 'already exists' "$tmp/b.err"; then ok; else bad "merge into a non-empty folder: $(cat "$tmp/b.err")"; fi

# --shard-by map: every map whole in one shard (a preprocessing variant, jps+, prepares each map
# in one shard only); merged, the rows are the unsharded run's
margs=(--suite quick --maps 'gen-*' --algos 'astar/octile/heap,jps+' --gbench-min-time 0 --quiet
       --variant-seconds 100000 --prep-cache none)
if "$PFBENCH" run "${margs[@]}" --out "$tmp/mfull" > /dev/null 2> "$tmp/mfull.err"; then ok; else
    bad "unsharded run (jps+) failed: $(cat "$tmp/mfull.err")"; exit 1; fi
for k in 1 2 3; do
    if "$PFBENCH" run "${margs[@]}" --shard "$k/3" --shard-by map --out "$tmp/bymap" > /dev/null 2> "$tmp/m$k.err"
    then ok; else bad "run --shard $k/3 --shard-by map failed: $(cat "$tmp/m$k.err")"; exit 1; fi
done
mapfile -t mshards < <(folders "$tmp/bymap")
# per shard, "map in_shard scenarios" from meta.json (one key per line, in map order)
parts() { awk '/^      "name": / { n = $2; gsub(/[",]/, "", n) } /"scenarios": / { s = $2 + 0 }
                /"in_shard": / { print n, $2 + 0, s }' "$1/meta.json"; }
for s in "${mshards[@]}"; do
    if grep -q '"shard_by": "map"' "$s/meta.json"; then ok; else bad "$(basename "$s"): meta.json lacks \"shard_by\": \"map\""; fi
done
whole=$(for s in "${mshards[@]}"; do parts "$s"; done | awk '$2 != 0 && $2 != $3 { print "part of " $1 } $2 == $3 && $3 > 0 { n[$1]++ }
        END { for (m in n) if (n[m] != 1) print m " in " n[m] " shards"; print length(n) " maps" }')
if [ "$whole" = "4 maps" ]; then ok; else bad "--shard-by map: expected each of 4 maps whole in one shard, found: $whole"; fi
# each map's rows in one shard's runs.csv only
dup=$(for s in "${mshards[@]}"; do tail -n +2 "$s/runs.csv" | cut -d, -f1 | sort -u; done | sort | uniq -d)
if [ -z "$dup" ]; then ok; else bad "--shard-by map: rows of $dup in more than one shard"; fi
if "$PFBENCH" merge --out "$tmp/mmerged" "${mshards[@]}" > /dev/null 2> "$tmp/mm.err"; then ok; else
    bad "merge of --shard-by map shards failed: $(cat "$tmp/mm.err")"; fi
if diff <(strip_times "$(folders "$tmp/mfull")/runs.csv" | cut -d, -f1-28) \
        <(strip_times "$tmp/mmerged/runs.csv" | cut -d, -f1-28) > "$tmp/mdiff"; then ok; else
    bad "--shard-by map: merged runs.csv differs from the unsharded one:"; head -10 "$tmp/mdiff" >&2; fi
expect_refusal "line and map shards" "every shard must come from the same split (--shard-by)" \
    "${mshards[0]}" "$s2" "$s3"
# a shard resumed with the other unit is refused, naming both
"$PFBENCH" run --resume "${mshards[0]}" --shard-by line --quiet > /dev/null 2> "$tmp/res.err"
if [ $? -ne 0 ] && grep -qF -- "--shard-by line contradicts the run's shard_by map" "$tmp/res.err"; then ok; else
    bad "resume with the other --shard-by: $(cat "$tmp/res.err")"; fi
"$PFBENCH" run --shard 1/3 --shard-by maps --quiet > /dev/null 2> "$tmp/sb.err"
if [ $? -ne 0 ] && grep -qF -- "option '--shard-by': expected line or map, found 'maps'" "$tmp/sb.err"; then ok; else
    bad "--shard-by maps: $(cat "$tmp/sb.err")"; fi

finish
