/* wdynamic_ops.c: the weighted twin of the dynamic domain: a version-2 scenario with a `costs`
 * header line (weighted terrain that changes by patches of terrain labels between queries),
 * searched by the weighted variants under the run's cost rule (mean by default, the rule of
 * its distances), replayed change by change with the dynamic domain's calls. */
#include "dynamic_domain.h"
#include "dynamic_space.h"

static int recognise(const char *path) { return pf_dynscen_sniff(path) == PF_DYNSCEN_WEIGHTED; }

/* The run's model when it is a cost rule, else mean (the weighted domain's rule) */
static enum pf_moves moves(enum pf_moves run_moves) { return pf_domain_ops_weighted.moves(run_moves); }

/* its files are planned by the dynamic domain's sources ("dyn:", "dynamic:"), by their kind */
static const char *const sources[] = { NULL };

const struct pf_domain_ops pf_domain_ops_wdynamic = {
    .name = "wdynamic", .id = &pf_domain_weighted, .unit = "cells", .trace_dir = "wdynamic",
    .pictures = { "search-wdynamic", 0, "Search pictures on weighted terrain that changes",
                  "One panel per variant on one query of a weighted dynamic scenario, on the map as it stands" },
    .picture_nodes = 0, .size_label = pf_size_label_plane, .map_kind = "weighted dynamic scenario",
    .files = ".scen, 'version 2' with a 'costs' line", .data_env = "DYNAMIC_DIR",
    .data_default = "datasets/dynamic", .data_option = NULL, .data_given_only = 0, .data_sources = NULL,
    .data_missing = NULL, .data_meta_key = NULL, .default_variant = "weighted/astar/octile/heap", .reads = NULL,
    .sources = sources, .recognise = recognise, .recognise_before = &pf_domain_ops_dynamic,
    .queries_for = pf_dyn_queries_for, .plan_source = pf_dyn_plan_source, .plan_file = pf_dyn_plan_file,
    .plan_folder = pf_dyn_plan_folder, .moves = moves, .optima_moves = PF_MOVES_MEAN,
    .map_size = sizeof(struct pf_dyn_space), .read = pf_dyn_read_map, .release = pf_dyn_release,
    .context = pf_dyn_context, .nodes = pf_dyn_nodes, .picture = pf_dyn_picture, .recipes = NULL, .gen = NULL,
    .picturable = NULL, .trace = pf_dyn_trace, .posthoc = pf_dyn_posthoc, .rewind = pf_dyn_rewind,
    .advance = pf_dyn_advance, .shares = &pf_domain_ops_weighted,
};
