/* polyanya_traced.c: Polyanya's traced copy: polyanya_search.h compiled with POLYANYA_TRACED, its search
 * renamed pf_polyanya_search_traced, so that only this copy logs its nodes and expansions. */
#define POLYANYA_TRACED 1
#define pf_polyanya_search pf_polyanya_search_traced
#include "polyanya_search.h"
