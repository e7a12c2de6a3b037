#!/usr/bin/env bash
# charts.sh: draw the comparison charts of one pfbench result folder.
#
# Reads RUN_DIR/runs.csv (and summary.csv, traces/ when present), writes the
# prepared data to RUN_DIR/charts/data/, the gnuplot scripts it used to
# RUN_DIR/plot/ (with plot/redraw.sh to draw them again) and the charts as
# PNG and SVG to RUN_DIR/charts/.  See usage() below and docs/FORMATS.md.

set -u

prog=charts
here=$(cd "$(dirname "$0")" && pwd)
TAB=$(printf '\t')

usage() {
    cat <<'EOF'
Usage: scripts/charts.sh [--help] RUN_DIR

Draw the charts of a pfbench result folder as PNG and SVG into RUN_DIR/charts/:

  time.png        median time per query (us) per scenario bucket, one line per variant
  expanded.png    mean nodes expanded per scenario bucket, one line per variant
  speedup.png     speedup over Dijkstra per variant and map family (from summary.csv)
  openlists.png   octile A* and Dijkstra with each open list: time vs map size
                  and time vs open-list size (max_open)
  heuristics.png  expansions and worst suboptimality per heuristic and movement model
  scaling.png     generated (gen-*) maps: time per query and per expansion vs cells
  search.png      search pictures drawn from RUN_DIR/traces/*.trace (if present)

Only rows with status ok are used; the line charts use movement model 8.
A chart whose data is missing is skipped with a message.  The prepared data is
kept in RUN_DIR/charts/data/, the gnuplot scripts in RUN_DIR/plot/;
run `sh plot/redraw.sh` inside RUN_DIR to draw the charts again.

Needs gnuplot (run scripts/install-deps.sh) and awk.
EOF
}

die() { echo "$prog: $*" >&2; exit 2; }
# skip NAME REASON: say why a chart is not drawn and drop any stale copy of it
skip() { echo "$prog: skipping $1: $2"; rm -f "$outdir/$1.png" "$outdir/$1.svg"; }

run_dir=
while [ $# -gt 0 ]; do
    case $1 in
        -h|--help) usage; exit 0 ;;
        --) shift; break ;;
        -*) echo "$prog: unknown option: $1" >&2; usage >&2; exit 2 ;;
        *) [ -z "$run_dir" ] || die "only one RUN_DIR expected (got '$run_dir' and '$1')"
           run_dir=$1 ;;
    esac
    shift
done
if [ $# -gt 0 ]; then
    [ -z "$run_dir" ] && [ $# -eq 1 ] || die "only one RUN_DIR expected"
    run_dir=$1
fi
[ -n "$run_dir" ] || { usage >&2; exit 2; }
[ -d "$run_dir" ] || die "run folder not found: $run_dir"
[ -f "$run_dir/runs.csv" ] || die "no runs.csv in $run_dir (is it a pfbench result folder?)"
command -v gnuplot >/dev/null 2>&1 || {
    echo "$prog: gnuplot is not installed; run scripts/install-deps.sh" >&2; exit 3; }

run_dir=$(cd "$run_dir" && pwd)
runs=$run_dir/runs.csv
summary=$run_dir/summary.csv
outdir=$run_dir/charts
datadir=$outdir/data
plotdir=$run_dir/plot
mkdir -p "$datadir" "$plotdir" || die "cannot create $outdir or $plotdir"
log=$datadir/gnuplot.log
: > "$log"

# awk prologue: map header names to column numbers in c[], skip the header.
HDR='NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }'

for col in map family width height bucket variant moves status expanded max_open subopt time_ns; do
    head -n 1 "$runs" | tr -d '\r' | tr ',' '\n' | grep -qx "$col" ||
        die "runs.csv has no column '$col' (see docs/FORMATS.md)"
done

# ---------------------------------------------------------------- helpers

# median_by_key: stdin "key<TAB>value" -> stdout "key<TAB>median<TAB>count"
median_by_key() {
    LC_ALL=C sort -t "$TAB" -k1,1 -k2,2g | awk -F '\t' -v OFS='\t' '
        function flush(  m) {
            if (n == 0) return
            m = (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
            print key, m, n
        }
        $1 != key { flush(); key = $1; n = 0 }
        { v[++n] = $2 }
        END { flush() }'
}

# to_blocks DAT VARS: stdin "variant<TAB>x<TAB>y..." -> one data block per
# variant (run order, x ascending), blocks separated by two blank lines; VARS
# gets `blocks = "v1 v2 ..."` naming the blocks in order for gnuplot.
to_blocks() {
    awk -F '\t' -v vl="$vlist" '
        BEGIN { n = split(vl, a, " "); for (i = 1; i <= n; i++) r[a[i]] = i }
        { print (($1 in r) ? r[$1] : 999) "\t" $0 }' |
    LC_ALL=C sort -t "$TAB" -k1,1n -k2,2 -k3,3g |
    awk -F '\t' -v vars="$2" '
        $2 != cur {
            if (cur != "") printf "\n\n"
            cur = $2; bl = bl (bl == "" ? "" : " ") cur
            printf "# variant %s\n", cur
        }
        { line = $3; for (i = 4; i <= NF; i++) line = line " " $i; print line }
        END { printf "blocks = \"%s\"\n", bl > vars }' > "$1"
}

# draw NAME [gnuplot script]: copy the script to plot/, draw PNG and SVG.
drawn=
draw() {
    name=$1; gp=${2:-$1.gp}
    cp "$here/plot/$gp" "$plotdir/$gp" || die "cannot copy $here/plot/$gp"
    ok=1
    : > "$log.one"
    for ext in png svg; do
        rm -f "$outdir/$name.$ext"
        if ! (cd "$run_dir" && gnuplot -e "plotdir='plot'; datadir='charts/data'; outfile='charts/$name.$ext'" "plot/$gp") >>"$log.one" 2>&1 ||
           [ ! -s "$outdir/$name.$ext" ]; then
            ok=0
        fi
    done
    { echo "== $name"; cat "$log.one"; } >> "$log"
    if [ $ok = 1 ]; then
        echo "$prog: drew charts/$name.png and charts/$name.svg"
        drawn="$drawn $name"
        printf 'gnuplot -e "plotdir='"'"'plot'"'"'; datadir='"'"'charts/data'"'"'; outfile='"'"'charts/%s.png'"'"'" plot/%s\n' "$name" "$gp" >> "$plotdir/redraw.sh"
        printf 'gnuplot -e "plotdir='"'"'plot'"'"'; datadir='"'"'charts/data'"'"'; outfile='"'"'charts/%s.svg'"'"'" plot/%s\n' "$name" "$gp" >> "$plotdir/redraw.sh"
    else
        echo "$prog: gnuplot failed on $name; its messages:" >&2
        sed 's/^/  /' "$log.one" | tail -n 20 >&2
        rm -f "$outdir/$name.png" "$outdir/$name.svg"
        failed="$failed $name"
    fi
    rm -f "$log.one"
}
failed=

for f in common.gp panels.gp; do
    cp "$here/plot/$f" "$plotdir/$f" || die "cannot copy $here/plot/$f"
done
cat > "$plotdir/redraw.sh" <<'EOF'
#!/bin/sh
# Redraw the charts of this result folder from charts/data (written by scripts/charts.sh).
cd "$(dirname "$0")/.." || exit 1
set -e
EOF

# Variants in order of first appearance: the same variant keeps the same
# colour on every chart.
vlist=$(awk -F, "$HDR"' { v = $c["variant"]; if (!(v in s)) { s[v] = 1; printf "%s ", v } }' "$runs")
vlist=${vlist% }
printf 'vlist = "%s"\n' "$vlist" > "$datadir/variants.gp"

# The rows every line chart uses: model 8, status ok, positive time.
awk -F, "$HDR"' $c["moves"] == "8" && $c["status"] == "ok" && $c["time_ns"] + 0 > 0' "$runs" \
    > "$datadir/ok8.csv.tmp"
{ head -n 1 "$runs"; cat "$datadir/ok8.csv.tmp"; } > "$datadir/ok8.csv"
rm -f "$datadir/ok8.csv.tmp"
n_ok8=$(($(wc -l < "$datadir/ok8.csv") - 1))

# ---------------------------------------------------------------- 1. time
if [ "$n_ok8" -le 0 ]; then
    skip time "no rows with moves 8 and status ok in runs.csv"
else
    awk -F, "$HDR"' { print $c["variant"] "|" $c["bucket"] "\t" $c["time_ns"] / 1000 }' "$datadir/ok8.csv" |
        median_by_key | tr '|' '\t' | cut -f 1-3 | to_blocks "$datadir/time.dat" "$datadir/time.vars.gp"
    draw time
fi

# ---------------------------------------------------------------- 2. expanded
if [ "$n_ok8" -le 0 ]; then
    skip expanded "no rows with moves 8 and status ok in runs.csv"
else
    awk -F, "$HDR"' { k = $c["variant"] "\t" $c["bucket"]; s[k] += $c["expanded"]; n[k]++ }
        END { for (k in s) printf "%s\t%.9g\n", k, (s[k] / n[k] > 0 ? s[k] / n[k] : 0.5) }' "$datadir/ok8.csv" |
        to_blocks "$datadir/expanded.dat" "$datadir/expanded.vars.gp"
    draw expanded
fi

# ---------------------------------------------------------------- 3. speedup
if [ ! -f "$summary" ]; then
    skip speedup "no summary.csv in the run folder"
else
    # model 8 rows when there are any, otherwise the first model listed
    awk -F, -v vl="$vlist" -v dat="$datadir/speedup.dat" -v vars="$datadir/speedup.vars.gp" '
        NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { rows[++nr] = $0 }
        END {
            if (!("speedup_vs_dijkstra" in c)) exit 3
            mv = ""
            for (r = 1; r <= nr; r++) { split(rows[r], f, ","); if (f[c["moves"]] == "8") mv = "8"; if (first == "") first = f[c["moves"]] }
            if (mv == "") mv = first
            for (r = 1; r <= nr; r++) {
                split(rows[r], f, ",")
                if (f[c["moves"]] != mv || f[c["speedup_vs_dijkstra"]] == "") continue
                v = f[c["variant"]]; fam = f[c["family"]]
                if (!(fam in fs)) { fs[fam] = 1; fams[++nf] = fam }
                if (!(v in vs)) { vs[v] = 1; vars_[++nv] = v }
                sp[v, fam] = f[c["speedup_vs_dijkstra"]]
            }
            if (nv == 0) exit 4
            # variants in run order, then any only summary.csv knows
            m = split(vl, a, " "); no = 0
            for (i = 1; i <= m; i++) if (a[i] in vs) { ord[++no] = a[i]; done_[a[i]] = 1 }
            for (i = 1; i <= nv; i++) if (!(vars_[i] in done_)) ord[++no] = vars_[i]
            printf "variant" > dat
            for (j = 1; j <= nf; j++) printf " \"%s\"", fams[j] > dat
            printf "\n" > dat
            for (i = 1; i <= no; i++) {
                printf "%s", ord[i] > dat
                for (j = 1; j <= nf; j++) printf " %s", (((ord[i], fams[j]) in sp) ? sp[ord[i], fams[j]] : "NaN") > dat
                printf "\n" > dat
            }
            lo = hi = ""
            for (i = 1; i <= no; i++) for (j = 1; j <= nf; j++) if ((ord[i], fams[j]) in sp) {
                x = sp[ord[i], fams[j]] + 0; if (x <= 0) continue
                if (lo == "" || x < lo) lo = x; if (hi == "" || x > hi) hi = x }
            if (lo == "" || lo > 1) lo = 1; if (hi == "" || hi < 1) hi = 1
            # y range: room below the smallest bar, headroom above for the key
            ymin = lo / 2
            printf "nfam = %d\nnvar = %d\nmoves = \"%s\"\nymin = %.9g\nymax = %.9g\n", nf, no, mv, ymin, hi * 6 > vars
        }' "$summary"
    case $? in
        0) draw speedup ;;
        3) skip speedup "summary.csv has no speedup_vs_dijkstra column" ;;
        *) skip speedup "summary.csv has no speedup_vs_dijkstra values" ;;
    esac
fi

# ---------------------------------------------------------------- 4. openlists
# Octile A* and every Dijkstra variant: median time per map size, and median
# time against the mean open-list size per map.
awk -F, "$HDR"' $c["variant"] ~ /^astar\/octile\/(list|heap|bucket)$/ || $c["variant"] ~ /^dijkstra\// {
        print $c["variant"] "|" $c["width"] * $c["height"] "\t" $c["time_ns"] / 1000 }' "$datadir/ok8.csv" |
    median_by_key | tr '|' '\t' | cut -f 1-3 > "$datadir/openlists-size.tsv"
if [ ! -s "$datadir/openlists-size.tsv" ]; then
    skip openlists "no model 8 rows for astar/octile/{list,heap,bucket} or dijkstra/*"
else
    to_blocks "$datadir/openlists-size.dat" "$datadir/openlists-size.vars.gp" < "$datadir/openlists-size.tsv"
    awk -F, "$HDR"' $c["variant"] ~ /^astar\/octile\/(list|heap|bucket)$/ || $c["variant"] ~ /^dijkstra\// {
            print $c["variant"] "|" $c["map"] "\t" $c["time_ns"] / 1000 }' "$datadir/ok8.csv" |
        median_by_key > "$datadir/openlists-med.tsv"
    awk -F, "$HDR"' $c["variant"] ~ /^astar\/octile\/(list|heap|bucket)$/ || $c["variant"] ~ /^dijkstra\// {
            k = $c["variant"] "|" $c["map"]; s[k] += $c["max_open"]; n[k]++ }
        END { for (k in s) printf "%s\t%.9g\n", k, s[k] / n[k] }' "$datadir/ok8.csv" > "$datadir/openlists-open.tsv"
    awk -F '\t' 'FNR == NR { t[$1] = $2; next } ($1 in t) && $2 > 0 { split($1, p, "|"); printf "%s\t%s\t%s\n", p[1], $2, t[$1] }' \
        "$datadir/openlists-med.tsv" "$datadir/openlists-open.tsv" |
        to_blocks "$datadir/openlists-open.dat" "$datadir/openlists-open.vars.gp"
    rm -f "$datadir/openlists-med.tsv" "$datadir/openlists-open.tsv" "$datadir/openlists-size.tsv"
    draw openlists
fi

# ---------------------------------------------------------------- 5. heuristics
# astar/<h>/heap per heuristic, dijkstra/heap standing in for the zero heuristic.
awk -F, -v dexp="$datadir/heuristics-exp.dat" -v dsub="$datadir/heuristics-subopt.dat" \
    -v vars="$datadir/heuristics.vars.gp" "$HDR"'
    $c["status"] != "ok" { next }
    {
        v = $c["variant"]; h = ""
        if (v == "dijkstra/heap") h = "zero"
        else if (v ~ /^astar\/(manhattan|euclidean|chebyshev|octile)\/heap$/) { split(v, p, "/"); h = p[2] }
        if (h == "") next
        m = $c["moves"]
        if (!(m in ms)) { ms[m] = 1; mods[++nm] = m }
        k = h SUBSEP m
        se[k] += $c["expanded"]; ne[k]++
        s = $c["subopt"] * 100; if (!(k in ws) || s > ws[k]) ws[k] = s
        any = 1
    }
    END {
        if (!any) exit 4
        # models in a fixed order: 4, 8, 8-cut, 8-any, then anything else
        no = 0; split("4 8 8-cut 8-any", pref, " ")
        for (i = 1; i <= 4; i++) if (pref[i] in ms) { ord[++no] = pref[i]; used[pref[i]] = 1 }
        for (i = 1; i <= nm; i++) if (!(mods[i] in used)) ord[++no] = mods[i]
        nh = split("zero manhattan euclidean chebyshev octile", H, " ")
        printf "heuristic" > dexp; printf "heuristic" > dsub
        for (j = 1; j <= no; j++) { printf " \"moves %s\"", ord[j] > dexp; printf " \"moves %s\"", ord[j] > dsub }
        printf "\n" > dexp; printf "\n" > dsub
        for (i = 1; i <= nh; i++) {
            printf "%s", H[i] > dexp; printf "%s", H[i] > dsub
            for (j = 1; j <= no; j++) {
                k = H[i] SUBSEP ord[j]
                if (k in ne) { printf " %.9g", se[k] / ne[k] > dexp; printf " %.9g", ws[k] > dsub }
                else { printf " NaN" > dexp; printf " NaN" > dsub }
            }
            printf "\n" > dexp; printf "\n" > dsub
        }
        printf "nmodels = %d\n", no > vars
    }' "$runs"
if [ $? -ne 0 ]; then
    skip heuristics "no ok rows for astar/<heuristic>/heap or dijkstra/heap"
else
    draw heuristics
fi

# ---------------------------------------------------------------- 6. scaling
awk -F, "$HDR"' $c["family"] ~ /^gen-/ && $c["expanded"] + 0 > 0 {
        print $c["variant"] "|" $c["width"] * $c["height"] "\t" $c["time_ns"] / 1000 }' "$datadir/ok8.csv" |
    median_by_key > "$datadir/scaling-med.tsv"
if [ ! -s "$datadir/scaling-med.tsv" ]; then
    rm -f "$datadir/scaling-med.tsv"
    skip scaling "no model 8 ok rows on generated (gen-*) maps"
else
    awk -F, "$HDR"' $c["family"] ~ /^gen-/ && $c["expanded"] + 0 > 0 {
            k = $c["variant"] "|" $c["width"] * $c["height"]; t[k] += $c["time_ns"]; e[k] += $c["expanded"] }
        END { for (k in t) printf "%s\t%.9g\n", k, t[k] / e[k] }' "$datadir/ok8.csv" > "$datadir/scaling-exp.tsv"
    awk -F '\t' 'FNR == NR { pe[$1] = $2; next } { split($1, p, "|"); printf "%s\t%s\t%s\t%s\n", p[1], p[2], $2, pe[$1] }' \
        "$datadir/scaling-exp.tsv" "$datadir/scaling-med.tsv" |
        to_blocks "$datadir/scaling.dat" "$datadir/scaling.vars.gp"
    rm -f "$datadir/scaling-med.tsv" "$datadir/scaling-exp.tsv"
    nsizes=$(grep -v '^#' "$datadir/scaling.dat" | awk 'NF { print $1 }' | LC_ALL=C sort -u | wc -l)
    [ "$nsizes" -lt 2 ] && echo "$prog: note: scaling: only one gen- map size, the lines are single points"
    draw scaling
fi

# ---------------------------------------------------------------- 7. search pictures
if [ ! -d "$run_dir/traces" ]; then
    skip search "no traces/ folder in the run folder"
else
    set -- "$run_dir"/traces/*.trace
    if [ ! -f "$1" ]; then
        skip search "no *.trace files in traces/"
    else
        if [ $# -gt 12 ]; then
            echo "$prog: note: search: $# traces found, drawing the first 12"
            set -- "${@:1:12}"
        fi
        cp "$here/plot/search.gp" "$plotdir/search.gp" || die "cannot copy search.gp"
        ok=1
        : > "$log.one"
        for ext in png svg; do
            rm -f "$outdir/search.$ext"
            "$here/draw-search.sh" --data "$datadir/search" --script "$plotdir/search.gp" \
                --out "$outdir/search.$ext" "$@" >>"$log.one" 2>&1 || ok=0
            [ -s "$outdir/search.$ext" ] || ok=0
        done
        if [ $ok = 1 ]; then
            echo "$prog: drew charts/search.png and charts/search.svg ($# traces)"
            drawn="$drawn search"
            for ext in png svg; do
                printf 'gnuplot -e "plotdir='"'"'plot'"'"'; datadir='"'"'charts/data/search'"'"'; outfile='"'"'charts/search.%s'"'"'" plot/search.gp\n' "$ext" >> "$plotdir/redraw.sh"
            done
        else
            echo "$prog: drawing the search pictures failed; messages:" >&2
            sed 's/^/  /' "$log.one" | tail -n 20 >&2
            rm -f "$outdir/search.png" "$outdir/search.svg"
            failed="$failed search"
        fi
        { echo "== search"; cat "$log.one"; } >> "$log"
        rm -f "$log.one"
    fi
fi

if [ -n "$failed" ]; then
    echo "$prog: failed:$failed (details in charts/data/gnuplot.log)" >&2
    exit 1
fi
echo "$prog: done:${drawn:- nothing drawn} (in $outdir)"
exit 0
