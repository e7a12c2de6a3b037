/* run_resume.c: `pfbench run --resume DIR` and --shard: the run's options, variants and maps
 * read back from DIR/meta.json and checked against the command line and the plan. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "commands.h"
#include "plugin.h"
#include "run.h"

int pf_run_parse_shard(struct run *R, const char *s)
{
    int k, n;
    char extra;
    if (sscanf(s, "%d/%d%c", &k, &n, &extra) != 2 || n < 1 || n > 100000 || k < 1 || k > n)
        return -1;
    R->shard_k = k;
    R->shard_n = n;
    return 0;
}

int pf_run_parse_shard_by(struct run *R, const char *s)
{
    if (strcmp(s, "line") && strcmp(s, "map"))
        return -1;
    R->shard_by_map = !strcmp(s, "map");
    return 0;
}

/* ------------------------------------------------------------------ --resume DIR */

/* The options a resumed run takes from DIR/meta.json (or must agree with it): the option, its
 * key there, its kind, and the value meant when an older meta.json lacks the key (NULL: the
 * key is needed unless the option is given). */
enum rkind { RK_TEXT, RK_WHOLE, RK_REAL };
static const struct resumed_opt {
    const char *opt, *key;
    enum rkind kind;
    const char *absent;
} resumed_opts[] = {
    { "suite", "suite", RK_TEXT, NULL },
    { "moves", "moves", RK_TEXT, NULL },
    { "tie", "tie", RK_TEXT, NULL },
    { "seed", "seed", RK_WHOLE, NULL },
    { "repeat", "repeat", RK_WHOLE, NULL },
    { "timing", "timing", RK_TEXT, NULL },   /* the meta reader fills it in for older runs */
    { "budget", "budget", RK_WHOLE, NULL },
    { "variant-seconds", "variant_seconds", RK_REAL, NULL },
    { "gbench-min-time", "gbench_min_time", RK_REAL, NULL },
    { "shard", "shard", RK_TEXT, NULL },
    { "shard-by", "shard_by", RK_TEXT, "line" },     /* runs before --shard-by split by line */
};

/* The run's value of an option as meta.json writes it. */
static void option_text(const struct run *R, const char *opt, char *out, size_t cap)
{
    if (!strcmp(opt, "suite"))
        snprintf(out, cap, "%s", R->suite->name);
    else if (!strcmp(opt, "moves"))
        snprintf(out, cap, "%s", pf_moves_name(R->moves));
    else if (!strcmp(opt, "tie"))
        snprintf(out, cap, "%s", pf_tie_name(R->tie));
    else if (!strcmp(opt, "shard"))
        snprintf(out, cap, "%d/%d", R->shard_k, R->shard_n);
    else if (!strcmp(opt, "shard-by"))
        snprintf(out, cap, "%s", R->shard_by_map ? "map" : "line");
    else if (!strcmp(opt, "seed"))
        snprintf(out, cap, "%llu", (unsigned long long)R->seed);
    else if (!strcmp(opt, "repeat"))
        snprintf(out, cap, "%d", R->repeat);
    else if (!strcmp(opt, "timing"))
        snprintf(out, cap, "%s", pf_timing_name(R->timing));
    else if (!strcmp(opt, "budget"))
        snprintf(out, cap, "%llu", (unsigned long long)R->budget);
    else if (!strcmp(opt, "variant-seconds"))
        snprintf(out, cap, "%.15g", R->variant_seconds);
    else if (!strcmp(opt, "gbench-min-time"))
        snprintf(out, cap, "%.15g", R->gbench_min_time);
    else
        snprintf(out, cap, "?");
}

/* Set an option of the run from meta.json's text of it (as option_text writes it): 0, or -1
 * when the value is not one this pfbench accepts. */
