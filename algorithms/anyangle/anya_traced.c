/* anya_traced.c: Anya's traced copy: anya_search.h compiled with ANYA_TRACED, its search renamed
 * pf_anya_search_traced, so that only this copy logs its nodes and marks its expansions. */
#define ANYA_TRACED 1
#define pf_anya_search pf_anya_search_traced
#include "anya_search.h"
