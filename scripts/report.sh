#!/usr/bin/env bash
# report.sh: write RUN_DIR/report.md for one pfbench result folder: run
# metadata, the optimality table, a speed table and every chart drawn by
# scripts/charts.sh.  File formats: docs/FORMATS.md.

set -u

prog=report
TAB=$(printf '\t')

usage() {
    cat <<'EOF'
Usage: scripts/report.sh [--help] RUN_DIR

Write RUN_DIR/report.md (Markdown) from the files of a pfbench result folder:

  - run metadata from meta.json (compiler, flags, commit, CPU, cores, date, suite)
  - the optimality table: validate.txt as printed by `pfbench validate`, or,
    without it, a table built from summary.csv (optimal share, worst
    suboptimality, invalid paths per variant and family)
  - a speed table per variant (and movement model when there are several):
    median time per query (us) over every solved query of every map, mean
    nodes expanded, speedup over dijkstra/heap (geometric mean over the map
    families of the ratio of median times, from summary.csv, computed from
    runs.csv when summary.csv is missing)
  - warnings when meta.json says "complete": false, or when the timings come
    from more than one host (meta.json "hosts": [...], runs.csv host column)
  - every chart found in RUN_DIR/charts/ with a one-line caption
    (run scripts/charts.sh RUN_DIR first to draw them)

The report is written to a temporary file and moved into place.
EOF
}

die() { echo "$prog: $*" >&2; exit 2; }

. "$(cd "$(dirname "$0")" && pwd)/run-dir.sh"
parse_run_dir "$@"
[ -f "$run_dir/runs.csv" ] || [ -f "$run_dir/summary.csv" ] ||
    die "no runs.csv or summary.csv in $run_dir (is it a pfbench result folder?)"

run_dir=$(cd "$run_dir" && pwd)
tmp=$(mktemp "$run_dir/.report.md.XXXXXX") || die "cannot write in $run_dir"
work=$(mktemp -d "${TMPDIR:-/tmp}/pfbench-report.XXXXXX") || die "mktemp failed"
trap 'rm -f "$tmp"; rm -rf "$work"' EXIT

# ---------------------------------------------------------------- metadata
# meta.json holds flat "key": value pairs; take the first key that is present.
meta=$run_dir/meta.json
meta_get() {
    [ -f "$meta" ] || return 0
    for key in "$@"; do
        # "key": "string with \"escapes\"" or "key": number/true/false
        val=$(tr -d '\r' < "$meta" |
              grep -o -E '"'"$key"'"[[:space:]]*:[[:space:]]*("([^"\\]|\\.)*"|[^],}[:space:]]+)' | head -n 1 |
              sed 's/^"[^"]*"[[:space:]]*:[[:space:]]*//; s/^"\(.*\)"$/\1/; s/\\"/"/g; s/\\\\/\\/g; s/|/\\|/g')
        if [ -n "$val" ]; then printf '%s' "$val"; return 0; fi
    done
}

