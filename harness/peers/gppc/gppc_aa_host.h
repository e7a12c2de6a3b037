/* gppc_aa_host.h: a GPPC any-angle entry (gppc_anyangle_abi.h) loaded as a pfbench plugin of the any-angle plane. */
#ifndef PF_GPPC_AA_HOST_H
#define PF_GPPC_AA_HOST_H

#include <stddef.h>
#include "gppc_anyangle_abi.h"
#include "pf_plugin.h"

/* The plugin that offers entry e (what its pf_gppc_anyangle_entry returned; `from` names its
 * file in messages) as one variant, gppc/<name>, of the any-angle plane (model aa): optimal
 * there when the build declared it (--optimal), its PreprocessMap the variant's preprocessing,
 * PrepareForSearch its setup, GetPath its search. The plugin is registered like any other
 * (pf_plugin_register). NULL with one line in err: no table, another ABI, more than
 * PF_GPPC_AA_MAX entries, out of memory. */
#define PF_GPPC_AA_MAX 8
const struct pf_plugin *pf_gppc_aa_plugin(const struct pf_gppc_aa_entry *e, const char *from, char *err,
                                          size_t errlen);

#endif
