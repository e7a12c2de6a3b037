#!/bin/bash
# layout_test.sh: the rules of the source tree's layout, each failure naming its offender:
# (a) every public header (algorithms/include/pfbench/*.h, what `cmake --install` installs)
#     compiles on its own, as C11 and as C++17 (C++ peers and plugins include them), with
#     -Wall -Wextra -Werror;
# (b) no .c, .h, .cc or .cpp file under algorithms/, datasets/ or harness/ is over the line
#     limit, except those tests/data/layout/oversize.txt still lists (it gives the limit; an
#     entry whose file is now within it, or gone, fails too: the list only shrinks);
# (c) folders: a file under algorithms/ includes only headers from algorithms/ (and system
#     headers); a file under datasets/ only headers from datasets/ and the public headers; a
#     public header only other public headers; no file includes through a "../" path, except
#     the peers' own headers under harness/peers; and since includes name a bare file name,
#     no two project headers share one, and an include under algorithms/ or datasets/ names
#     a header that is there;
# (d) no circle of #include between project headers.
# Project headers: the .h and .def files under algorithms/, datasets/, harness/, tests/ and
# fuzz/. An include "X" resolves as the compiler does: X beside the including file, else the
# project header whose path ends in /X; <X> counts only when X is a project header's name.
. "$(dirname "$0")/../lib.sh"
cd "$root" || exit 1

srcdirs="algorithms datasets harness tests fuzz examples"
list=$tmp/files
find $srcdirs -type f \( -name '*.c' -o -name '*.h' -o -name '*.cc' -o -name '*.cpp' -o -name '*.def' \) \
    -not -path 'tests/data/*' 2>/dev/null | LC_ALL=C sort > "$list"
grep -E '\.(h|def)$' "$list" > "$tmp/headers"