# ---------------------------------------------------------------- summary
# Use summary.csv; without it, derive the same columns from runs.csv.
summary=$run_dir/summary.csv
if [ ! -f "$summary" ]; then
    summary=$work/summary.csv
    HDR='NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }'
    awk -F, "$HDR"' $c["status"] == "ok" { print $c["variant"] "|" $c["family"] "|" $c["moves"] "\t" $c["time_ns"] }' "$run_dir/runs.csv" |
        LC_ALL=C sort -t "$TAB" -k1,1 -k2,2g |
        awk -F '\t' '
            function flush() { if (n) print key "\t" ((n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2) }
            $1 != key { flush(); key = $1; n = 0 } { v[++n] = $2 } END { flush() }' > "$work/med.tsv"
    awk -F, -v OFS=, '
        FNR == NR { split($0, a, "\t"); med[a[1]] = a[2]; next }
        FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        {
            k = $c["variant"] "|" $c["family"] "|" $c["moves"]
            if (!(k in seen)) { seen[k] = 1; order[++nk] = k; open[k] = $c["open"] }
            sc[k]++
            if ($c["should_be_optimal"] == 1) sbo[k] = 1
            if ($c["status"] == "budget") bud[k]++
            if ($c["status"] == "ok") {
                ok[k]++; ex[k] += $c["expanded"]; s = $c["subopt"] + 0; ms[k] += s
                if (s < 1e-9) opt[k]++
                if (s > ws[k]) ws[k] = s
                if ($c["valid"] != 1) inv[k]++
            }
        }
        END {
            print "variant,family,moves,scenarios,optimal_share,worst_subopt,mean_subopt,invalid,budget,mean_expanded,median_time_ns,speedup_vs_dijkstra,should_be_optimal"
            for (i = 1; i <= nk; i++) {
                k = order[i]; split(k, p, "|"); o = open[k]
                ref = (o == "heap" || o == "bucket" || o == "list") ? "dijkstra/" o : "dijkstra/heap"
                rk = ref "|" p[2] "|" p[3]
                sp = ((k in med) && med[k] > 0 && (rk in med)) ? sprintf("%.9g", med[rk] / med[k]) : ""
                printf "%s,%s,%s,%d,%.9g,%.9g,%.9g,%d,%d,%.9g,%s,%s,%d\n", p[1], p[2], p[3], sc[k], opt[k] / sc[k], ws[k] + 0,
                    (ok[k] ? ms[k] / ok[k] : 0), inv[k], bud[k], (ok[k] ? ex[k] / ok[k] : 0), ((k in med) ? med[k] : ""), sp, sbo[k] + 0
            }
        }' "$work/med.tsv" "$run_dir/runs.csv" > "$summary"
    summary_note="summary.csv is missing: the tables below were computed from runs.csv by report.sh."
else
    summary_note=
fi

# Markdown table rows from summary.csv, by column name.
optimality_table() {
    awk -F, '
        NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i
                  print "| variant | family | moves | scenarios | optimal | worst subopt | invalid | budget hit | should be optimal |"
                  print "|---|---|---|--:|--:|--:|--:|--:|:-:|"; next }
        {
            flag = ($c["should_be_optimal"] == 1) ? "yes" : "no"
            bad = ($c["should_be_optimal"] == 1 && ($c["optimal_share"] < 1 || $c["invalid"] > 0)) ? " **(!)**" : ""
            printf "| %s | %s | %s | %d | %.1f %%%s | %.2f %% | %d | %d | %s |\n", $c["variant"], $c["family"], $c["moves"],
                $c["scenarios"], $c["optimal_share"] * 100, bad, $c["worst_subopt"] * 100, $c["invalid"], $c["budget"], flag
        }' "$summary"
}

