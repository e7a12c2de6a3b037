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

  time.png        median time per query against the optimal path length: the
                  scenarios cut into bins of equal count, one line per variant
  expanded.png    median nodes expanded against the optimal path length, binned alike
  speedup.png     heat map of the speedup over dijkstra/heap per variant (rows) and
                  map family (columns), plus the geometric mean (from summary.csv)
  openlists.png   octile A* and Dijkstra with each open list: time per query on the
                  gen-random size ladder, and time per expansion vs open-list size
  heuristics.png  expansions and worst suboptimality per heuristic and movement model
  scaling.png     gen-random size ladder: time per query and per expansion vs cells
  search.png      search pictures drawn from RUN_DIR/traces/*.trace (if present)

Only rows with status ok are used (on time.png and expanded.png a query
stopped by the expansion budget counts as slower than any solved one); the
line charts use movement model 8.  The size ladder is the gen-random family
(all gen-* maps when it has fewer than two sizes).  A chart whose data is
missing is skipped with a message.  The prepared data is kept in
RUN_DIR/charts/data/, the gnuplot scripts in RUN_DIR/plot/; run
`sh plot/redraw.sh` inside RUN_DIR to draw the charts again.

Environment:
  CHART_VARIANTS  variants drawn on time, expanded and scaling: a comma list of
                  names or shell globs (e.g. 'bfs,astar/*/heap'), or 'all'.
                  Default: bfs, dijkstra/heap, dijkstra/bucket,
                  astar/octile/{heap,bucket,list}, astar/{euclidean,manhattan,
                  chebyshev}/heap, wastar2/octile/heap, generic/random,
                  generic/greedy (those present in runs.csv).
  CHART_BINS      number of path-length bins (default: up to 18, at least 6
                  scenarios each)

Needs gnuplot (run scripts/install-deps.sh) and awk.
EOF
}

die() { echo "$prog: $*" >&2; exit 2; }
# skip NAME REASON: say why a chart is not drawn and drop any stale copy of it
skip() { echo "$prog: skipping $1: $2"; rm -f "$outdir/$1.png" "$outdir/$1.svg"; }

. "$(cd "$(dirname "$0")" && pwd)/run-dir.sh"
parse_run_dir "$@"
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

# Variants in order of first appearance in runs.csv.
vall=$(awk -F, "$HDR"' { v = $c["variant"]; if (!(v in s)) { s[v] = 1; printf "%s ", v } }' "$runs")
vall=${vall% }

# The variants drawn on the line charts (time, expanded, scaling): a readable
# selection by default, CHART_VARIANTS to choose (comma list of names or
# shell globs, or 'all').
default_sel='bfs,dijkstra/heap,dijkstra/bucket,astar/octile/heap,astar/octile/bucket,astar/octile/list,astar/euclidean/heap,astar/manhattan/heap,astar/chebyshev/heap,wastar2/octile/heap,generic/random,generic/greedy'
sel_spec=${CHART_VARIANTS:-$default_sel}
sel=
if [ "$sel_spec" = all ]; then
    sel=$vall
