// gppc_grid_plugin.h: the plugin of one variant, gppc/<name>, that both grid adapters (classic
// and dynamic-track entries) return: the facts they state alike; each sets its own functions.
#ifndef GPPC_GRID_PLUGIN_H
#define GPPC_GRID_PLUGIN_H

#include "pf_plugin.h"
#include "gppc_plugin_config.h"

// v's name, about line, model 8 only (optimal there when the build declared it), and p holding
// v alone; the adapter has set v's functions. Returns p.
static inline const struct pf_plugin *gppc_grid_plugin(struct pf_plugin_variant *v, struct pf_plugin *p,
                                                       const char *about)
{
    v->name = "gppc/" GPPC_PLUGIN_NAME;
    v->about = about;
    v->algo = "gppc";
    v->heuristic = nullptr;
    v->optimal_on = GPPC_PLUGIN_OPTIMAL ? PF_MOVES_BIT(PF_MOVES_8) : 0u;
    v->runs_on = PF_MOVES_BIT(PF_MOVES_8);
    v->limits = "GPPC entries search 8-connected grids without corner cutting (model 8) only";
    p->abi = PF_PLUGIN_ABI;
    p->name = "gppc-" GPPC_PLUGIN_NAME;
    p->num_variants = 1;
    p->variants = v;
    p->build = GPPC_PLUGIN_BUILD;
    return p;
}

#endif
