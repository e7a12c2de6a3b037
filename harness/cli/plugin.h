/* plugin.h: loading plugins (--plugin lib.so) into the variant registry, and what was loaded. */
#ifndef PF_HARNESS_PLUGIN_H
#define PF_HARNESS_PLUGIN_H

#include <jansson.h>
#include <stddef.h>
#include "pf_plugin_adapter.h"
#include "cli.h"

/* The option every command that takes variant names has (append it to its option table). */
#define PF_PLUGIN_OPT                                                                           \
    { "plugin", "LIB.so", "load variants from a plugin (repeatable; see docs/PLUGINS.md)", NULL }

/* Load one plugin: dlopen(RTLD_NOW | RTLD_LOCAL), its pf_plugin_entry, the ABI check, then its
 * variants into the registry (pf_plugin_register). 0, or -1 with one line in err naming the
 * path and what is wrong (no such file, not a shared object, no entry point, another ABI, a
 * name taken, a descriptor refused). A plugin is never unloaded. */
int pf_plugin_load(const char *path, char *err, size_t errlen);
/* Every --plugin of a parsed command line, in order; a command with no such option loads
 * nothing. 0, or PF_EXIT_USAGE after "pfbench CMD: message" on stderr. */
int pf_plugins_load_cli(const char *cmd, const struct pf_cli *cli);

/* What was loaded, in order: for meta.json's "plugins" and `pfbench list`. */
size_t pf_plugin_count(void);
const char *pf_plugin_path(size_t i);                 /* its absolute path */
const struct pf_plugin *pf_plugin_at(size_t i);
/* meta.json's "plugins": [{"path", "name", "build", "abi", "variants": [...]}, ...]; NULL when
 * out of memory. */
json_t *pf_plugins_json(void);

#endif