else
    IFS=, read -r -a pats <<< "$sel_spec"
    for v in $vall; do
        for pat in "${pats[@]}"; do
            pat=${pat# }; pat=${pat% }
            # shellcheck disable=SC2254
            case $v in $pat) sel="$sel $v"; break ;; esac
        done
    done
    sel=${sel# }
    if [ -n "${CHART_VARIANTS:-}" ]; then
        for pat in "${pats[@]}"; do
            pat=${pat# }; pat=${pat% }
            hit=0
            # shellcheck disable=SC2254
            for v in $vall; do case $v in $pat) hit=1; break ;; esac; done
            [ $hit = 1 ] || echo "$prog: note: CHART_VARIANTS: no variant in runs.csv matches '$pat'"
        done
    fi
    if [ -z "$sel" ]; then
        echo "$prog: note: none of the selected variants is in runs.csv; drawing all of them"
        sel=$vall
    fi
fi
# Colour order: the selected variants first (twelve solid, distinct colours),
# then the others; the same variant keeps the same colour on every chart.
vlist=$sel
for v in $vall; do case " $sel " in *" $v "*) ;; *) vlist="$vlist $v" ;; esac; done
vlist=${vlist# }
printf 'vlist = "%s"\n' "$vlist" > "$datadir/variants.gp"
nsel=$(set -f; set -- $sel; echo $#)
nall=$(set -f; set -- $vall; echo $#)
if [ "$nsel" -lt "$nall" ]; then
    sel_note="$nsel of $nall variants shown"; sel_hint="CHART_VARIANTS=all for every one"
else
    sel_note="all $nall variants"; sel_hint=
fi

# The rows every line chart uses: model 8, status ok, positive time.
awk -F, "$HDR"' $c["moves"] == "8" && $c["status"] == "ok" && $c["time_ns"] + 0 > 0' "$runs" \
    > "$datadir/ok8.csv.tmp"
{ head -n 1 "$runs"; cat "$datadir/ok8.csv.tmp"; } > "$datadir/ok8.csv"
rm -f "$datadir/ok8.csv.tmp"
n_ok8=$(($(wc -l < "$datadir/ok8.csv") - 1))

# gv NAME VALUE: a gnuplot string assignment (quotes and backslashes escaped)
gv() { printf '%s = "%s"\n' "$1" "$(printf '%s' "$2" | sed 's/["\\]/\\&/g')"; }

# ---------------------------------------------------------------- 1+2. time, expanded
# The scenarios (map, scen_id) of movement model 8 are sorted by optimal length
# (dijkstra_cost) and cut into bins of equal count (CHART_BINS, default: up to
# 18 bins of at least 6 scenarios).  Per variant and bin: the median time and
# the median expansions, at the bin's median optimal length.  A query stopped
# by the expansion budget counts as slower than every solved one.
INF=1e300
awk -F, "$HDR"' $c["moves"] == "8" && $c["dijkstra_cost"] + 0 > 0 && !(($c["map"] "|" $c["scen_id"]) in s) {
        s[$c["map"] "|" $c["scen_id"]] = 1; print $c["map"] "|" $c["scen_id"] "\t" $c["dijkstra_cost"] }' "$runs" |
    LC_ALL=C sort -t "$TAB" -k2,2g > "$datadir/scen8.tsv"
nscen=$(wc -l < "$datadir/scen8.tsv" | tr -d ' ')
if [ "$n_ok8" -le 0 ] || [ "$nscen" -le 0 ]; then
    skip time "no rows with moves 8 and status ok in runs.csv"
    skip expanded "no rows with moves 8 and status ok in runs.csv"
else
    nbins=${CHART_BINS:-}
    case $nbins in ''|*[!0-9]*|0) nbins=$(( (nscen + 5) / 6 )); [ "$nbins" -gt 18 ] && nbins=18 ;; esac
    [ "$nbins" -gt "$nscen" ] && nbins=$nscen
    awk -F '\t' -v OFS='\t' -v n="$nscen" -v nb="$nbins" '{ print $1, int((NR - 1) * nb / n) + 1, $2 }' \
        "$datadir/scen8.tsv" > "$datadir/scenbin8.tsv"
    cut -f 2,3 "$datadir/scenbin8.tsv" | median_by_key > "$datadir/bins8.tsv"
    for metric in time expanded; do
        awk -F, -v sel=" $sel " -v metric=$metric -v inf=$INF -v bins="$datadir/scenbin8.tsv" '
            BEGIN { while ((getline l < bins) > 0) { split(l, f, "\t"); b[f[1]] = f[2] } }
            NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            $c["moves"] != "8" || !index(sel, " " $c["variant"] " ") { next }
            { k = $c["map"] "|" $c["scen_id"]; if (!(k in b)) next
              st = $c["status"]
              if (st == "ok") { v = (metric == "time") ? $c["time_ns"] / 1000 : $c["expanded"]; if (v <= 0) v = (metric == "time") ? 0.001 : 0.5 }
              else if (st == "budget") v = inf
              else next
              printf "%s|%s\t%.9g\n", $c["variant"], b[k], v }' "$runs" |
            median_by_key |
            awk -F '\t' -v OFS='\t' -v bins="$datadir/bins8.tsv" '
                BEGIN { while ((getline l < bins) > 0) { split(l, f, "\t"); x[f[1]] = f[2] } }
                { split($1, p, "|"); print p[1], x[p[2]], ($2 >= 1e299 ? "NaN" : $2), $3 }' |
            to_blocks "$datadir/$metric.dat" "$datadir/$metric.vars.gp"
        { gv sel_note "$sel_note"; gv sel_hint "$sel_hint"; echo "nbins = $nbins"; echo "nscen = $nscen"
          awk -F '\t' 'NR == 1 || $2 < lo { lo = $2 } NR == 1 || $2 > hi { hi = $2 } END { printf "xlo = %.6g\nxhi = %.6g\n", lo / 1.3, hi * 1.3 }' "$datadir/bins8.tsv"
        } >> "$datadir/$metric.vars.gp"
        draw $metric
    done
fi
rm -f "$datadir/scen8.tsv"

# ---------------------------------------------------------------- ladder
# The size ladder of the scaling and open-list charts: the gen-random maps
# (all gen-* maps when gen-random has fewer than two sizes).
ladder_fam='^gen-random$'
ladder_name=gen-random
nsz=$(awk -F, "$HDR"' $c["family"] == "gen-random" { print $c["width"] * $c["height"] }' "$datadir/ok8.csv" | LC_ALL=C sort -u | wc -l)
if [ "$nsz" -lt 2 ]; then ladder_fam='^gen-'; ladder_name='gen-*'; fi
# ladder_tics: gnuplot macros for the ladder's map sizes: ladder_xtics
# '("64²" 4096, ...)' and ladder_xrange '[lo : hi]'
ladder_tics() {
    awk -F, "$HDR"' $c["family"] ~ /'"$ladder_fam"'/ { k = $c["width"] * $c["height"]
            if (!(k in s)) { s[k] = 1; l = ($c["width"] == $c["height"]) ? $c["width"] "²" : $c["width"] "×" $c["height"]; print k "\t" l } }' "$datadir/ok8.csv" |
        LC_ALL=C sort -t "$TAB" -k1,1n -u |
        awk -F '\t' '{ t = t (t == "" ? "" : ", ") "\"" $2 "\" " $1; if (NR == 1) lo = $1; hi = $1 }
            END { printf "ladder_xtics = '"'"'(%s)'"'"'\nladder_xrange = '"'"'[%.6g : %.6g]'"'"'\n", t, lo / 1.7, hi * 1.7 }'
}

