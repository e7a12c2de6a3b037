#!/usr/bin/env bash
# sg_prep_cache_test.sh: the subgoal graphs in the preprocessing cache (sg_cache.c): for sg and
# tsg a second solve reads the graph back instead of building it, reports the build's time and
# bytes, answers alike and at the optimum; a file of another graph's size is not read.
. "$(dirname "$0")/../lib.sh"
need_pfbench
set -o pipefail

"$PFBENCH" gen --recipe rooms:48x48:r=8:d=1:seed=5 --per-bucket 5 --max-buckets 8 --out "$tmp" > /dev/null 2>&1
map=$(ls "$tmp"/*.map | head -1)
check "the map was generated ($(basename "$map"))" '[ -s "$map" ] && [ -s "$map.scen" ]'
for algo in sg tsg; do
    cache=$tmp/cache-$algo
    "$PFBENCH" solve --map "$map" --algo $algo --prep-cache "$cache" > "$tmp/$algo.1" 2>&1
    "$PFBENCH" solve --map "$map" --algo $algo --prep-cache "$cache" > "$tmp/$algo.2" 2>&1
    check "$algo: the first solve builds its graph: $(grep preprocessing "$tmp/$algo.1")" \
        '! grep -q "read from" "$tmp/$algo.1" && [ "$(ls "$cache" | wc -l)" = 1 ]'
    check "$algo: the second reads it: $(grep preprocessing "$tmp/$algo.2")" \
        'grep -q "^# $algo preprocessing on .*read from the preprocessing cache" "$tmp/$algo.2"'
    check "$algo: the same time and bytes reported" \
        '[ "$(grep preprocessing "$tmp/$algo.1" | cut -d, -f1-2)" = "$(grep preprocessing "$tmp/$algo.2" | cut -d, -f1-2)" ]'
    check "$algo: the same answers, line by line, all optimal" \
        'diff <(grep -v "^#" "$tmp/$algo.1" | awk "{ print \$1, \$2, \$3, \$4, \$5 }") <(grep -v "^#" "$tmp/$algo.2" | awk "{ print \$1, \$2, \$3, \$4, \$5 }") > /dev/null &&
         grep -q " 0 invalid, 0 not matching the optimum" "$tmp/$algo.2"'
done
# sg's file offered to tsg (its name changed): tsg's sizes differ (mids), so it is not read
f=$(ls "$tmp"/cache-sg/*.prep) t=$(ls "$tmp"/cache-tsg/*.prep)
head -1 "$t" > "$tmp/h" && sed -n 2p "$f" >> "$tmp/h" && tail -c +$(( $(head -2 "$f" | wc -c) + 1 )) "$f" >> "$tmp/h" && mv "$tmp/h" "$t"
"$PFBENCH" solve --map "$map" --algo tsg --prep-cache "$tmp/cache-tsg" > "$tmp/tsg.3" 2>&1
check "tsg does not read sg's graph under its own key" \
    '! grep -q "read from" "$tmp/tsg.3" && grep -q " 0 invalid, 0 not matching the optimum" "$tmp/tsg.3"'
finish
