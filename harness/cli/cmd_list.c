/* cmd_list.c: `pfbench list`: print the variant registry. */
#include <stdio.h>
#include <string.h>
#include "cli.h"
#include "commands.h"
#include "domain.h"
#include "plan.h"
#include "plugin.h"

static const struct pf_opt opts[] = {
    { "moves", "MODEL", "movement model for the 'optimal' column: 4, 8, 8-cut, 8-any; mean, enter (weighted)", "8" },
    { "domain", "NAME", "only the variants of one domain: grid, voxel or graph", NULL },
    { "names", NULL, "print only the names, one per line", NULL },
    PF_PLUGIN_OPT,
};


const struct pf_command pf_command_list = {
    .name = "list", .run = pf_cmd_list, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "print the registry of variants (algorithm/heuristic/open list)",
    .synopsis = "[--moves MODEL] [--domain grid|voxel|graph] [--names]",
    .help = "Print every variant the suite knows: its columns, whether it must be optimal (under\n"
            "--moves for 2D grids, 26 for voxel variants, their arcs for graph variants; and the\n"
            "models where it must: 'graph' means on graphs whose arcs are no shorter than the\n"
            "heuristic's distance between their ends), what it needs, the models it runs on, how it\n"
            "follows a change of its map (changes: online, keeping nothing of the map; rebuild, its\n"
            "preprocessing run again; repair, its data updated where the change reaches; - in\n"
            "domains whose maps do not change) and where it comes from (built-in, or plugin:NAME\n"
            "for a variant --plugin loaded).",
};

int pf_cmd_list(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    enum pf_moves m;
    const struct pf_domain_ops *only = NULL;     /* --domain: its variants only */
    const char *dname = pf_cli_get(&cli, "domain");
    if (dname) {
        const struct pf_domain_ops *d = pf_domain_named(dname);
        if (!d) {
            fprintf(stderr, "pfbench list: unknown domain '%s' (", dname);
            for (size_t i = 0; i < pf_domain_ops_count(); i++)
                fprintf(stderr, "%s%s", i ? ", " : "", pf_domain_ops_at(i)->name);
            fprintf(stderr, ")\n");
            return PF_EXIT_USAGE;
        }
        only = d;
    }
    if (pf_domain_moves_parse(pf_cli_get(&cli, "moves"), &m) != PF_OK) {
        fprintf(stderr, "pfbench list: unknown movement model '%s' (%s)\n", pf_cli_get(&cli, "moves"),
                pf_domain_moves_choices());
        return PF_EXIT_USAGE;
    }
    int names = pf_cli_flag(&cli, "names");
    int wn = 7, wa = 4;             /* the widest name and algo, for aligned columns */
    for (size_t i = 0; i < pf_variant_count(); i++) {
        int n = (int)strlen(pf_variant_at(i)->name), a = (int)strlen(pf_variant_algo(pf_variant_at(i)));
        wn = n > wn ? n : wn;
        wa = a > wa ? a : wa;
    }
    int wf = 8;                     /* the widest "from": built-in, or plugin:NAME */
    for (size_t i = 0; i < pf_variant_count(); i++) {
        const struct pf_plugin *p = pf_plugin_of(pf_variant_at(i));
        int f = p ? 7 + (int)strlen(p->name ? p->name : "?") : 8;
        wf = f > wf ? f : wf;
    }
    if (!names)
        printf("%-*s %-*s %-10s %-7s %-8s %-16s %-15s %-16s %-8s %-*s %s\n", wn, "variant", wa, "algo", "heuristic",
               "open", "optimal", "must-be-optimal", "needs", "runs-on", "changes", wf, "from", "about");
    for (size_t i = 0; i < pf_variant_count(); i++) {
        const struct pf_variant *v = pf_variant_at(i);
        if (only && pf_domain_of_variant(v) != only)
            continue;
        if (names) {
            printf("%s\n", v->name);
            continue;
        }
        /* what the descriptors say: the models on which it must be optimal, what it needs */
        char on[64] = "", needs[64] = "", runs[64] = "";
        for (int k = 0; k < PF_MAX_MODELS; k++)       /* every model of every domain */
            if (pf_variant_should_be_optimal(v, (enum pf_moves)k))
                snprintf(on + strlen(on), sizeof on - strlen(on), "%s%s", *on ? "," : "",
                         pf_moves_name((enum pf_moves)k));
        for (int k = 0; k < PF_MAX_MODELS; k++)
            if (pf_variant_runs_on(v, (enum pf_moves)k, NULL, 0))
                snprintf(runs + strlen(runs), sizeof runs - strlen(runs), "%s%s", *runs ? "," : "",
                         pf_moves_name((enum pf_moves)k));
        static const char *const need_names[] = { "heuristic", "open", "preprocess", "budget", "map-setup" };
        for (unsigned k = 0; k < sizeof need_names / sizeof need_names[0]; k++)
            if (v->alg->needs & (1u << k))
                snprintf(needs + strlen(needs), sizeof needs - strlen(needs), "%s%s",
                         *needs ? "," : "", need_names[k]);
        /* where it comes from: the built-in registry, or the plugin (--plugin) that added it */
        const struct pf_plugin *p = pf_plugin_of(v);
        char from[128];
        snprintf(from, sizeof from, "%s%s", p ? "plugin:" : "built-in", p ? (p->name ? p->name : "?") : "");
        const char *follow = pf_domain_changes(pf_variant_domain(v)) ? pf_follow_name(pf_variant_follow(v)) : "-";
        printf("%-*s %-*s %-10s %-7s %-8s %-16s %-15s %-16s %-8s %-*s %s\n", wn, v->name, wa, pf_variant_algo(v),
               pf_variant_heuristic(v), pf_variant_open(v),
               pf_variant_should_be_optimal(v, pf_domain_moves(pf_variant_domain(v), m)) ? "yes" : "no",
               *on ? on : "-",
               *needs ? needs : "-", runs, follow, wf, from, v->about ? v->about : "");
    }
    return 0;
}