# ---------------------------------------------------------------- 3. speedup
# Heat map: speedup over dijkstra/heap (its median time per query over the
# variant's, per family, from summary.csv) for every variant and family, and
# the geometric mean over the families.  Without dijkstra/heap rows the
# summary's own speedup_vs_dijkstra column is used.
if [ ! -f "$summary" ]; then
    skip speedup "no summary.csv in the run folder"
else
    # model 8 rows when there are any, otherwise the first model listed
    awk -F, -v vl="$vlist" -v vall="$vall" -v dat="$datadir/speedup.dat" -v vars="$datadir/speedup.vars.gp" '
        function fmt(x) { return (x >= 9.95) ? sprintf("%.0f", x) : ((x >= 0.995) ? sprintf("%.1f", x) : ((x >= 0.01) ? sprintf("%.2f", x) : sprintf("%.1g", x))) }
        function lg(x) { return log(x) / log(10) }
        NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { rows[++nr] = $0 }
        END {
            if (!("median_time_ns" in c) && !("speedup_vs_dijkstra" in c)) exit 3
            mv = ""
            for (r = 1; r <= nr; r++) { split(rows[r], f, ","); if (f[c["moves"]] == "8") mv = "8"; if (first == "") first = f[c["moves"]] }
            if (mv == "") mv = first
            for (r = 1; r <= nr; r++) {
                split(rows[r], f, ",")
                if (f[c["moves"]] != mv) continue
                if (f[c["variant"]] == "dijkstra/heap" && f[c["median_time_ns"]] + 0 > 0) ref[f[c["family"]]] = f[c["median_time_ns"]] + 0
            }
            useref = 0; for (k in ref) useref = 1
            for (r = 1; r <= nr; r++) {
                split(rows[r], f, ",")
                if (f[c["moves"]] != mv) continue
                v = f[c["variant"]]; fam = f[c["family"]]
                if (useref) { if (!(fam in ref) || f[c["median_time_ns"]] + 0 <= 0) continue; x = ref[fam] / f[c["median_time_ns"]] }
                else { if (f[c["speedup_vs_dijkstra"]] + 0 <= 0) continue; x = f[c["speedup_vs_dijkstra"]] + 0 }
                if (!(fam in fs)) { fs[fam] = 1; fams[++nf] = fam }
                if (!(v in vs)) { vs[v] = 1; vars_[++nv] = v }
                sp[v, fam] = x
            }
            if (nv == 0) exit 4
            # families: Moving AI ones by name, then the generated ones
            for (i = 1; i <= nf; i++) for (j = i + 1; j <= nf; j++) {
                ka = ((fams[i] ~ /^gen-/) ? "1" : "0") fams[i]; kb = ((fams[j] ~ /^gen-/) ? "1" : "0") fams[j]
                if (kb < ka) { t = fams[i]; fams[i] = fams[j]; fams[j] = t } }
            # variants in run order, then any only summary.csv knows
            m = split(vall, a, " "); no = 0
            for (i = 1; i <= m; i++) if (a[i] in vs) { ord[++no] = a[i]; done_[a[i]] = 1 }
            for (i = 1; i <= nv; i++) if (!(vars_[i] in done_)) ord[++no] = vars_[i]
            lo = 0; hi = 0
            for (i = 1; i <= no; i++) {
                s = 0; n = 0
                for (j = 1; j <= nf; j++) if ((ord[i], fams[j]) in sp) {
                    x = sp[ord[i], fams[j]]; s += log(x); n++
                    if (lg(x) < lo) lo = lg(x); if (lg(x) > hi) hi = lg(x) }
                if (n) gm[i] = exp(s / n)
            }
            # colour range: whole decades, white at 1 (log10 = 0)
            lo = (lo > -0.5) ? -0.5 : -int(-lo + 0.999); hi = (hi < 0.5) ? 0.5 : int(hi + 0.999)
            # cells: column row log10(speedup) label text-colour
            for (i = 1; i <= no; i++) {
                for (j = 1; j <= nf + 1; j++) {
                    if (j <= nf) { if (!((ord[i], fams[j]) in sp)) continue; x = sp[ord[i], fams[j]]; col = j }
                    else { if (!(i in gm)) continue; x = gm[i]; col = nf + 1.25 }
                    l = lg(x); dark = (l > 0.62 * hi || l < 0.62 * lo)
                    printf "%s %d %.6g \"%s\" %d\n", col, i, l, fmt(x), (dark ? 16777215 : 0) > dat
                }
            }
            xt = ""; for (j = 1; j <= nf; j++) xt = xt sprintf("\"%s\" %d, ", fams[j], j)
            xt = xt sprintf("\"geo. mean\" %s", nf + 1.25)
            yt = ""; for (i = 1; i <= no; i++) yt = yt (i > 1 ? ", " : "") sprintf("\"%s\" %d", ord[i], i)
            ct = ""; for (d = lo; d <= hi; d++) ct = ct (ct == "" ? "" : ", ") sprintf("\"%s\" %d", (d >= 0 ? sprintf("%d×", 10 ^ d) : sprintf("%g×", 10 ^ d)), d)
            printf "nfam = %d\nnvar = %d\nmoves = \"%s\"\ncblo = %g\ncbhi = %g\n", nf, no, mv, lo, hi > vars
            printf "reference = \"%s\"\n", (useref ? "dijkstra/heap" : "Dijkstra with the same open list") > vars
            printf "set xtics (%s)\nset ytics (%s)\nset cbtics (%s)\n", xt, yt, ct > vars
        }' "$summary"
    case $? in
        0) draw speedup ;;
        3) skip speedup "summary.csv has no median_time_ns or speedup_vs_dijkstra column" ;;
        *) skip speedup "summary.csv has no speedup values" ;;
    esac
