/* fuzz_cli.c: libFuzzer target for the option parser, its typed getters and the name lookups. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "pf_search.h"
#define FUZZ_NAME "fuzz_cli"
#include "fuzz_check.h"

#define MAX_ARGS 40

/* The same shape as `pfbench solve`'s table, plus a number option for pf_cli_double. */
static const struct pf_opt opts[] = {
    { "map", "FILE", "Moving AI .map file", NULL },
    { "scen", "FILE", "Moving AI .scen file for that map", NULL },
    { "algo", "NAME", "variant from `pfbench list`", "astar/octile/heap" },
    { "moves", "MODEL", "movement model: 4, 8, 8-cut, 8-any", "8" },
    { "repeat", "K", "time each query K times and report the median", "1" },
    { "limit", "N", "solve only the first N scenario lines (0 = all)", "0" },
    { "tie", "RULE", "tie-breaking among equal f: gmax, hmin, fifo, lifo", "gmax" },
    { "budget", "N", "stop a query after N expansions (0 = no budget)", "0" },
    { "seed", "S", "seed of the random generic search", "1" },
    { "weight", "W", "weight of the heuristic", "1.5" },
    { "quiet", NULL, "print only the summary line", NULL },
};
#define NOPTS ((int)(sizeof opts / sizeof opts[0]))

static void check_err(const struct pf_cli *cli)
{
    if (memchr(cli->err, '\0', sizeof cli->err) == NULL)
        fail("error message not terminated", NULL);
    if (cli->err[0] == '\0')
        fail("failure without a message", NULL);
}

/* Is p one of the argument strings (or inside one, after "--name=")? */
static int in_argv(const char *p, int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (p >= argv[i] && p <= argv[i] + strlen(argv[i]))
            return 1;
    return 0;
}

/* The u64 getter must accept exactly the plain decimal numbers within [lo, hi]. */
static void check_u64(struct pf_cli *cli, const char *name, uint64_t lo, uint64_t hi)
{
    const char *v = pf_cli_get(cli, name);
    uint64_t out = 12345;
    int rc = pf_cli_u64(cli, name, lo, hi, &out);
    if (rc == 0) {
        if (v && (out < lo || out > hi))
            fail("pf_cli_u64 returned a value out of range", v);
        if (v) {
            /* an independent reading: digits only, no overflow */
            uint64_t x = 0;
            if (*v == '\0')
                fail("pf_cli_u64 accepted an empty value", NULL);
            for (const char *c = v; *c; c++) {
                if (*c < '0' || *c > '9')
                    fail("pf_cli_u64 accepted a value that is not a plain decimal", v);
                if (x > (UINT64_MAX - (uint64_t)(*c - '0')) / 10)
                    fail("pf_cli_u64 accepted a value that overflows", v);
                x = x * 10 + (uint64_t)(*c - '0');
            }
            if (x != out)
                fail("pf_cli_u64 returned another value than written", v);
        }
    } else {
        if (rc != -1)
            fail("pf_cli_u64 returned neither 0 nor -1", NULL);
        check_err(cli);
        if (strncmp(cli->err, "option '--", 10) != 0 || !strstr(cli->err, ": expected "))
            fail("pf_cli_u64 message does not name the option", cli->err);
    }
}

static void check_double(struct pf_cli *cli, const char *name, double lo, double hi)
{
    double out = NAN;
    int rc = pf_cli_double(cli, name, lo, hi, &out);
    if (rc == 0) {
        if (pf_cli_get(cli, name) && (!isfinite(out) || out < lo || out > hi))
            fail("pf_cli_double returned a value out of range", pf_cli_get(cli, name));
    } else {
        if (rc != -1)
            fail("pf_cli_double returned neither 0 nor -1", NULL);
        check_err(cli);
        if (strncmp(cli->err, "option '--", 10) != 0 || !strstr(cli->err, ": expected "))
            fail("pf_cli_double message does not name the option", cli->err);
    }
}

