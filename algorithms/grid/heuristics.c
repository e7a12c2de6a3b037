/* heuristics.c: the descriptors of the built-in distance estimates (heuristics_impl.h). */
#include "heuristics_impl.h"

/* The ops-table face of each estimate (for callers outside the specialised search loop). */
#define X(name, adm) static pf_cost h_##name(int32_t dx, int32_t dy) { return pf_est_##name(dx, dy); }
PF_BUILTIN_HEURISTICS(X)
#undef X

#define X(name, adm) const struct pf_heuristic pf_h_##name = { { #name, adm, PF_HEURISTIC_2D }, h_##name };
PF_BUILTIN_HEURISTICS(X)
#undef X
