/* plugin.c: `--plugin lib.so`: dlopen a plugin (or a GPPC any-angle entry), check it, register its variants, remember it. */
#define _DEFAULT_SOURCE            /* realpath */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "commands.h"
#include "gppc_aa_host.h"
#include "json.h"
#include "plugin.h"

struct loaded {
    char *path;                    /* absolute */
    const struct pf_plugin *p;
};
static struct loaded *loaded;
static size_t num_loaded;

int pf_plugin_load(const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        snprintf(err, errlen, "plugin %s: no such file", path);
        return -1;
    }
    /* dlopen searches the library path for a name without '/': a plugin is a file */
    char *where = malloc(strlen(path) + 3);
    if (!where) {
        snprintf(err, errlen, "plugin %s: out of memory", path);
        return -1;
    }
    sprintf(where, "%s%s", strchr(path, '/') ? "" : "./", path);
    dlerror();
    void *h = dlopen(where, RTLD_NOW | RTLD_LOCAL);
    free(where);
    if (!h) {
        const char *e = dlerror();
        snprintf(err, errlen, "plugin %s: cannot load it as a shared object: %s", path, e ? e : "?");
        return -1;
    }
    dlerror();
    const struct pf_plugin *p;
    void *sym = dlsym(h, PF_PLUGIN_ENTRY);
    const char *missing = sym ? NULL : dlerror();  /* the loader's words for the usual entry point */
    char said[400];
    snprintf(said, sizeof said, "%s", missing ? missing : "?");
    void *aa = sym ? NULL : dlsym(h, PF_GPPC_AA_SYMBOL);
    if (sym) {
        pf_plugin_entry_fn entry;
        memcpy(&entry, &sym, sizeof entry);       /* object pointer to function pointer (POSIX) */
        p = entry(pf_plugin_host());
    } else if (aa) {
        /* a GPPC any-angle entry (scripts/gppc-build.sh): its C table wrapped as a plugin of
         * the any-angle plane */
        pf_gppc_aa_entry_fn entry;
        memcpy(&entry, &aa, sizeof entry);
        if (!(p = pf_gppc_aa_plugin(entry(), path, err, errlen))) {
            dlclose(h);
            return -1;
        }
    } else {
        snprintf(err, errlen, "plugin %s: no entry point %s (a pfbench plugin exports it with C linkage; a GPPC "
                 "any-angle entry built by scripts/gppc-build.sh exports %s): %s", path, PF_PLUGIN_ENTRY,
                 PF_GPPC_AA_SYMBOL, said);
        dlclose(h);
        return -1;
    }
    struct loaded *grown = realloc(loaded, (num_loaded + 1) * sizeof *grown);
    char *copy = realpath(path, NULL);             /* meta.json says which file ran */
    if (!grown || !copy) {
        free(copy);
        if (grown)
            loaded = grown;
        snprintf(err, errlen, "plugin %s: out of memory", path);
        return -1;
    }
    loaded = grown;
    if (pf_plugin_register(p, path, err, errlen) != PF_OK) {
        free(copy);
        return -1;                  /* not closed: variants before the refused one point into it */
    }
    loaded[num_loaded].path = copy;
    loaded[num_loaded++].p = p;
    return 0;
}

int pf_plugins_load_cli(const char *cmd, const struct pf_cli *cli)
{
    const char *path;
    for (int k = 0; (path = pf_cli_nth(cli, "plugin", k)) != NULL; k++) {
        char err[1200];
        if (pf_plugin_load(path, err, sizeof err) != 0) {
            fprintf(stderr, "pfbench %s: %s\n", cmd, err);
            return PF_EXIT_USAGE;
        }
    }
    return 0;
}

size_t pf_plugin_count(void) { return num_loaded; }
const char *pf_plugin_path(size_t i) { return i < num_loaded ? loaded[i].path : NULL; }
const struct pf_plugin *pf_plugin_at(size_t i) { return i < num_loaded ? loaded[i].p : NULL; }

/* One plugin's record; NULL when out of memory. */
static json_t *plugin_json(const struct loaded *l)
{
    const struct pf_plugin *p = l->p;
    json_t *o = json_object(), *vl = json_array();
    int bad = !o || !vl;
    for (uint32_t k = 0; !bad && k < p->num_variants; k++)
        bad |= json_array_append_new(vl, pf_json_str(p->variants[k].name ? p->variants[k].name : ""));
    if (bad) {
        json_decref(o);
        json_decref(vl);
        return NULL;
    }
    /* each put takes its value's reference, also when it fails */
    bad |= pf_json_put(o, "path", pf_json_str(l->path));
    bad |= pf_json_put(o, "name", pf_json_str(p->name ? p->name : ""));
    bad |= pf_json_put(o, "build", pf_json_str(p->build ? p->build : ""));
    bad |= pf_json_put(o, "abi", json_integer((json_int_t)p->abi));
    bad |= pf_json_put(o, "variants", vl);
    if (bad) {
        json_decref(o);
        return NULL;
    }
    return o;
}

json_t *pf_plugins_json(void)
{
    json_t *a = json_array();
    int bad = !a;
    for (size_t i = 0; !bad && i < num_loaded; i++)
        bad |= json_array_append_new(a, plugin_json(&loaded[i]));   /* NULL: fails, nothing kept */
    if (bad) {
        json_decref(a);
        return NULL;
    }
    return a;
}
