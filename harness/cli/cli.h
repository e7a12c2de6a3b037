/* cli.h: the command-line option parser shared by every pfbench command. */
#ifndef PF_CLI_H
#define PF_CLI_H

#include <stdint.h>
#include <stdio.h>

struct pf_opt {
    const char *name;       /* "map" for --map */
    const char *arg;        /* "FILE" when the option takes a value, NULL for a flag */
    const char *help;
    const char *def;        /* default shown in --help, or NULL */
};

/* The parsed command line. val and pos are sized for the table and for argv (no cap on the
 * number of options or arguments); they point into argv, which must outlive the parse. */
struct pf_cli {
    const struct pf_opt *opts;
    int nopts;
    const char **val;   /* val[k]: option k's value, "" for a flag that is set, NULL when absent */
    const char **pos;   /* positional arguments, in order */
    int npos;
    int help;
    char err[256];
    /* every option given, in order, with repeats (pf_cli_nth): val keeps only the last */
    int *given_opt;
    const char **given_val;
    int ngiven;
};

/* Parse argv (argv[0] is the command name). Returns 0, or -1 with cli->err set. Either way
 * pf_cli_free releases what the parse allocated. */
int pf_cli_parse(struct pf_cli *cli, const struct pf_opt *opts, int nopts, int argc, char **argv);
void pf_cli_free(struct pf_cli *cli);
const char *pf_cli_get(const struct pf_cli *cli, const char *name);   /* value or default */
int pf_cli_flag(const struct pf_cli *cli, const char *name);
/* The k-th value (0-based) given to a repeatable option, in command-line order, or NULL when it
 * was given fewer than k + 1 times (--plugin a.so --plugin b.so). */
const char *pf_cli_nth(const struct pf_cli *cli, const char *name, int k);
/* Typed getters: 0 on success; -1 with cli->err naming the option and the bad value. */
int pf_cli_u64(struct pf_cli *cli, const char *name, uint64_t lo, uint64_t hi, uint64_t *out);
int pf_cli_double(struct pf_cli *cli, const char *name, double lo, double hi, double *out);
void pf_cli_usage(FILE *f, const char *cmd, const char *synopsis, const char *about,
                  const struct pf_opt *opts, int nopts);

#endif