fi

# ---------------------------------------------------------------- 4. openlists
# Octile A* and every Dijkstra variant: median time per query on the size
# ladder (left), and per map the time per expanded node against the mean
# open-list size max_open (right).
OLRE='$c["variant"] ~ /^astar\/octile\/(list|heap|bucket)$/ || $c["variant"] ~ /^dijkstra\//'
awk -F, "$HDR"' $c["family"] ~ /'"$ladder_fam"'/ && ('"$OLRE"') {
        print $c["variant"] "|" $c["width"] * $c["height"] "\t" $c["time_ns"] / 1000 }' "$datadir/ok8.csv" |
    median_by_key | tr '|' '\t' | cut -f 1-3 > "$datadir/openlists-size.tsv"
awk -F, "$HDR"' ('"$OLRE"') { k = $c["variant"] "|" $c["map"]; o[k] += $c["max_open"]; t[k] += $c["time_ns"]; e[k] += $c["expanded"]; n[k]++ }
    END { for (k in o) if (e[k] > 0 && o[k] > 0) { split(k, p, "|"); printf "%s\t%.9g\t%.9g\n", p[1], o[k] / n[k], t[k] / e[k] } }' \
    "$datadir/ok8.csv" > "$datadir/openlists-open.tsv"
if [ ! -s "$datadir/openlists-open.tsv" ]; then
    skip openlists "no model 8 rows for astar/octile/{list,heap,bucket} or dijkstra/*"
