#!/usr/bin/env bash
# draw-search.sh: draw pfbench search traces as pictures, one panel per trace.
# Trace format: docs/FORMATS.md, section "Trace files".

set -u

prog=draw-search
here=$(cd "$(dirname "$0")" && pwd)

usage() {
    cat <<'EOF'
Usage: scripts/draw-search.sh [--help] --out FILE.png|FILE.svg [--data DIR] [--script GP] TRACE...

Draw one panel per trace file (written by `pfbench trace`) in a grid:
blocked cells dark grey, free cells never expanded white, expanded cells
shaded by expansion order (light = early, dark = late), cells a jump-based
search scanned without expanding them light blue, its jump points (read from
TRACE.jumps, when there) as small purple rings, the returned path (read from
TRACE.path) as a thick blue line, start green, goal a blue square.  A trace
of the any-angle plane (its header has corners=) draws the corners its search
expanded (TRACE.corners: x y order) as dots coloured by expansion order under
the polyline of its path, its navigation mesh's outlines (TRACE.mesh) in thin
grey and the polygons a search over the mesh expanded (TRACE.polys) filled
light; its cells are only blocked or open.  A trace
of a weighted map has its cells' costs in TRACE.shade (0 for walls, 255 for
the least cost down to 1 for the largest): its free cells are shaded by cost
(light = cheap, dark green = dear) under the expansion colours.  A trace of a
dynamic scenario has the last change event's rectangles in TRACE.patches
(x y width height a line): they are outlined in red.
Each panel is titled with the variant, the number of expanded nodes and the
path cost.  The output format follows the extension of --out (.svg -> SVG,
anything else -> PNG).

Options:
  --out FILE    picture to write (required)
  --data DIR    keep the prepared panel data in DIR (default: a temporary
                folder removed afterwards)
  --script GP   gnuplot script to use (default: scripts/plot/search.gp)
  -h, --help    show this help
EOF
}

die() { echo "$prog: $*" >&2; exit 2; }

out=''
data=''
script=$here/plot/search.gp
while [ $# -gt 0 ]; do
    case $1 in
        -h|--help) usage; exit 0 ;;
        --out) [ $# -ge 2 ] || die "--out needs a file name"; out=$2; shift ;;
        --out=*) out=${1#--out=} ;;
        --data) [ $# -ge 2 ] || die "--data needs a folder"; data=$2; shift ;;
        --data=*) data=${1#--data=} ;;
        --script) [ $# -ge 2 ] || die "--script needs a file"; script=$2; shift ;;
        --script=*) script=${1#--script=} ;;
        --) shift; break ;;
        -*) echo "$prog: unknown option: $1" >&2; usage >&2; exit 2 ;;
        *) break ;;
    esac
    shift