# ---- (a) public headers compile on their own ---------------------------------------------
pub=algorithms/include/pfbench
for h in "$pub"/*.h; do
    b=$(basename "$h")
    printf '#include "%s"\n' "$b" > "$tmp/one.c"
    if ${CC:-cc} -std=c11 -Wall -Wextra -Werror -fsyntax-only -I "$pub" -x c "$tmp/one.c" \
        > "$tmp/cc.out" 2>&1; then ok; else
        bad "$h does not compile on its own as C11: $(head -3 "$tmp/cc.out")"; fi
    if ${CXX:-c++} -std=c++17 -Wall -Wextra -Werror -fsyntax-only -I "$pub" -x c++ "$tmp/one.c" \
        > "$tmp/cc.out" 2>&1; then ok; else
        bad "$h does not compile on its own as C++17: $(head -3 "$tmp/cc.out")"; fi
done

# ---- (b) file sizes ------------------------------------------------------------------------
allow=tests/data/layout/oversize.txt
limit=$(awk '$1 == "limit" { print $2 }' "$allow")
case $limit in
'' | *[!0-9]*) bad "$allow: expected a line 'limit N'" ; limit=600 ;;
esac
grep -vE '^(#|limit |$)' "$allow" | LC_ALL=C sort > "$tmp/allowed"
grep -E '^(algorithms|datasets|harness)/.*\.(c|h|cc|cpp)$' "$list" | while read -r f; do
    n=$(wc -l < "$f")
    if [ "$n" -gt "$limit" ] && ! grep -qxF "$f" "$tmp/allowed"; then
        echo "$f has $n lines, over the limit of $limit ($allow)"
    fi
done > "$tmp/big"
while read -r f; do
    if [ ! -f "$f" ]; then echo "$allow lists $f, which is gone: remove the line"
    elif [ "$(wc -l < "$f")" -le "$limit" ]; then
        echo "$allow lists $f, now within $limit lines: remove the line"
    fi
done < "$tmp/allowed" >> "$tmp/big"
if [ -s "$tmp/big" ]; then while read -r l; do bad "$l"; done < "$tmp/big"; else ok; fi

# ---- the include graph ---------------------------------------------------------------------
# every include line: FILE<TAB>LINE<TAB>NAME<TAB>quote|angle
xargs grep -nHE '^[[:space:]]*#[[:space:]]*include[[:space:]]*["<]' < "$list" |
    awk '{
        i = index($0, ":"); f = substr($0, 1, i - 1); r = substr($0, i + 1)
        i = index(r, ":"); ln = substr(r, 1, i - 1); r = substr(r, i + 1)
        if (match(r, /"[^"]*"/)) print f "\t" ln "\t" substr(r, RSTART + 1, RLENGTH - 2) "\tquote"
        else if (match(r, /<[^>]*>/)) print f "\t" ln "\t" substr(r, RSTART + 1, RLENGTH - 2) "\tangle"
    }' > "$tmp/includes"

# resolve each include to a project header (or "" for a system header or an unknown name):
# FILE<TAB>LINE<TAB>NAME<TAB>RESOLVED<TAB>COUNT (how many project headers the name matched)
awk -F'\t' -v OFS='\t' '
    function dir(p) { return p ~ /\// ? substr(p, 1, match(p, /\/[^\/]*$/) - 1) : "." }
    function norm(p,   n, a, o, k, i) {      # fold "x/../" and "./" out of a path
        n = split(p, a, "/"); k = 0
        for (i = 1; i <= n; i++) {
            if (a[i] == "." || a[i] == "") continue
            if (a[i] == ".." && k > 0 && o[k] != "..") { k--; continue }
            o[++k] = a[i]
        }
        p = ""; for (i = 1; i <= k; i++) p = p (i > 1 ? "/" : "") o[i]
        return p
    }
    FILENAME == ARGV[1] { hdr[$1] = 1; next }
    {
        res = ""; cnt = 0
        beside = norm(dir($1) "/" $3)
        if ($4 == "quote" && (beside in hdr)) { res = beside; cnt = 1 }
        else for (h in hdr)
            if (h == $3 || substr(h, length(h) - length($3)) == "/" $3) { res = h; cnt++ }
        print $1, $2, $3, res, cnt
    }' "$tmp/headers" "$tmp/includes" > "$tmp/resolved"

# ---- (c) folder rules ----------------------------------------------------------------------
awk -F'\t' '
    function say(m) { print $1 ":" $2 ": " m }
    $3 ~ /(^|\/)\.\.\// && $1 !~ /^harness\/peers\// {
        say("includes \"" $3 "\" through a ../ path (only harness/peers may)") }
    $5 > 1 { say("\"" $3 "\" names " $5 " project headers: which one depends on the include order") }
    $1 ~ /^algorithms\/include\/pfbench\// {
        if ($4 != "" && $4 !~ /^algorithms\/include\/pfbench\//)
            say("a public header includes " $4 ", which is not a public header")
        next
    }
    $1 ~ /^algorithms\// {
        if ($4 != "" && $4 !~ /^algorithms\//) say("includes " $4 ", which is not under algorithms/")
        else if ($4 == "" && $6 == "quote") say("includes \"" $3 "\", which is no header under algorithms/")
    }
    $1 ~ /^datasets\// {
        if ($4 != "" && $4 !~ /^(datasets|algorithms\/include\/pfbench)\//)
            say("includes " $4 ", which is neither under datasets/ nor a public header")
        else if ($4 == "" && $6 == "quote") say("includes \"" $3 "\", which is no header under datasets/ or algorithms/include/pfbench")
    }' <(paste "$tmp/resolved" <(cut -f4 "$tmp/includes")) > "$tmp/folders"
if [ -s "$tmp/folders" ]; then while read -r l; do bad "$l"; done < "$tmp/folders"; else ok; fi

# no two project headers share a file name
sed 's|.*/||' "$tmp/headers" | LC_ALL=C sort | uniq -d > "$tmp/twice"
if [ -s "$tmp/twice" ]; then
    while read -r b; do bad "two project headers are named $b: $(grep "/$b\$" "$tmp/headers" | tr '\n' ' ')"; done < "$tmp/twice"
else ok; fi

# ---- (d) no circle of includes between headers ---------------------------------------------
awk -F'\t' '$1 ~ /\.(h|def)$/ && $4 != "" { print $1 "\t" $4 }' "$tmp/resolved" | LC_ALL=C sort -u |
    awk -F'\t' '
    function visit(v,   i, w) {
        state[v] = 1; stack[++depth] = v
        for (i = 1; i <= nout[v]; i++) {
            w = out[v, i]
            if (state[w] == 1) {              # w is on the path: the circle is stack[w..]
                c = w; for (k = depth; stack[k] != w; k--) ; 
                for (k = k + 1; k <= depth; k++) c = c " -> " stack[k]
                print c " -> " w
                found = 1
            } else if (!state[w]) visit(w)
            if (found) break
        }
        depth--; state[v] = 2
    }
    { out[$1, ++nout[$1]] = $2; node[$1] = 1 }
    END { for (v in node) if (!state[v] && !found) visit(v) }' > "$tmp/circle"
if [ -s "$tmp/circle" ]; then bad "a circle of #include: $(cat "$tmp/circle")"; else ok; fi

finish