static void use_parsed(struct pf_cli *cli, int argc, char **argv)
{
    if (cli->npos < 0 || cli->npos > PF_CLI_MAX_POS)
        fail("positional count out of range", NULL);
    for (int i = 0; i < cli->npos; i++)
        if (!in_argv(cli->pos[i], argc, argv))
            fail("a positional argument does not point into argv", NULL);
    for (int k = 0; k < NOPTS; k++) {
        const char *v = cli->val[k];
        if (!v)
            continue;
        if (!opts[k].arg) {
            if (v[0] != '\0')
                fail("a flag holds a value", v);
        } else if (!in_argv(v, argc, argv)) {
            fail("an option value does not point into argv", NULL);
        }
        if (pf_cli_get(cli, opts[k].name) != v)
            fail("pf_cli_get disagrees with the parsed value", opts[k].name);
    }
    if (pf_cli_get(cli, "no-such-option") || pf_cli_flag(cli, "no-such-option"))
        fail("an unknown option has a value", NULL);
    (void)pf_cli_flag(cli, "quiet");

    check_u64(cli, "repeat", 1, 1000000);
    check_u64(cli, "limit", 0, UINT32_MAX);
    check_u64(cli, "budget", 0, UINT64_MAX);
    check_u64(cli, "seed", 0, UINT64_MAX);
    check_double(cli, "weight", 1.0, 100.0);

    enum pf_moves m;
    if (pf_moves_parse(pf_cli_get(cli, "moves"), &m) == PF_OK &&
        strcmp(pf_moves_name(m), pf_cli_get(cli, "moves")) != 0)
        fail("pf_moves_parse and pf_moves_name disagree", NULL);
    enum pf_tie t;
    if (pf_tie_parse(pf_cli_get(cli, "tie"), &t) == PF_OK &&
        strcmp(pf_tie_name(t), pf_cli_get(cli, "tie")) != 0)
        fail("pf_tie_parse and pf_tie_name disagree", NULL);
    const struct pf_variant *v = pf_variant_find(pf_cli_get(cli, "algo"));
    if (v && strcmp(v->name, pf_cli_get(cli, "algo")) != 0)
        fail("pf_variant_find returned another variant", NULL);
    /* file names are only looked at, never opened */
    const char *map = pf_cli_get(cli, "map"), *scen = pf_cli_get(cli, "scen");
    if (map)
        (void)strlen(map);
    if (scen)
        (void)strlen(scen);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int usage_done;
    if (!usage_done) {
        FILE *f = fopen("/dev/null", "w");
        if (f) {
            pf_cli_usage(f, "fuzz", "[options]", "The option table of the fuzzer.", opts, NOPTS);
            fclose(f);
        }
        usage_done = 1;
    }

    /* argv[0] is the command; the input, split on '\n', gives the rest (each its own copy,
     * so that reading past an argument's end is caught) */
    char *argv[MAX_ARGS + 1];
    int argc = 0;
    static char cmd[] = "fuzz";
    argv[argc++] = cmd;
    size_t i = 0;
    while (i < size && argc < MAX_ARGS) {   /* a final '\n' ends the last argument */
        const uint8_t *nl = memchr(data + i, '\n', size - i);
        size_t end = nl ? (size_t)(nl - data) : size;
        char *a = malloc(end - i + 1);
        if (!a)
            break;
        memcpy(a, data + i, end - i);
        a[end - i] = '\0';
        argv[argc++] = a;
        i = end + 1;
    }
    argv[argc] = NULL;

    struct pf_cli cli;
    int rc = pf_cli_parse(&cli, opts, NOPTS, argc, argv);
    if (rc == 0)
        use_parsed(&cli, argc, argv);
    else if (rc == -1)
        check_err(&cli);
    else
        fail("pf_cli_parse returned neither 0 nor -1", NULL);

    for (int k = 1; k < argc; k++)
        free(argv[k]);
    return 0;
}
