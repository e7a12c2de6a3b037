/* cmd_list.c: `pfbench list`: print the variant registry. */
#include <stdio.h>
#include "cli.h"
#include "commands.h"

static const struct pf_opt opts[] = {
    { "moves", "MODEL", "movement model for the 'optimal' column: 4, 8, 8-cut, 8-any", "8" },
    { "names", NULL, "print only the names, one per line", NULL },
};


const struct pf_command pf_command_list = {
    .name = "list", .run = pf_cmd_list, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "print the registry of variants (algorithm/heuristic/open list)",
    .synopsis = "[--moves MODEL] [--names]",
    .help = "Print every variant the suite knows, with whether it must be optimal.",
};

int pf_cmd_list(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    enum pf_moves m;
    if (pf_moves_parse(pf_cli_get(&cli, "moves"), &m) != PF_OK) {
        fprintf(stderr, "pfbench list: unknown movement model '%s' (4, 8, 8-cut, 8-any)\n", pf_cli_get(&cli, "moves"));
        return PF_EXIT_USAGE;
    }
    int names = pf_cli_flag(&cli, "names");
    if (!names)
        printf("%-22s %-9s %-10s %-7s %-8s %s\n", "variant", "algo", "heuristic", "open",
               "optimal", "about");
    for (size_t i = 0; i < pf_variant_count(); i++) {
        const struct pf_variant *v = pf_variant_at(i);
        if (names)
            printf("%s\n", v->name);
        else
            printf("%-22s %-9s %-10s %-7s %-8s %s\n", v->name, pf_variant_algo(v),
                   pf_variant_heuristic(v), pf_variant_open(v),
                   pf_variant_should_be_optimal(v, m) ? "yes" : "no", v->about);
    }
    return 0;
}
