/* ch_alg.h: the parts of a contraction-hierarchy registry algorithm every domain shares
 * (ch_alg.c; internal to libpf). A domain's algorithm sets .prep_save, .prep_load, .release,
 * .setup and .teardown to these, builds its graph in its .preprocess_ctx with pf_ch_alg_build,
 * and queries the scratch (struct pf_ch_query) with pf_ch_query. */
#ifndef PF_CH_ALG_H
#define PF_CH_ALG_H

#include "ch.h"

/* The hierarchy of in, under the context's limits: its expansion budget times 10 for the nodes
 * the witness searches settle, its preprocessing time limit; past one, PF_BUDGET, nothing kept,
 * and the context's note names the limit. */
int pf_ch_alg_build(struct pf_search_ctx *ctx, const struct pf_ch_input *in, void **data, size_t *bytes);
void pf_ch_alg_release(void *data);
int pf_ch_alg_save(const void *data, size_t bytes, FILE *f);
int pf_ch_alg_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                   size_t *bytes);
/* A cached hierarchy of n nodes (a graph the domain derives from its space, not the space's
 * own nodes), refused like pf_ch_alg_load when its contraction settled more than the context's
 * budget allows: PF_OK with *out (free with pf_ch_alg_release), PF_BUDGET, PF_ERR_PARSE,
 * PF_ERR_NOMEM. */
int pf_ch_alg_load_nodes(struct pf_search_ctx *ctx, FILE *f, size_t size, uint32_t n, struct pf_ch **out);
int pf_ch_alg_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes);
void pf_ch_alg_teardown(void *scratch);

#endif
