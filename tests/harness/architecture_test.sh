#!/bin/bash
# architecture_test.sh: docs/ARCHITECTURE.md stays true:
# (a) every source folder of the tree (a folder holding files of the project, outside the
#     fixed test inputs and the fuzz corpora) is named in it, as `FOLDER/`;
# (b) its recipe for a new domain (the table between <!-- recipe:begin --> and
#     <!-- recipe:end -->, NAME standing for the domain) lists exactly the files of the hex
#     domain: every entry matches one of hex's files, every file whose path names hex matches
#     an entry, each registration table holds exactly one X(hex) line, and no other source
#     file names the hex domain's symbols.
# Usage: tests/harness/architecture_test.sh [PROJECT_ROOT]
. "$(dirname "$0")/../lib.sh"
cd "$root" || exit 1
doc=docs/ARCHITECTURE.md
[ -f "$doc" ] || { bad "$doc is missing"; finish; }

# the tree's files: git's list in a checkout, else every file below the source folders
if git -C "$root" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
    git -C "$root" ls-files --cached --others --exclude-standard > "$tmp/files"
else
    find algorithms datasets harness scripts tests fuzz examples docs .ci -type f > "$tmp/files" 2>/dev/null
fi
grep -vE '^(tests/data|fuzz/corpus|fuzz/regress|results)/' "$tmp/files" | LC_ALL=C sort > "$tmp/src"

# ---- (a) every source folder named -------------------------------------------------------
sed 's|/[^/]*$||; t; d' "$tmp/src" | LC_ALL=C sort -u > "$tmp/dirs"
n=0
while read -r d; do
    n=$((n + 1))
    if grep -qF "$d/" "$doc"; then ok
    else bad "$doc does not name the source folder $d/"; fi
done < "$tmp/dirs"
check "the tree has source folders to check ($n)" '[ "$n" -gt 20 ]'

# ---- (b) the recipe against the hex domain ----------------------------------------------
sed -n '/<!-- recipe:begin -->/,/<!-- recipe:end -->/p' "$doc" | grep '^|' | tail -n +3 |
    awk -F'|' '{ print $3 }' | grep -oE '`[^`]+`' | tr -d '`' | sed 's/NAME/hex/g' > "$tmp/entries"
check "the recipe has entries ($(wc -l < "$tmp/entries"))" '[ "$(wc -l < "$tmp/entries")" -ge 8 ]'
# an entry is a folder (ends in /), a glob or a file; match it against the tree's files
matches() {   # ENTRY FILE: 0 when FILE is ENTRY or lies under it
    case $1 in
    */) case $2 in "$1"*) return 0 ;; esac ;;
    *) case $2 in $1) return 0 ;; esac ;;
    esac
    return 1
}
while read -r e; do
    hit=0
    while read -r f; do matches "$e" "$f" && { hit=1; break; }; done < "$tmp/src"
    if [ $hit -eq 1 ]; then ok; else bad "recipe entry $e matches no file of the hex domain"; fi
done < "$tmp/entries"
# every file whose path names hex is covered by an entry
grep -iE '(^|/)[^/]*hex[^/]*(/|$)' "$tmp/src" > "$tmp/hexfiles"
check "the hex domain has files ($(wc -l < "$tmp/hexfiles"))" '[ "$(wc -l < "$tmp/hexfiles")" -ge 10 ]'
while read -r f; do
    hit=0
    while read -r e; do matches "$e" "$f" && { hit=1; break; }; done < "$tmp/entries"
    if [ $hit -eq 1 ]; then ok; else bad "$f belongs to the hex domain but the recipe in $doc does not list it"; fi
done < "$tmp/hexfiles"
# one registration line in each table
for t in algorithms/core/domains.c harness/domains/domains.c; do
    c=$(grep -cE '^[[:space:]]*X\(hex\)' "$t")
    check "$t registers hex on exactly one line (found $c)" '[ "$c" -eq 1 ]'
done
# no other source file names the hex domain's symbols: only the files the recipe lists do
grep -lE 'pf_domain(_ops)?_hex|PF_MOVES_HEX|pf_hex_|"pf_hex\.h"' $(grep -E '^(algorithms|datasets|harness)/.*\.(c|h|cc|def|cmake)$' "$tmp/src") \
    2>/dev/null > "$tmp/users"
while read -r f; do
    hit=0
    while read -r e; do matches "$e" "$f" && { hit=1; break; }; done < "$tmp/entries"
    if [ $hit -eq 1 ]; then ok; else bad "$f names the hex domain but is not in the recipe: a domain must stay in its folders"; fi
done < "$tmp/users"
finish