static int option_set(struct run *R, const char *opt, const char *v)
{
    char *end;
    if (!strcmp(opt, "suite"))
        return (R->suite = pf_suite_find(v)) ? 0 : -1;
    if (!strcmp(opt, "moves"))
        return pf_moves_parse(v, &R->moves) == PF_OK ? 0 : -1;
    if (!strcmp(opt, "tie"))
        return pf_tie_parse(v, &R->tie) == PF_OK ? 0 : -1;
    if (!strcmp(opt, "shard"))
        return pf_run_parse_shard(R, v);
    if (!strcmp(opt, "shard-by"))
        return pf_run_parse_shard_by(R, v);
    if (!strcmp(opt, "timing"))
        return pf_timing_parse(v, &R->timing) == 0 ? 0 : -1;
    if (!strcmp(opt, "variant-seconds") || !strcmp(opt, "gbench-min-time")) {
        double x = strtod(v, &end), hi = opt[0] == 'v' ? 1e9 : 100;
        if (*end || !(x >= 0 && x <= hi))
            return -1;
        *(opt[0] == 'v' ? &R->variant_seconds : &R->gbench_min_time) = x;
        /* a run's own time, not its suite's: it was given on the command line, and so holds
         * over the suite's per-map times again */
        if (opt[0] == 'v')
            R->seconds_given |= x != R->suite->variant_seconds;
        return 0;
    }
    unsigned long long x = strtoull(v, &end, 10);
    if (*end || x > WHOLE_MAX)
        return -1;
    if (!strcmp(opt, "repeat")) {
        if (x < 1 || x > REPEAT_MAX)
            return -1;
        R->repeat = (int)x;
    } else if (!strcmp(opt, "seed")) {
        R->seed = x;
    } else if (!strcmp(opt, "budget")) {
        R->budget = x;
        R->budget_given |= x != R->suite->budget;   /* as for variant-seconds above */
    } else {
        return -1;
    }
    return 0;
}

/* meta.json's value of key as option text in out: 1, 0 when absent, -1 (message printed)
 * when it has the wrong type. */
static int meta_text(const struct run *R, const struct resumed_opt *o, char *out, size_t cap)
{
    char err[800];
    const char *s;
    uint64_t u;
    double x;
    const json_t *root = R->resumed.root;
    int h;
    switch (o->kind) {
    case RK_TEXT:
        if ((h = pf_json_get_str(root, o->key, R->resumed_path, &s, err, sizeof err)) > 0)
            snprintf(out, cap, "%s", s);
        break;
    case RK_WHOLE:
        if ((h = pf_json_get_u64(root, o->key, R->resumed_path, &u, err, sizeof err)) > 0)
            snprintf(out, cap, "%llu", (unsigned long long)u);
        break;
    default:
        if ((h = pf_json_get_num(root, o->key, R->resumed_path, &x, err, sizeof err)) > 0)
            snprintf(out, cap, "%.15g", x);
        break;
    }
    if (h < 0)
        fprintf(stderr, "pfbench run: cannot resume %s: %s\n", R->dir, err);
    return h;
}

/* "a, b, c" for a message: the first names of a list, then how many more. */
static void list_text(char *out, size_t cap, const char *const *v, size_t n)
{
    size_t o = 0;
    out[0] = '\0';
    for (size_t i = 0; i < n && o + 1 < cap; i++) {
        if (o > 200) {
            snprintf(out + o, cap - o, ", ... (%zu more)", n - i);
            return;
        }
        o += (size_t)snprintf(out + o, cap - o, "%s%s", i ? ", " : "", v[i]);
    }
}

static int refuse(const struct run *R, const char *opt, const char *now, const char *key, const char *was)
{
    fprintf(stderr, "pfbench run: cannot resume %s: --%s %s contradicts the run's %s %s in %s "
                    "(leave --%s out to keep the run's)\n",
            R->dir, opt, now, key, was, R->resumed_path, opt);
    return -1;
}

/* "; it came from plugin NAME: give --plugin PATH again" when the run's meta.json says a plugin
 * offered the variant (its "plugins"), else "". */
static void plugin_hint(const json_t *root, const char *variant, char *out, size_t cap)
{
    out[0] = '\0';
    const json_t *pl = json_object_get(root, "plugins"), *p;
    size_t i, k;
    json_array_foreach(pl, i, p) {
        const json_t *vs = json_object_get(p, "variants"), *n;
        json_array_foreach(vs, k, n) {
            if (json_is_string(n) && !strcmp(json_string_value(n), variant)) {
                const char *name = json_string_value(json_object_get(p, "name"));
                const char *path = json_string_value(json_object_get(p, "path"));
                snprintf(out, cap, "; it came from plugin %s: give --plugin %s again", name ? name : "?",
                         path ? path : "?");
                return;
            }
        }
    }
}

