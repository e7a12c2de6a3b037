/* hex_bidir_traced.c: bidirectional Dijkstra's traced copy on hex maps: hex_bidir_search.h compiled with
 * HEX_BIDIR_TRACED and renamed pf_hex_bidir_traced, so that only this copy logs its steps. */
#define HEX_BIDIR_TRACED 1
#define pf_hex_bidir pf_hex_bidir_traced
#include "hex_bidir_search.h"
