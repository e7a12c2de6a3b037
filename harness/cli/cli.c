/* cli.c: a small long-option parser (--name VALUE, --name=VALUE, flags) with typed getters. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

static int find_opt(const struct pf_cli *cli, const char *name, size_t len)
{
    for (int i = 0; i < cli->nopts; i++)
        if (strlen(cli->opts[i].name) == len && strncmp(cli->opts[i].name, name, len) == 0)
            return i;
    return -1;
}

int pf_cli_parse(struct pf_cli *cli, const struct pf_opt *opts, int nopts, int argc, char **argv)
{
    memset(cli, 0, sizeof *cli);
    cli->opts = opts;
    cli->nopts = nopts > 0 ? nopts : 0;
    /* one slot per option and one per argument: enough whatever the command line */
    cli->val = calloc((size_t)cli->nopts + 1, sizeof *cli->val);
    cli->pos = calloc(argc > 0 ? (size_t)argc : 1, sizeof *cli->pos);
    cli->given_opt = calloc(argc > 0 ? (size_t)argc : 1, sizeof *cli->given_opt);
    cli->given_val = calloc(argc > 0 ? (size_t)argc : 1, sizeof *cli->given_val);
    if (!cli->val || !cli->pos || !cli->given_opt || !cli->given_val) {
        snprintf(cli->err, sizeof cli->err, "out of memory for %d arguments", argc);
        return -1;
    }
    int only_pos = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (only_pos || a[0] != '-' || a[1] == '\0') {
            cli->pos[cli->npos++] = a;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            only_pos = 1;
            continue;
        }
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            cli->help = 1;
            continue;
        }
        if (a[1] != '-') {
            snprintf(cli->err, sizeof cli->err, "unknown option '%.100s' (options are --long; see --help)", a);
            return -1;
        }
        const char *name = a + 2, *eq = strchr(name, '=');
        size_t len = eq ? (size_t)(eq - name) : strlen(name);
        int k = find_opt(cli, name, len);
        if (k < 0) {
            snprintf(cli->err, sizeof cli->err, "unknown option '--%.*s' (see --help)", (int)(len > 100 ? 100 : len), name);
            return -1;
        }
        if (!opts[k].arg) {
            if (eq) {
                snprintf(cli->err, sizeof cli->err, "option '--%s' takes no value", opts[k].name);
                return -1;
            }
            cli->val[k] = "";
            cli->given_opt[cli->ngiven] = k;
            cli->given_val[cli->ngiven++] = "";
            continue;
        }
        if (eq) {
            cli->val[k] = eq + 1;
        } else if (i + 1 < argc) {
            cli->val[k] = argv[++i];
        } else {
            snprintf(cli->err, sizeof cli->err, "option '--%s' needs a value (%s)", opts[k].name, opts[k].arg);
            return -1;
        }
        cli->given_opt[cli->ngiven] = k;
        cli->given_val[cli->ngiven++] = cli->val[k];
    }
    return 0;
}

void pf_cli_free(struct pf_cli *cli)
{
    free(cli->val);
    free(cli->pos);
    free(cli->given_opt);
    free(cli->given_val);
    cli->val = NULL;
    cli->pos = NULL;
    cli->given_opt = NULL;
    cli->given_val = NULL;
    cli->ngiven = 0;
    cli->npos = 0;
}

const char *pf_cli_get(const struct pf_cli *cli, const char *name)
{
    int k = find_opt(cli, name, strlen(name));
    if (k < 0)
        return NULL;
    return cli->val && cli->val[k] ? cli->val[k] : cli->opts[k].def;
}

int pf_cli_flag(const struct pf_cli *cli, const char *name)
{
    int k = find_opt(cli, name, strlen(name));
    return k >= 0 && cli->val && cli->val[k] != NULL;
}

const char *pf_cli_nth(const struct pf_cli *cli, const char *name, int k)
{
    int o = find_opt(cli, name, strlen(name));
    for (int i = 0; o >= 0 && i < cli->ngiven; i++)
        if (cli->given_opt[i] == o && k-- == 0)
            return cli->given_val[i];
    return NULL;
}

int pf_cli_u64(struct pf_cli *cli, const char *name, uint64_t lo, uint64_t hi, uint64_t *out)
{
    const char *v = pf_cli_get(cli, name);
    if (!v)
        return 0;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(v, &end, 10);
    if (*v < '0' || *v > '9' || *end != '\0' || errno != 0 || x < lo || x > hi) {
        snprintf(cli->err, sizeof cli->err, "option '--%s': expected a whole number from %llu to %llu, found '%.60s'",
                 name, (unsigned long long)lo, (unsigned long long)hi, v);
        return -1;
    }
    *out = x;
    return 0;
}

int pf_cli_double(struct pf_cli *cli, const char *name, double lo, double hi, double *out)
{
    const char *v = pf_cli_get(cli, name);
    if (!v)
        return 0;
    char *end;
    errno = 0;
    double x = strtod(v, &end);
    if (*v == '\0' || *end != '\0' || errno != 0 || !isfinite(x) || x < lo || x > hi) {
        snprintf(cli->err, sizeof cli->err, "option '--%s': expected a number from %g to %g, found '%.60s'",
                 name, lo, hi, v);
        return -1;
    }
    *out = x;
    return 0;
}

void pf_cli_usage(FILE *f, const char *cmd, const char *synopsis, const char *about,
                  const struct pf_opt *opts, int nopts)
{
    fprintf(f, "usage: pfbench %s %s\n\n%s\n\noptions:\n", cmd, synopsis, about);
    for (int i = 0; i < nopts; i++) {
        /* the left column is 22 wide; a longer option pushes its help to the right */
        int w = fprintf(f, "  --%s%s%s", opts[i].name, opts[i].arg ? " " : "", opts[i].arg ? opts[i].arg : "");
        fprintf(f, "%*s %s", w < 24 ? 24 - w : 0, "", opts[i].help);
        if (opts[i].def)
            fprintf(f, " (default: %s)", opts[i].def);
        fputc('\n', f);
    }
    fprintf(f, "  %-22s %s\n", "--help", "show this help");
}
