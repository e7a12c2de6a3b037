/* pf_plugin_adapter.h: libpf's side of plugins: a plugin's variants as registry variants. */
#ifndef PF_PLUGIN_ADAPTER_H
#define PF_PLUGIN_ADAPTER_H

#include <stddef.h>
#include "pf_plugin.h"
#include "pf_search.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The host table every plugin gets (move_mask, the directions, the cache folder). */
const struct pf_plugin_host *pf_plugin_host(void);
/* The folder plugins may keep per-map data in (host->cache_dir); NULL for none. Set it before
 * loading plugins; the string is copied. PF_OK or PF_ERR_NOMEM. */
int pf_plugin_set_cache_dir(const char *dir);

/* Register every variant of plugin p (what its pf_plugin_entry returned; `from` names it in
 * messages, e.g. its path) in the variant registry: each becomes a struct pf_variant whose
 * algorithm calls the plugin's functions, with the built-in heuristic it names. PF_OK; else
 * PF_ERR_ARG (or PF_ERR_NOMEM) with one line in why: the ABI version, an unknown heuristic,
 * a name taken already (by a built-in or another plugin's variant), or the reason
 * pf_variant_check refuses a descriptor. Variants registered before a refused one stay. */
int pf_plugin_register(const struct pf_plugin *p, const char *from, char *why, size_t why_len);

/* The plugin descriptor behind a registry variant, or NULL for a built-in one. */
const struct pf_plugin_variant *pf_plugin_variant_of(const struct pf_variant *v);
/* The plugin that offers v (as registered), or NULL for a built-in one. */
const struct pf_plugin *pf_plugin_of(const struct pf_variant *v);

/* The answer of v's last query on ctx as the plugin filled it (counters, and for GPPC entries
 * calls, first20_ns and longest_call_ns; path points into the context), or NULL when v is no
 * plugin variant or has not been prepared on ctx. Valid until the next query. */
const struct pf_plugin_answer *pf_plugin_last_answer(struct pf_search_ctx *ctx, const struct pf_variant *v);


#ifdef __cplusplus
}
#endif

#endif
