/* hex_bidir.c: bidirectional Dijkstra on hex maps, untraced (hex_bidir_search.h). */
#include "hex_bidir_search.h"
