/* graph_search_core.h: the best-first loop of the node-graph domain (A*, weighted A*,
 * Dijkstra), included once per open list by graph_search.c so that the loop of every
 * built-in open list makes no indirect call. The includer defines GS_NAME (the function's
 * name), GS_OPEN_T, GS_PUSH, GS_DECREASE, GS_POP and GS_SIZE, and GS_TRACED 1 in the one copy
 * that logs its steps (a traced query's); the others have no test for it in their loop.
 * Why not the grid's loop (grid/best_first_core.h): a graph node's successors are a run of CSR
 * arcs of any length, each with its own cost, and a parent may be any node (an array of them);
 * the grid loop unrolls its eight fixed directions (each branch keeps its own history,
 * docs/PERFORMANCE.md) and keeps the parent in three bits of the stamp (17
 * bytes a node against this context's 28). One loop for both would make the grid pay for arcs
 * or the graph for directions. */

static int GS_NAME(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v, pf_node start,
                   pf_node goal, struct pf_result *res)
{
    const struct pf_graph *gr = ctx->g;
    GS_OPEN_T *q = ctx->open;
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->stamp;
    pf_cost *restrict gv = ctx->gv;
    pf_cost *restrict hv = ctx->hv;
    pf_node *restrict parent = ctx->parent;
    const uint32_t *first = gr->first;
    const pf_node *head = gr->head;
    const pf_cost *w = gr->w;
    const struct pf_graph_heuristic *h = v->h;
    const int has_h = h && h->norm && gr->pos;
    /* a built-in heuristic's id, inlined in gs_estimate; -1: through the descriptor */
    const int hid = has_h && h->id > PF_GH_ZERO && h->id < PF_GH_COUNT &&
                    h == pf_graph_heuristics[h->id] ? h->id : -1;
    const double weight = v->weight > 0 ? v->weight : 1.0;
    const uint64_t budget = ctx->budget;
#ifndef GS_TRACED
#define GS_TRACED 0
#endif
    struct pf_search_ctx *const tr = GS_TRACED ? ctx->tr : NULL;
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 1, decreases = 0, max_open = 1;
    int rc = PF_NO_PATH;

    hv[start] = has_h ? gs_estimate(gr, h, hid, weight, start, goal) : 0;
    gv[start] = 0;
    stamp[start] = epoch;
    parent[start] = start;
    int qrc = GS_PUSH(q, start, hv[start], gs_tie(0));   /* an open list's refusal */
    if (qrc != PF_OK)
        return res->status = qrc;

    pf_node n;
    while ((n = GS_POP(q)) != PF_NONE) {
        if (!gc_expand(stamp, epoch, n, goal, &expanded, budget, &rc))
            break;
        if (GS_TRACED && tr)
            ctx_step(tr, PF_STEP_EXPAND, 0, n, PF_NONE, 0, 0);
        const pf_cost gn = gv[n];
        const uint32_t end = first[n + 1];
        generated += end - first[n];
        for (uint32_t i = first[n]; i < end; i++) {
            const pf_node m = head[i];
            const pf_cost ng = gn + w[i];
            const uint32_t st = stamp[m];
            if (st >= epoch && ng >= gv[m])
                continue;
            if (st < epoch)        /* first seen in this query: its heuristic, once */
                hv[m] = has_h ? gs_estimate(gr, h, hid, weight, m, goal) : 0;
            gv[m] = ng;
            parent[m] = n;
            stamp[m] = epoch;
            if (GS_TRACED && tr)
                ctx_step_label(tr, 0, m, n, ng, ng + hv[m], gc_open(st, epoch));
            if (gc_open(st, epoch)) {
                decreases++;
                if ((qrc = GS_DECREASE(q, m, ng + hv[m], gs_tie(ng))) != PF_OK)
                    goto refused;
            } else {
                if (st >= epoch)
                    reopened++;
                pushes++;
                if ((qrc = GS_PUSH(q, m, ng + hv[m], gs_tie(ng))) != PF_OK)
                    goto refused;
            }
        }
        uint64_t sz = GS_SIZE(q);
        if (sz > max_open)
            max_open = sz;
    }
    if (rc == PF_OK)
        pf_graph_ctx_finish_path(ctx, start, goal, res);
    res->status = rc;
    goto count;
refused:
    res->status = qrc;
count:
    pf_counters_set(&res->c, expanded, generated, reopened, pushes, decreases, max_open);
    return res->status;
}

#undef GS_NAME
#undef GS_OPEN_T
#undef GS_PUSH
#undef GS_DECREASE
#undef GS_POP
#undef GS_SIZE
#undef GS_TRACED
