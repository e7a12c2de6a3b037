/* hex_variants.c: the hex domain's built-in variants as data; the first is the reference. */
#include <string.h>
#include "hex_search.h"

#define BF(open, h) { PF_HEX_BEST_FIRST, &pf_open_##open, h, PF_PICK_FIFO }
#define GEN(p) { PF_HEX_GENERIC, NULL, 0, PF_PICK_##p }

const struct pf_hex_variant_spec pf_hex_variants[] = {
    { "hex/dijkstra/heap", "dijkstra", "-", BF(heap, 0), "Dijkstra on hex maps, binary heap (the reference)" },
    { "hex/dijkstra/bucket", "dijkstra", "-", BF(bucket, 0), "Dijkstra on hex maps, bucket queue" },
    { "hex/dijkstra/list", "dijkstra", "-", BF(list, 0), "Dijkstra on hex maps, unsorted list" },
    { "hex/astar/hex/heap", "astar", "hex", BF(heap, 1), "A* with hex distance, binary heap" },
    { "hex/astar/hex/bucket", "astar", "hex", BF(bucket, 1), "A* with hex distance, bucket queue" },
    { "hex/astar/hex/list", "astar", "hex", BF(list, 1), "A* with hex distance, unsorted list" },
    { "hex/bfs", "bfs", "-", { PF_HEX_BFS, NULL, 0, PF_PICK_FIFO }, "breadth-first search (optimal: unit steps)" },
    { "hex/generic/fifo", "generic", "-", GEN(FIFO), "generic search, oldest reached cell first" },
    { "hex/generic/lifo", "generic", "-", GEN(LIFO), "generic search, newest reached cell first" },
    { "hex/generic/random", "generic", "-", GEN(RANDOM), "generic search, seeded random reached cell" },
    { "hex/generic/greedy", "generic", "hex", GEN(GREEDY), "generic search, least hex distance first" },
    { "hex/bidir-dijkstra/heap", "bidir-dijkstra", "-", { PF_HEX_BIDIR, &pf_open_heap, 0, PF_PICK_FIFO },
      "bidirectional Dijkstra on two binary heaps" },
};
const size_t pf_hex_num_variants = sizeof pf_hex_variants / sizeof pf_hex_variants[0];

const struct pf_hex_variant_spec *pf_hex_variant_find(const char *name)
{
    for (size_t i = 0; i < pf_hex_num_variants; i++)
        if (!strcmp(pf_hex_variants[i].name, name))
            return &pf_hex_variants[i];
    return NULL;
}
