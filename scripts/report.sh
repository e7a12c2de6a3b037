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
  - a speed table per variant and family: median time per query (us), mean
    nodes expanded, speedup over Dijkstra (from summary.csv, or computed from
    runs.csv when summary.csv is missing)
  - every chart found in RUN_DIR/charts/ with a one-line caption
    (run scripts/charts.sh RUN_DIR first to draw them)

The report is written to a temporary file and moved into place.
EOF
}

die() { echo "$prog: $*" >&2; exit 2; }

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

speed_table() {
    awk -F, '
        NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i
                  print "| variant | family | moves | median time per query (µs) | mean nodes expanded | speedup over Dijkstra |"
                  print "|---|---|---|--:|--:|--:|"; next }
        {
            t = ($c["median_time_ns"] == "") ? "–" : sprintf("%.2f", $c["median_time_ns"] / 1000)
            sp = ($c["speedup_vs_dijkstra"] == "") ? "–" : sprintf("%.2f×", $c["speedup_vs_dijkstra"])
            printf "| %s | %s | %s | %s | %.1f | %s |\n", $c["variant"], $c["family"], $c["moves"], t, $c["mean_expanded"], sp
        }' "$summary"
}

# ---------------------------------------------------------------- charts
# name|title|caption, in the order they appear in the report
charts='time|Median time per query by scenario bucket|One line per variant: median time per query (µs, log scale) against the scenario bucket, movement model 8, solved queries only.
expanded|Mean nodes expanded by scenario bucket|One line per variant: mean number of expanded nodes (log scale) against the scenario bucket, movement model 8.
speedup|Speedup over Dijkstra|Clustered bars per variant, one bar per map family: median Dijkstra time over the variant'"'"'s median time (from summary.csv; above 1 = faster than Dijkstra).
openlists|Open lists: list, heap and bucket|Octile A* and Dijkstra with each open list: median time against map size (left) and against the mean open-list size max_open (right); the linear list grows fastest.
heuristics|Heuristics and movement models|Per heuristic (zero = dijkstra/heap) and movement model: mean expansions (top, log scale) and worst suboptimality in % (bottom); Manhattan is inadmissible under 8-way moves.
scaling|Scaling on generated maps|Generated maps (gen-*) grouped by size: median time per query and time per expanded node against the number of cells, log-log.
search|Search pictures|One panel per trace: blocked cells dark, expanded cells shaded from light (early) to dark (late), the returned path in blue.'

# ---------------------------------------------------------------- write
suite=$(meta_get suite)
date=$(meta_get date started start_time timestamp)
complete=$(meta_get complete)
{
    echo "# pfbench report${suite:+: suite $suite}${date:+, $date}"
    echo
    echo "Result folder: \`$(basename "$run_dir")\`"
    echo
    if [ "$complete" = "false" ]; then
        echo "> **Incomplete run:** meta.json says \`\"complete\": false\`; some scenarios or variants are missing."
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
    echo "Median time per query over solved scenarios, mean nodes expanded, and speedup over"
    echo "\`dijkstra/<same open list>\` (or \`dijkstra/heap\`) on the same family and movement model."
    echo
    speed_table
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
