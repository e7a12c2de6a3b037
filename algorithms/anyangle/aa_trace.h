/* aa_trace.h: where the any-angle searches mark what they expand, for the search pictures. */
#ifndef PF_AA_TRACE_H
#define PF_AA_TRACE_H

#include "anya.h"
#include "polyanya.h"
#include "pf_anyangle.h"

struct pf_search_ctx;

/* The context whose trace the next queries mark (its nodes are the plane's corners,
 * pf_aa_corner_node), or NULL for none; set before each query. With NULL a search's only cost is
 * one test of this pointer per expansion. What each marks:
 *  - Theta* and Lazy Theta*: the corner of each state it expands, in expansion order (a double
 *    corner expanded from both its sides keeps the later order);
 *  - the bounded truth: the corner of each vertex it expands (the start and target included);
 *  - Anya: every integer corner on the interval of each node it expands, all with that node's
 *    order (an interval between two corners marks none; roots lie on their parents' intervals). */
void pf_aa_theta_trace(struct pf_aa_theta *t, struct pf_search_ctx *ctx);
void pf_aa_bounded_trace(struct pf_aa_bounded *b, struct pf_search_ctx *ctx);
void pf_anya_trace(struct pf_anya *a, struct pf_search_ctx *ctx);

/* The search nodes of a traced Anya or Polyanya query (aa_nodes.c), only ever called with
 * tracing on: pf_aa_nodes_clear empties the log at a query's start; pf_aa_node_generated logs
 * node nd made while expanding node `parent` (AA_NO_NODE: the start's own spread), with its
 * generation step, and returns its id (AA_NO_NODE once the log is full); pf_aa_node_find gives
 * the id of the first node logged with nd's content (bit for bit) and not yet expanded (a search
 * whose nodes carry no id: Anya); pf_aa_node_expanded logs the expansion of node id. */
#define AA_NO_NODE UINT32_MAX
void pf_aa_nodes_clear(struct pf_search_ctx *ctx);
uint32_t pf_aa_node_generated(struct pf_search_ctx *ctx, uint32_t parent, const struct pf_aa_search_node *nd);
uint32_t pf_aa_node_find(struct pf_search_ctx *ctx, const struct pf_aa_search_node *nd);
void pf_aa_node_expanded(struct pf_search_ctx *ctx, uint32_t id);

#endif
