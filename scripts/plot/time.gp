# time.gp: median time per query against the optimal path cost, one line per
# variant, for one movement model.  The scenarios are cut into bins of equal
# count by optimal cost; each point is a variant's median over one bin, at the
# bin's median cost.  Data (written by `pfbench chartdata`): <chart>.dat, one
# block per variant ("optimal_cost median_us queries" rows); block names, title,
# bin count and the selection note in <chart>.vars.gp.  `chart` names the chart
# (e.g. time-8); run through scripts/charts.sh.
if (!exists("plotdir")) plotdir = "plot"
if (!exists("datadir")) datadir = "charts/data"
if (!exists("chart")) chart = "time-8"
load datadir . "/variants.gp"
load datadir . "/" . chart . ".vars.gp"
load plotdir . "/common.gp"

ylab = "median time per query (µs, log scale)"
load plotdir . "/binned.gp"