/* The variants: the run's variant_list when --algos is left out, else --algos must select the same. */
static int resume_variants(struct run *R, const struct pf_cli *cli)
{
    const struct pf_meta_file *m = &R->resumed;
    if (!m->variants) {
        if (pf_cli_flag(cli, "algos"))
            return 0;
        fprintf(stderr, "pfbench run: cannot resume %s: %s has no \"variant_list\"; give --algos\n", R->dir,
                R->resumed_path);
        return -1;
    }
    if (pf_cli_flag(cli, "algos")) {
        int same = R->nvariants == m->nvariants;
        for (size_t i = 0; same && i < m->nvariants; i++)
            same = !strcmp(R->variants[i]->name, m->variants[i]);
        if (same)
            return 0;
        const char **names = malloc((R->nvariants ? R->nvariants : 1) * sizeof *names);
        char now[400] = "", was[400];
        for (size_t i = 0; names && i < R->nvariants; i++)
            names[i] = R->variants[i]->name;
        if (names)
            list_text(now, sizeof now, names, R->nvariants);
        free(names);
        list_text(was, sizeof was, m->variants, m->nvariants);
        fprintf(stderr, "pfbench run: cannot resume %s: --algos '%s' contradicts the run's variant_list in %s: "
                        "it selects %zu variants (%s), the run has %zu (%s) (leave --algos out to keep the run's)\n",
                R->dir, pf_cli_get(cli, "algos"), R->resumed_path, R->nvariants, now, m->nvariants, was);
        return -1;
    }
    const struct pf_variant **v = realloc(R->variants, (m->nvariants ? m->nvariants : 1) * sizeof *v);
    if (!v) {
        fprintf(stderr, "pfbench run: out of memory\n");
        return -1;
    }
    R->variants = v;
    R->nvariants = 0;
    for (size_t i = 0; i < m->nvariants; i++) {
        if (!(v[i] = pf_variant_find(m->variants[i]))) {
            char hint[1200];
            plugin_hint(R->resumed.root, m->variants[i], hint, sizeof hint);
            fprintf(stderr, "pfbench run: cannot resume %s: %s: variant_list names '%s', which this pfbench "
                            "does not have (see pfbench list)%s\n", R->dir, R->resumed_path, m->variants[i], hint);
            return -1;
        }
        R->nvariants++;
    }
    if (!R->nvariants) {
        fprintf(stderr, "pfbench run: cannot resume %s: %s: the variant_list is empty\n", R->dir, R->resumed_path);
        return -1;
    }
    return 0;
}

/* The maps: without --maps, the run's map_list names (escaped: they are matched as patterns). */
static int resume_maps(struct run *R, const struct pf_cli *cli)
{
    const struct pf_meta_file *m = &R->resumed;
    if (pf_cli_flag(cli, "maps"))
        return 0;
    if (!m->maps || !m->nmaps) {
        fprintf(stderr, "pfbench run: cannot resume %s: %s has no \"map_list\"%s; give --maps\n", R->dir,
                R->resumed_path, m->maps ? " entries" : "");
        return -1;
    }
    size_t len = 1;
    for (size_t i = 0; i < m->nmaps; i++)
        len += 2 * strlen(m->maps[i].name) + 1;
    char *p = R->maps_pattern = malloc(len);
    if (!p) {
        fprintf(stderr, "pfbench run: out of memory\n");
        return -1;
    }
    for (size_t i = 0; i < m->nmaps; i++) {
        if (i)
            *p++ = ',';
        for (const char *c = m->maps[i].name; *c; c++) {
            if (strchr("*?[\\", *c))
                *p++ = '\\';
            *p++ = *c;
        }
    }
    *p = '\0';
    return 0;
}

/* --resume DIR: the options left out come from DIR/meta.json; the ones given must agree with it.
 * Nothing in DIR is written before this has passed. */
