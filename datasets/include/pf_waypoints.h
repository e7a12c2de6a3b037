/* pf_waypoints.h: the seeded waypoint-graph generator (nodes scattered over a 3D terrain
 * with hills, valleys and cliffs) and query files whose optima come from Dijkstra. */
#ifndef PF_GEN_WAYPOINTS_H
#define PF_GEN_WAYPOINTS_H

#include "pf_graph_io.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Recipe text: waypoints:SIZE[:KEY=VALUE]... with keys, each at most once, in any order:
 *   n=NODES        waypoints, 2..1048576                                  (default SIZE*SIZE/64)
 *   hills=H        hills and valleys (every second bump is a valley), 0..4096  (default 24)
 *   cliffs=C       cliffs (blocking rock faces), 0..1024                  (default 6)
 *   slope=P        steepest climb an arc may take, in percent, 1..1000    (default 60)
 *   k=K            nearest reachable neighbours joined to each node, 1..32 (default 6)
 *   seed=N         generator seed, 0..2^64-1                              (default 1)
 * SIZE (16..4096) is the side of the square terrain in length units. Example:
 * "waypoints:256:n=2000:seed=3". */
struct pf_waypoint_recipe {
    uint32_t size, nodes, hills, cliffs, slope_pct, k;
    uint64_t seed;
};

/* 1 when text is a waypoint recipe ("waypoints:..."), so that `pfbench gen` can choose the
 * generator by the recipe's family. */
int pf_waypoints_is_recipe(const char *text);
/* Parse a recipe string: PF_OK, or PF_ERR_PARSE with err = "recipe '...': expected ...,
 * found ...". */
int pf_waypoints_parse(const char *text, struct pf_waypoint_recipe *r, struct pf_error *err);
/* The graph's name: "gen-waypoints-256-n2000-h24-c6-sl60-k6-s3". PF_OK or PF_ERR_LIMIT. */
int pf_waypoints_name(const struct pf_waypoint_recipe *r, char *buf, size_t cap);

/* Build the graph: positions in length units with 3 decimals, arcs both ways between each node
 * and its k nearest neighbours (within a radius) that it can reach: the straight line between
 * them crosses no cliff and never climbs steeper than the slope limit over the terrain below;
 * an arc costs the 3D distance between its ends rounded up to 3 decimals (scale 1000), so
 * every geometric heuristic but Manhattan is admissible. All arithmetic on the terrain is in
 * integers (thousandths of a unit), so the same recipe gives the same graph on every machine.
 * PF_OK, PF_ERR_ARG (a recipe out of range) or PF_ERR_NOMEM, with a message in err. */
int pf_gen_waypoints(const struct pf_waypoint_recipe *r, struct pf_graph *g, struct pf_error *err);

/* Draw up to `count` queries for g: start and goal distinct and uniform over the largest
 * component of g with its arcs taken both ways (a pair with no directed path is drawn again,
 * within 20 * count draws; a generated graph has every arc both ways, so all count come),
 * each with its optimal cost from Dijkstra (binary heap), sorted by cost, then start, then
 * goal. Deterministic for a graph and seed. PF_OK, or PF_ERR_ARG / PF_ERR_NOMEM with a
 * message. */
int pf_gen_graph_queries(const struct pf_graph *g, uint64_t seed, uint32_t count,
                         struct pf_graph_queries *out, struct pf_error *err);

#ifdef __cplusplus
}
#endif

#endif