# The speed table, one row per variant (and movement model when there are
# several): median time per query over every solved query of every map, mean
# nodes expanded, and the speedup over dijkstra/heap -- its median time per
# query over the variant's, per family (summary.csv), geometric mean over the
# families.  Without dijkstra/heap rows the summary's speedup_vs_dijkstra is
# averaged instead.  Writes the table to stdout, notes to $work/speed.notes.
speed_table() {
    runs=$run_dir/runs.csv
    if [ -f "$runs" ]; then
        awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            $c["status"] == "ok" { printf "%s|%s\t%.9g\t%s\n", $c["variant"], $c["moves"], $c["time_ns"] / 1000, $c["expanded"] }' "$runs" |
            LC_ALL=C sort -t "$TAB" -k1,1 -k2,2g |
            awk -F '\t' '
                function flush() { if (n) printf "%s\t%.9g\t%.9g\t%d\n", key, ((n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2), ex / n, n }
                $1 != key { flush(); key = $1; n = 0; ex = 0 } { v[++n] = $2; ex += $3 } END { flush() }' > "$work/speed-runs.tsv"
        awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            $c["status"] != "ok" { k = $c["variant"] "|" $c["moves"]; n[k]++; st[k, $c["status"]]++; if (!(k in o)) o[k] = ++no }
            END { for (k in n) { s = ""; for (t in st) { split(t, p, SUBSEP); if (p[1] == k) s = s (s == "" ? "" : ", ") "status " p[2] ": " st[t] }
                                 printf "%s\t%d\t%s\n", k, n[k], s } }' "$runs" > "$work/speed-bad.tsv"
        order=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            { k = $c["variant"] "|" $c["moves"]; if (!(k in s)) { s[k] = 1; print k } }' "$runs")
    else
        : > "$work/speed-runs.tsv"; : > "$work/speed-bad.tsv"
        order=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
            { k = $c["variant"] "|" $c["moves"]; if (!(k in s)) { s[k] = 1; print k } }' "$summary")
    fi
    printf '%s\n' "$order" > "$work/speed-order.txt"
    awk -F, -v runs="$work/speed-runs.tsv" -v bad="$work/speed-bad.tsv" -v order="$work/speed-order.txt" -v notes="$work/speed.notes" '
        BEGIN {
            while ((getline l < runs) > 0) { split(l, f, "\t"); med[f[1]] = f[2]; mex[f[1]] = f[3]; have_runs = 1 }
            while ((getline l < bad) > 0) { split(l, f, "\t"); unsolved[f[1]] = f[2] "\t" f[3] }
            while ((getline l < order) > 0) if (l != "") ord[++no] = l
        }
        NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        {
            k = $c["variant"] "|" $c["moves"]; fam = $c["family"]
            mods[$c["moves"]] = 1
            t = $c["median_time_ns"] + 0
            if (t > 0) tm[k, fam] = t
            if ($c["variant"] == "dijkstra/heap" && t > 0) ref[$c["moves"], fam] = t
            if ($c["speedup_vs_dijkstra"] + 0 > 0) own[k, fam] = $c["speedup_vs_dijkstra"] + 0
            kf[k, fam] = 1; if (!(k in seen)) { seen[k] = 1; if (!have_order) xo[++nx] = k }
            if (!have_runs) { ms[k] += $c["mean_expanded"] * $c["scenarios"]; ns[k] += $c["scenarios"] }
        }
        END {
            nm = 0; for (m in mods) nm++
            if (no == 0) for (i = 1; i <= nx; i++) ord[++no] = xo[i]
            anyref = 0; for (x in ref) anyref = 1
            printf "| variant |%s median µs per query | mean nodes expanded | speedup over %s |\n", (nm > 1 ? " moves |" : ""), (anyref ? "dijkstra/heap" : "Dijkstra")
            printf "|---|%s--:|--:|--:|\n", (nm > 1 ? ":-:|" : "")
            for (i = 1; i <= no; i++) {
                k = ord[i]; if (!(k in seen)) continue
                split(k, p, "|")
                s = 0; n = 0
                for (kk in kf) {
                    split(kk, q, SUBSEP); if (q[1] != k) continue
                    fam = q[2]
                    if (anyref) { if (((p[2], fam) in ref) && ((k, fam) in tm)) { s += log(ref[p[2], fam] / tm[k, fam]); n++ } }
                    else if ((k, fam) in own) { s += log(own[k, fam]); n++ }
                }
                sp = n ? sprintf("%.2f×", exp(s / n)) : "–"
                if (have_runs) { m = (k in med) ? sprintf("%.1f", med[k]) : "–"; e = (k in mex) ? sprintf("%.0f", mex[k]) : "–" }
                else { m = "–"; e = (ns[k] > 0) ? sprintf("%.0f", ms[k] / ns[k]) : "–" }
                if (m != "–" && med[k] >= 1000) m = sprintf("%.0f", med[k])
                printf "| %s |%s %s | %s | %s |\n", p[1], (nm > 1 ? " " p[2] " |" : ""), m, e, sp
                if (k in unsolved) { split(unsolved[k], u, "\t"); printf "%s%s: %d unsolved quer%s (%s) left out of its median and mean\n", p[1], (nm > 1 ? " (moves " p[2] ")" : ""), u[1], (u[1] == 1 ? "y" : "ies"), u[2] > notes }
            }
            if (!have_runs) print "runs.csv is missing: no medians; mean expansions weighted from summary.csv." > notes
        }' "$summary"
}

# ---------------------------------------------------------------- charts
# name|title|caption, in the order they appear in the report
charts='time|Time per query against path length|Median time per query (µs, log scale) against the optimal path length (cells, log scale): the movement-model-8 scenarios cut into bins of equal count, one line per selected variant (CHART_VARIANTS chooses them), so the lines show how each search grows with distance.
expanded|Nodes expanded against path length|Median nodes expanded per query against the optimal path length, binned like the chart above: how much of the map each search touches; searches that differ only in the open list coincide.
speedup|Speedup over Dijkstra|Heat map, variant rows by map-family columns (last column: geometric mean over the families): median time per query of dijkstra/heap over the variant'"'"'s, colour on a log scale (green = faster, purple = slower), the factor printed in each cell.
openlists|Open lists: list, heap and bucket|Octile A* and Dijkstra with each open list: median time per query on the gen-random size ladder (left) and, one point per map, the time per expanded node against the mean open-list size max_open (right), where the linear list'"'"'s cost grows with its length.
heuristics|Heuristics and movement models|Per heuristic (zero = dijkstra/heap) and movement model: mean nodes expanded per query (top) and worst suboptimality in % (bottom); Manhattan overestimates under 8-way moves, so only it loses optimality there.
scaling|Scaling on generated maps|The gen-random size ladder (64² to the largest size): median time per query (left) and time per expanded node (right) against the number of cells, log-log, for the selected variants.
search|Search pictures|One panel per trace in traces/ (one scenario, one variant each): blocked cells dark, expanded cells shaded from light (early) to dark (late), the returned path in blue from the green start to the blue goal.'

# ---------------------------------------------------------------- write
suite=$(meta_get suite)
# The hosts the timings come from: meta.json "hosts": [...] (a merged run) and
# the host column of runs.csv.
hostlist=$(
    { if [ -f "$meta" ]; then
          tr -d '\r\n' < "$meta" | grep -o -E '"hosts"[[:space:]]*:[[:space:]]*\[[^]]*\]' | head -n 1 |
              sed 's/^[^[]*\[//; s/\]$//' | grep -o -E '"([^"\\]|\\.)*"' | sed 's/^"//; s/"$//'
      fi
      if [ -f "$run_dir/runs.csv" ]; then
          awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "host") h = i; if (!h) exit; next } $h != "" { print $h }' "$run_dir/runs.csv"
      fi
    } | tr -d '\r' | awk 'NF && !($0 in s) { s[$0] = 1; printf "%s%s", (n++ ? ", " : ""), $0 }')