else
    to_blocks "$datadir/openlists-size.dat" "$datadir/openlists-size.vars.gp" < "$datadir/openlists-size.tsv"
    to_blocks "$datadir/openlists-open.dat" "$datadir/openlists-open.vars.gp" < "$datadir/openlists-open.tsv"
    { gv ladder "$ladder_name"; ladder_tics
      echo "have_ladder = $([ -s "$datadir/openlists-size.tsv" ] && echo 1 || echo 0)"; } >> "$datadir/openlists-size.vars.gp"
    rm -f "$datadir/openlists-open.tsv" "$datadir/openlists-size.tsv"
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
        ml = ""; for (j = 1; j <= no; j++) ml = ml (j > 1 ? ", " : "") ord[j]
        printf "nmodels = %d\nmodels = \"%s\"\n", no, ml > vars
    }' "$runs"
if [ $? -ne 0 ]; then
    skip heuristics "no ok rows for astar/<heuristic>/heap or dijkstra/heap"
else
    draw heuristics
fi

# ---------------------------------------------------------------- 6. scaling
# The selected variants on the size ladder: median time per query and time
# per expanded node (total time / total expansions) per map size.
awk -F, -v sel=" $sel " "$HDR"' $c["family"] ~ /'"$ladder_fam"'/ && $c["expanded"] + 0 > 0 && index(sel, " " $c["variant"] " ") {
        print $c["variant"] "|" $c["width"] * $c["height"] "\t" $c["time_ns"] / 1000 }' "$datadir/ok8.csv" |
    median_by_key > "$datadir/scaling-med.tsv"
if [ ! -s "$datadir/scaling-med.tsv" ]; then
    rm -f "$datadir/scaling-med.tsv"
    skip scaling "no model 8 ok rows on generated (gen-*) maps"
else
    awk -F, -v sel=" $sel " "$HDR"' $c["family"] ~ /'"$ladder_fam"'/ && $c["expanded"] + 0 > 0 && index(sel, " " $c["variant"] " ") {
            k = $c["variant"] "|" $c["width"] * $c["height"]; t[k] += $c["time_ns"]; e[k] += $c["expanded"] }
        END { for (k in t) printf "%s\t%.9g\n", k, t[k] / e[k] }' "$datadir/ok8.csv" > "$datadir/scaling-exp.tsv"
    awk -F '\t' 'FNR == NR { pe[$1] = $2; next } { split($1, p, "|"); printf "%s\t%s\t%s\t%s\n", p[1], p[2], $2, pe[$1] }' \
        "$datadir/scaling-exp.tsv" "$datadir/scaling-med.tsv" |
        to_blocks "$datadir/scaling.dat" "$datadir/scaling.vars.gp"
    rm -f "$datadir/scaling-med.tsv" "$datadir/scaling-exp.tsv"
    { gv ladder "$ladder_name"; gv sel_note "$sel_note"; gv sel_hint "$sel_hint"; ladder_tics; } >> "$datadir/scaling.vars.gp"
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
