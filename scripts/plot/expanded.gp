# expanded.gp: median nodes expanded against the optimal path cost, one line
# per variant, for one movement model, binned like time.gp.  Data (written by
# `pfbench chartdata`): <chart>.dat, one block per variant ("optimal_cost
# median_expanded queries" rows); block names, title, bin count and the
# selection note in <chart>.vars.gp.  `chart` names the chart (e.g. expanded-8).
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "expanded-8"
load datadir . "/variants.gp"
load datadir . "/" . chart . ".vars.gp"
load plotdir . "/common.gp"

ylab = "median nodes expanded per query (log scale)"
set label 2 "searches that differ only in the open list\nexpand the same nodes: their lines coincide" at screen 0.985, screen 0.30 right font ",10" textcolor rgb "#505050"
load plotdir . "/binned.gp"