done
[ -n "$out" ] || { echo "$prog: --out FILE is required" >&2; usage >&2; exit 2; }
[ $# -gt 0 ] || { echo "$prog: no trace files given" >&2; usage >&2; exit 2; }
command -v gnuplot >/dev/null 2>&1 || {
    echo "$prog: gnuplot is not installed; run scripts/install-deps.sh" >&2; exit 3; }
[ -f "$script" ] || die "gnuplot script not found: $script"
outparent=$(dirname -- "$out")
[ -d "$outparent" ] || die "output folder does not exist: $outparent"

if [ -n "$data" ]; then
    mkdir -p "$data" || die "cannot create $data"
    rm -f "$data"/p*.grid "$data"/p*.path "$data"/p*.jumps "$data"/p*.shade "$data"/p*.corners "$data"/p*.mesh "$data"/p*.polys \
        "$data"/p*.patches "$data"/panels.gp
else
    data=$(mktemp -d "${TMPDIR:-/tmp}/draw-search.XXXXXX") || die "mktemp failed"
    trap 'rm -rf "$data"' EXIT
fi
data=$(cd "$data" && pwd)
# gnuplot reads these two inside '...': a quote there is refused, not interpreted
case $data in *\'*) die "data folder must not contain a single quote: $data" ;; esac
scriptdir=$(cd "$(dirname "$script")" && pwd)
case $scriptdir in *\'*) die "script folder must not contain a single quote: $scriptdir" ;; esac

# One panel per trace: pN.grid (the integer rows) and pN.path (x y pairs);
# panels.gp collects the size, title, last expansion index and path length.
n=0
arrays=
maps=
for trace in "$@"; do
    [ -f "$trace" ] || die "trace file not found: $trace"
    n=$((n + 1))
    # paths reach awk through the environment and stdin: awk reads neither as code or escapes
    info=$(grid="$data/p$n.grid" awk '
        BEGIN { grid = ENVIRON["grid"] }
        NR == 1 {
            if ($0 !~ /^# pfbench trace/) { print "ERR first line is not a pfbench trace header"; err = 1; exit }
            for (i = 4; i <= NF; i++) { split($i, kv, "="); h[kv[1]] = substr($i, length(kv[1]) + 2) }
            next
        }
        /^[ \t]*$/ || /^#/ { next }
        {
            rows++; if (NF > cols) cols = NF
            for (i = 1; i <= NF; i++) { if ($i + 0 > mx) mx = $i + 0; if ($i == -3) sc++ }
            print > grid
        }
        END {
            if (err) exit
            if (h["width"] == "") h["width"] = cols
            if (h["height"] == "") h["height"] = rows
            if (rows == 0) { print "ERR no grid rows"; exit }
            if (rows != h["height"] || cols != h["width"]) { print "ERR grid is " cols "x" rows ", header says " h["width"] "x" h["height"]; exit }
            # fields: width height max scanned plane variant expanded cost map stopped (plane:
            # the header counts corners, as an any-angle trace does; stopped: what ended a
            # search that found no path before its end, "budget", else "-")
            printf "%d\t%d\t%d\t%d\t%d\t%s\t%s\t%s\t%s\t%s\n", h["width"], h["height"], mx, sc, \
                ("corners" in h), \
                (h["variant"] == "" ? "?" : h["variant"]), (h["expanded"] == "" ? "?" : h["expanded"]), \
                (h["cost"] == "" ? "?" : h["cost"]), (h["map"] == "" ? "?" : h["map"]), \
                (h["stopped"] == "" ? "-" : h["stopped"])
        }' < "$trace")
    case $info in
        ERR*) die "$trace: ${info#ERR }" ;;
        "") die "$trace: could not read the trace" ;;
    esac
    IFS=$(printf '\t') read -r w h mx sc pa variant expanded cost map stopped <<EOF
$info
EOF
    if [ -f "$trace.path" ]; then
        awk 'NF >= 2 && $1 !~ /^#/ { print $1, $2 }' < "$trace.path" > "$data/p$n.path"
    else
        echo "$prog: warning: $trace.path not found, drawing without a path" >&2
        : > "$data/p$n.path"
    fi
    pn=$(wc -l < "$data/p$n.path" | tr -d ' ')
    # jump points: only jump-based searches write TRACE.jumps; older traces have none
    if [ -f "$trace.jumps" ]; then
        awk 'NF >= 2 && $1 !~ /^#/ { print $1, $2 }' < "$trace.jumps" > "$data/p$n.jumps"
    else
        : > "$data/p$n.jumps"
    fi
    pj=$(wc -l < "$data/p$n.jumps" | tr -d ' ')
    # the corners an any-angle search expanded: x y order, one a line (TRACE.corners); their
    # largest order is the panel's colour range, as the cells' is for the 2D searches
    if [ -f "$trace.corners" ]; then
        awk 'NF >= 3 && $1 !~ /^#/ { print $1, $2, $3 }' < "$trace.corners" > "$data/p$n.corners"
        mx=$(awk -v m="$mx" '$3 + 0 > m { m = $3 + 0 } END { print m }' < "$data/p$n.corners")
    else
        : > "$data/p$n.corners"
    fi
    pc=$(wc -l < "$data/p$n.corners" | tr -d ' ')
    # the navigation mesh of an any-angle map: polygon outlines (x y lines, a blank line after
    # each polygon; TRACE.mesh), drawn under the search
    if [ -f "$trace.mesh" ]; then
        cp -- "$trace.mesh" "$data/p$n.mesh" || die "cannot copy $trace.mesh"
    else
        : > "$data/p$n.mesh"
    fi
    pm=$(grep -c . "$data/p$n.mesh" || true)
    # the mesh polygons a search over it expanded (TRACE.polys: outlines as TRACE.mesh, x y
    # order), filled light under the mesh
    if [ -f "$trace.polys" ]; then
        cp -- "$trace.polys" "$data/p$n.polys" || die "cannot copy $trace.polys"
    else
        : > "$data/p$n.polys"
    fi
    py=$(grep -c . "$data/p$n.polys" || true)
    # a dynamic scenario's last change event: its rectangles, x y width height a line
    if [ -f "$trace.patches" ]; then
        awk 'NF >= 4 && $1 !~ /^#/ { print $1, $2, $3, $4 }' < "$trace.patches" > "$data/p$n.patches"
    else
        : > "$data/p$n.patches"
    fi
    pp=$(wc -l < "$data/p$n.patches" | tr -d ' ')
    # the cells' costs of a weighted map: as many rows and columns as the trace
    ps=0
    if [ -f "$trace.shade" ]; then
        shape=$(awk 'NF { r++; if (NF != c && r > 1) bad = 1; c = NF } END { print (bad ? "x" : c "x" r) }' < "$trace.shade")
        [ "$shape" = "${w}x${h}" ] || die "$trace.shade: expected ${w}x${h} costs, found $shape"
        cp -- "$trace.shade" "$data/p$n.shade" || die "cannot copy $trace.shade"
        ps=1
    fi
    # a readable cost: at most 4 decimals
    case $cost in
        *[0-9]*) cost=$(awk -v c="$cost" 'BEGIN { s = sprintf("%.4f", c); sub(/0+$/, "", s); sub(/\.$/, "", s); print s }') ;;
    esac
    # two title lines: the variant, then the counts (\n is a newline for gnuplot)
    if [ "$stopped" = budget ]; then counts="$expanded expanded, stopped"; pb=1; else counts="$expanded expanded, cost $cost"; pb=0; fi
    title=$(printf '%s' "$variant" | sed 's/["\\]/\\&/g')\\n$(printf '%s' "$counts" | sed 's/["\\]/\\&/g')
    arrays="${arrays}PW[$n] = $w; PH[$n] = $h; MX[$n] = $mx; PN[$n] = $pn; PJ[$n] = $pj; PS[$n] = $ps; PC[$n] = $pc; PM[$n] = $pm; PY[$n] = $py; PK[$n] = $sc; PA[$n] = $pa; PP[$n] = $pp; PB[$n] = $pb; PT[$n] = \"$title\"
