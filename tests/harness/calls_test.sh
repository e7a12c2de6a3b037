#!/usr/bin/env bash
# calls_test.sh: no circle of calls between source files. From the built objects of libpf,
# libpfdata and the harness (nm: the symbols each defines and uses), file A depends on file B
# when A calls a function B defines; the dependencies must form no loop (tsort finds one), so that
# every file can be read knowing only those below it. Only functions count: a table that lists
# descriptors (the registry's algorithms, the domains' ops tables) and the calls made through
# such a table (an open list's, a domain's, an algorithm's) are data, not calls: they make no
# edge.
#
# usage: PFBENCH=/path/to/build/pfbench tests/harness/calls_test.sh [PROJECT_ROOT]
. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v nm > /dev/null 2>&1 || skip "nm not found"
command -v tsort > /dev/null 2>&1 || skip "tsort not found"
build=$(cd "$(dirname "$PFBENCH")" && pwd)
mapfile -t objs < <(find "$build" -path '*CMakeFiles/pf.dir/*' -name '*.o' -o \
                                   -path '*CMakeFiles/pfdata.dir/*' -name '*.o' -o \
                                   -path '*CMakeFiles/pfharness.dir/*' -name '*.o' | LC_ALL=C sort)
check "found the objects of libpf, libpfdata and the harness (${#objs[@]})" '[ ${#objs[@]} -gt 100 ]'

# "file symbol" for every global symbol defined, and for every one used
for o in "${objs[@]}"; do
    f=${o#"$build"/}
    f=${f#*CMakeFiles/*.dir/}
    f=${f%.o}
    nm --defined-only -g "$o" 2> /dev/null | awk -v f="$f" 'NF == 3 && ($2 == "T" || $2 == "W") { print "D", f, $3 }'
    nm -u "$o" 2> /dev/null | awk -v f="$f" '{ print "U", f, $NF }'
done > "$tmp/syms"
# edges "user definer", one per pair of files
awk '$1 == "D" { def[$3] = $2; next }
     { use[NR] = $2 " " $3 }
     END { for (i in use) { split(use[i], a, " "); if ((a[2] in def) && def[a[2]] != a[1]) print a[1], def[a[2]] } }' \
    "$tmp/syms" | LC_ALL=C sort -u > "$tmp/edges"
check "the files use one another ($(wc -l < "$tmp/edges") pairs)" '[ -s "$tmp/edges" ]'
tsort "$tmp/edges" > /dev/null 2> "$tmp/loops"
check "no circle of calls between files: $(tr '\n' ' ' < "$tmp/loops")" '[ ! -s "$tmp/loops" ]'

# the check can fail: a loop added by hand is found
{ cat "$tmp/edges"; echo "cli/cli.c run/plan.c"; echo "run/plan.c cli/cli.c"; } > "$tmp/edges2"
tsort "$tmp/edges2" > /dev/null 2> "$tmp/loops2"
check "a loop added to the graph is found" grep -q "cli/cli.c" "$tmp/loops2"
finish