int pf_run_resume_options(struct run *R, struct pf_cli *cli, const char *dir)
{
    char err[800];
    snprintf(R->dir, sizeof R->dir, "%s", dir);
    snprintf(R->resumed_path, sizeof R->resumed_path, "%s/meta.json", dir);
    if (pf_meta_load(&R->resumed, R->resumed_path, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench run: cannot resume %s: %s\n", dir, err);
        return -1;
    }
    for (size_t i = 0; i < sizeof resumed_opts / sizeof resumed_opts[0]; i++) {
        const struct resumed_opt *o = &resumed_opts[i];
        int given = pf_cli_flag(cli, o->opt);
        char was[256], now[256];
        int h = meta_text(R, o, was, sizeof was);
        if (h < 0)
            return -1;
        if (!h && o->absent)
            snprintf(was, sizeof was, "%s", o->absent);
        else if (!h && given)
            continue;                       /* nothing recorded to contradict */
        else if (!h) {
            fprintf(stderr, "pfbench run: cannot resume %s: %s has no \"%s\"; give --%s\n", dir, R->resumed_path,
                    o->key, o->opt);
            return -1;
        }
        if (given) {
            option_text(R, o->opt, now, sizeof now);
            if (strcmp(now, was) != 0)
                return refuse(R, o->opt, now, o->key, was);
        } else if (option_set(R, o->opt, was) != 0) {
            fprintf(stderr, "pfbench run: cannot resume %s: %s: \"%s\": expected a value of --%s, found '%s'\n",
                    dir, R->resumed_path, o->key, o->opt, was);
            return -1;
        }
    }
    for (size_t i = 0; i < pf_domain_ops_count() && i < PF_PLAN_DOMAINS; i++) {
        const struct pf_domain_ops *d = pf_domain_ops_at(i);
        const char *dir;
        if (d->data_meta_key && !R->data_given[i] &&
            pf_json_get_str(R->resumed.root, d->data_meta_key, R->resumed_path, &dir, err, sizeof err) > 0 && *dir)
            R->data_given[i] = dir;
    }
    return resume_variants(R, cli) == 0 && resume_maps(R, cli) == 0 ? 0 : -1;
}

/* After planning: the maps, their scenario lines and this shard's part must be the run's. */
int pf_run_resume_check_plan(const struct run *R, const struct pf_cli *cli)
{
    const struct pf_meta_file *m = &R->resumed;
    if (!m->maps)
        return 0;
    size_t i = 0;
    while (i < R->plan.n && i < m->nmaps && !strcmp(R->plan.m[i].name, m->maps[i].name) &&
           R->plan.m[i].n == m->maps[i].scenarios && R->plan.m[i].n_mine == m->maps[i].in_shard)
        i++;
    if (i == R->plan.n && i == m->nmaps)
        return 0;
    char now[300], was[300];
    if (i < R->plan.n)
        snprintf(now, sizeof now, "%s with %zu scenarios (%zu in this shard)", R->plan.m[i].name, R->plan.m[i].n,
                 R->plan.m[i].n_mine);
    else
        snprintf(now, sizeof now, "none");
    if (i < m->nmaps)
        snprintf(was, sizeof was, "%s with %llu scenarios (%llu in this shard)", m->maps[i].name,
                 (unsigned long long)m->maps[i].scenarios, (unsigned long long)m->maps[i].in_shard);
    else
        snprintf(was, sizeof was, "none");
    if (pf_cli_flag(cli, "maps"))
        fprintf(stderr, "pfbench run: cannot resume %s: --maps '%s' contradicts the run's map_list in %s: it plans "
                        "%zu maps, the run has %zu; map %zu is %s, the run's is %s (leave --maps out to keep the run's)\n",
                R->dir, pf_cli_get(cli, "maps"), R->resumed_path, R->plan.n, m->nmaps, i + 1, now, was);
    else
        fprintf(stderr, "pfbench run: cannot resume %s: the maps planned now differ from the run's map_list in %s: "
                        "%zu maps, the run has %zu; map %zu is %s, the run's is %s (are the Moving AI maps the "
                        "run's? see --movingai)\n",
                R->dir, R->resumed_path, R->plan.n, m->nmaps, i + 1, now, was);
    return -1;
}

