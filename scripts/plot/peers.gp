# peers.gp: how many times longer the peers take than pfbench, per map (log scale).
# usage: gnuplot -e "datafile='peers.csv'; outpng='peers.png'" peers.gp
set terminal pngcairo size 1000,650 noenhanced font "DejaVu Sans,11"
set output outpng
set datafile separator ","
set title "Peers against pfbench: median over scenarios of (peer time / pfbench time)\n(above 1: the peer is slower)"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set logscale y
set ylabel "time ratio, peer / pfbench (log scale)"
set xtics rotate by -30 scale 0 font ",9"
set grid ytics
set key outside right top
set yrange [0.1:*]
# one cluster per (peer, pfbench variant), one bar per map
maps = system("tail -n +2 '".datafile."' | cut -d, -f1 | sort -u | tr '\\n' ' '")
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2 lc rgb "#444444" front
plot for [m in maps] sprintf("< awk -F, '$1==\"%s\"' '%s'", m, datafile) using 5:xtic(sprintf("%s vs %s", stringcolumn(2), stringcolumn(3))) title m