nhosts=$(printf '%s' "$hostlist" | awk -F ', ' 'NF { print NF; exit } END { if (!NR) print 0 }')
date=$(meta_get date started start_time timestamp)
complete=$(meta_get complete)
{
    echo "# pfbench report${suite:+: suite $suite}${date:+, $date}"
    echo
    echo "Result folder: \`$(basename "$run_dir")\`"
    echo
    if [ "$complete" = "false" ]; then
        echo "> **Warning: incomplete run.** meta.json says \`\"complete\": false\`: some scenarios or variants are missing, so the tables and charts cover only part of the suite."
        echo
    fi
    if [ "$nhosts" -gt 1 ]; then
        echo "> **Warning: timings mix $nhosts hosts: $hostlist.** Times measured on different machines are not comparable; compare variants within one host (the \`host\` column of runs.csv)."
        echo
    fi
    echo "## Run"
    echo
    if [ -f "$meta" ]; then
        echo "| | |"
        echo "|---|---|"
        for spec in "suite:suite" "date:date started start_time timestamp" "commit:commit git_commit git" \
                    "compiler:compiler cc compiler_version" "flags:flags cflags compile_flags build_flags" \
                    "build type:build_type build" "CPU:cpu cpu_model cpu_name processor" "cores:cores ncores nproc num_cpus cpus" \
                    "host:host hostname host_name" "seeds:seeds seed" "complete:complete"; do
            label=${spec%%:*}; keys=${spec#*:}
            # shellcheck disable=SC2086
            val=$(meta_get $keys)
            if [ "$label" = host ] && [ "$nhosts" -gt 1 ]; then val=$hostlist; fi
            echo "| $label | ${val:-–} |"
        done
    else
        echo "No meta.json in the result folder."
    fi
    echo
    echo "## Optimality"
    echo
    if [ -n "$summary_note" ]; then echo "_${summary_note}_"; echo; fi
    if [ -f "$run_dir/validate.txt" ]; then
        echo "As printed by \`pfbench validate\` (validate.txt):"
        echo
        echo '```'
        tr -d '\r' < "$run_dir/validate.txt"
        echo '```'
    else
        echo "No validate.txt; built from summary.csv. Optimal = share of scenarios whose cost equals Dijkstra's;"
        echo "worst subopt = largest cost / Dijkstra cost - 1; **(!)** marks a variant that should be optimal and is not."
        echo
        optimality_table
    fi
    echo
    echo "## Speed"
    echo
    echo "Per variant: the median time per query over every solved query of every map, the mean nodes"
    echo "expanded per solved query, and the speedup over \`dijkstra/heap\` (its median time per query on a"
    echo "map family over the variant's, from summary.csv), as a geometric mean over the map families."
    echo
    speed_table
    if [ -s "$work/speed.notes" ]; then
        echo
        sed 's/^/_Note: /; s/$/_  /' "$work/speed.notes"
    fi
    echo
    echo "## Charts"
    echo
    found=0
    known=" "
    while IFS='|' read -r name title caption; do
        known="$known$name "
        [ -f "$run_dir/charts/$name.png" ] || continue
        found=1
        echo "### $title"
        echo
        echo "![$title](charts/$name.png)"
        echo
        if [ -f "$run_dir/charts/$name.svg" ]; then
            echo "$caption ([SVG](charts/$name.svg))"
        else
            echo "$caption"
        fi
        echo
    done <<EOF
$charts
EOF
    for png in "$run_dir"/charts/*.png; do
        [ -f "$png" ] || continue
        name=$(basename "$png" .png)
        case $known in *" $name "*) continue ;; esac
        found=1
        echo "### $name"
        echo
        echo "![$name](charts/$name.png)"
        echo
        echo "Additional chart found in charts/."
        echo
    done
    if [ $found = 0 ]; then
        echo "No charts yet: run \`scripts/charts.sh $(basename "$run_dir")\` first, then this script again."
        echo
    fi
    if [ -d "$run_dir/plot" ]; then
        echo "The gnuplot scripts used are in \`plot/\`; \`sh plot/redraw.sh\` redraws the charts from \`charts/data/\`."
    fi
} > "$tmp" || die "could not write the report"

chmod 644 "$tmp" 2>/dev/null
mv -f "$tmp" "$run_dir/report.md" || die "could not move the report into place"
trap 'rm -rf "$work"' EXIT
echo "$prog: wrote $run_dir/report.md"