"
    case " $maps " in *" $map "*) ;; *) maps="$maps $map" ;; esac
done

# Grid shape: up to three panels in a row, then a near-square grid.
if [ $n -le 3 ]; then cols=$n; else cols=$(awk -v n=$n 'BEGIN { c = int(sqrt(n)); if (c * c < n) c++; print c }'); fi
rows=$(( (n + cols - 1) / cols ))
# Canvas: 1000 px wide (wider for many columns), height from the maps' aspect:
# per row a panel title and the picture, plus the page title and the legend strip.
size=$(printf '%s' "$arrays" | awk -v cols=$cols -v rows=$rows '
    /PW\[/ { split($0, a, /[=;]/); w = a[2] + 0; h = a[4] + 0; r = h / w; if (r > ar) ar = r }
    END {
        W = (cols > 3) ? 330 * cols : 1000
        ph = (W / cols - 28) * ar + 52
        H = int(rows * ph + 100)
        if (H < 400) H = 400; if (H > 2400) H = 2400
        print W, H
    }')
width=${size% *}; height=${size#* }
set -f; set -- $maps; set +f
if [ $# -gt 3 ]; then maps="$# maps"; else maps="map${2:+s} ${maps# }"; fi
mapsq=$(printf '%s' "$maps" | sed 's/["\\]/\\&/g')
{
    echo "# panels for search.gp, written by scripts/draw-search.sh"
    echo "npanels = $n"
    echo "cols = $cols"
    echo "rows = $rows"
    echo "width = $width"
    echo "height = $height"
    if [ $n -gt 1 ]; then what=": one panel per trace"; else what=; fi
    printf 'pagetitle = "Search pictures (%s)%s"\n' "$mapsq" "$what"
    echo "array PW[$n]"
    echo "array PH[$n]"
    echo "array MX[$n]"
    echo "array PN[$n]"
    echo "array PJ[$n]"
    echo "array PS[$n]"
    echo "array PC[$n]"
    echo "array PM[$n]"
    echo "array PY[$n]"
    echo "array PK[$n]"
    echo "array PA[$n]"
    echo "array PP[$n]"
    echo "array PB[$n]"
    echo "array PT[$n]"
    printf '%s' "$arrays"
} > "$data/panels.gp"

# gnuplot draws into the data folder (a name it can read safely, with the extension that
# picks the terminal); the picture is then moved to --out, whatever characters that holds
case $out in *.svg) picture=$data/picture.svg ;; *) picture=$data/picture.png ;; esac
rm -f -- "$out" "$picture"
if ! gnuplot -e "plotdir='$scriptdir'; datadir='$data'; outfile='$picture'" "$script"; then
    die "gnuplot failed drawing $out"
fi
[ -s "$picture" ] || die "gnuplot wrote nothing to $out"
mv -f -- "$picture" "$out" || die "cannot write $out"
echo "$prog: wrote $out ($n panels)"
