/* fuzz_cli.c: libFuzzer target for pfbench's command table: every command's real option
 * table through the table's own parse step (pf_command_parse: errors, --help), then the
 * typed getters and the name lookups the commands use. No command runs, no file is opened. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "commands.h"
#include "plan.h"
#include "suite.h"
#define FUZZ_NAME "fuzz_cli"
#include "fuzz_check.h"

#define MAX_ARGS 40

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

/* What a command may do with its parsed command line: every getter on every option. */
static void use_parsed(const struct pf_command *cmd, struct pf_cli *cli, int argc, char **argv)
{
    if (cli->npos < 0 || cli->npos >= argc)
        fail("positional count out of range", NULL);
    for (int i = 0; i < cli->npos; i++)
        if (!in_argv(cli->pos[i], argc, argv))
            fail("a positional argument does not point into argv", NULL);
    for (int k = 0; k < cmd->nopts; k++) {
        const struct pf_opt *o = &cmd->opts[k];
        const char *v = cli->val[k];
        if (v) {
            if (!o->arg) {
                if (v[0] != '\0')
                    fail("a flag holds a value", v);
            } else if (!in_argv(v, argc, argv)) {
                fail("an option value does not point into argv", NULL);
            }
        }
        if (pf_cli_get(cli, o->name) != (v ? v : o->def))
            fail("pf_cli_get disagrees with the parsed value", o->name);
        if (pf_cli_flag(cli, o->name) != (v != NULL))
            fail("pf_cli_flag disagrees with the parsed value", o->name);
        if (!o->arg)
            continue;
        /* the ranges the commands use, and the widest */
        check_u64(cli, o->name, 0, UINT64_MAX);
        check_u64(cli, o->name, 1, 1000000);
        check_u64(cli, o->name, 0, UINT32_MAX);
        check_double(cli, o->name, 1.0, 1e6);
        check_double(cli, o->name, 0.0, 1e9);
    }
    if (pf_cli_get(cli, "no-such-option") || pf_cli_flag(cli, "no-such-option"))
        fail("an unknown option has a value", NULL);

    /* the lookups behind the options that name things */
    const char *s = pf_cli_get(cli, "moves");
    enum pf_moves m;
    if (s && pf_moves_parse(s, &m) == PF_OK && strcmp(pf_moves_name(m), s) != 0)
        fail("pf_moves_parse and pf_moves_name disagree", NULL);
    enum pf_tie t;
    s = pf_cli_get(cli, "tie");
    if (s && pf_tie_parse(s, &t) == PF_OK && strcmp(pf_tie_name(t), s) != 0)
        fail("pf_tie_parse and pf_tie_name disagree", NULL);
    s = pf_cli_get(cli, "algo");
    const struct pf_variant *v = s ? pf_variant_find(s) : NULL;
    if (v && strcmp(v->name, s) != 0)
        fail("pf_variant_find returned another variant", NULL);
    s = pf_cli_get(cli, "suite");
    const struct pf_suite *su = s ? pf_suite_find(s) : NULL;
    if (su && strcmp(su->name, s) != 0)
        fail("pf_suite_find returned another suite", NULL);
    s = pf_cli_get(cli, "algos");
    if (s)
        for (size_t i = 0; i < pf_variant_count(); i++)
            (void)pf_match_any(s, pf_variant_at(i)->name);
}

/* Parse the arguments as `pfbench NAME ARGS...` would, and check what the table said. */
static void parse_as(const struct pf_command *cmd, int argc, char **argv)
{
    char name[64];
    snprintf(name, sizeof name, "%s", cmd->name);
    argv[0] = name;
    char *out_text = NULL, *err_text = NULL;
    size_t out_len = 0, err_len = 0;
    FILE *out = open_memstream(&out_text, &out_len), *err = open_memstream(&err_text, &err_len);
    if (!out || !err)
        fail("open_memstream failed", NULL);
    struct pf_cli cli;
    int rc = pf_command_parse(cmd, argc, argv, &cli, out, err);
    fclose(out);
    fclose(err);

    char prefix[100];
    if (rc == PF_CMD_PROCEED) {
        if (out_len || err_len)
            fail("the table wrote something for a command line it accepted", NULL);
        use_parsed(cmd, &cli, argc, argv);
        pf_cli_free(&cli);
    } else if (rc == 0) {
        snprintf(prefix, sizeof prefix, "usage: pfbench %s ", cmd->name);
        if (strncmp(out_text, prefix, strlen(prefix)) != 0 || err_len)
            fail("help does not start with the usage line", out_text);
        for (int k = 0; k < cmd->nopts; k++) {
            char opt[100];
            snprintf(opt, sizeof opt, "\n  --%s", cmd->opts[k].name);
            if (!strstr(out_text, opt))
                fail("help does not list an option", cmd->opts[k].name);
        }
    } else if (rc == PF_EXIT_USAGE) {
        snprintf(prefix, sizeof prefix, "pfbench %s: ", cmd->name);
        if (out_len || err_len == 0 || strncmp(err_text, prefix, strlen(prefix)) != 0 ||
            err_text[err_len - 1] != '\n' || memchr(err_text, '\n', err_len) != err_text + err_len - 1)
            fail("parse error is not one line 'pfbench NAME: message'", err_text);
        check_err(&cli);
    } else {
        fail("pf_command_parse returned another status", NULL);
    }
    free(out_text);
    free(err_text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* argv[0] is the command; the input, split on '\n', gives the rest (each its own copy,
     * so that reading past an argument's end is caught) */
    char *argv[MAX_ARGS + 1];
    int argc = 1;
    argv[0] = NULL;
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

    /* the first argument as a command name, as pf_main reads it */
    const struct pf_command *named = argc > 1 ? pf_command_find(argv[1]) : NULL;
    if (named && strcmp(named->name, argv[1]) != 0)
        fail("pf_command_find returned another command", argv[1]);
    /* the arguments against every command of the real table */
    for (size_t c = 0; c < pf_command_count(); c++)
        parse_as(pf_command_at(c), argc, argv);

    for (int k = 1; k < argc; k++)
        free(argv[k]);
    return 0;
}
