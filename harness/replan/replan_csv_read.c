/* replan_csv_read.c: replan.csv read back into rows (pfbench replan --from), so that runs made in
 * parts (other families, other machines, other times) are summarised and charted as one. */
#include <stdlib.h>
#include <string.h>
#include "replan.h"

#define MAX_FIELDS 96

/* Split line (its newline removed) at commas into f; the count, or MAX_FIELDS + 1 past it. */
static int split(char *line, char **f)
{
    int n = 0;
    line[strcspn(line, "\r\n")] = '\0';
    for (char *s = line;; s++) {
        if (n == MAX_FIELDS)
            return MAX_FIELDS + 1;
        f[n++] = s;
        s = strchr(s, ',');
        if (!s)
            return n;
        *s = '\0';
    }
}

/* s as an unsigned or signed integer, or a double, into *v: 0 when s is one, whole; else -1. */
static int as_u64(const char *s, uint64_t *v)
{
    char *end;
    if (!*s || *s == '-')
        return -1;
    *v = strtoull(s, &end, 10);
    return *end ? -1 : 0;
}

static int as_i64(const char *s, int64_t *v)
{
    char *end;
    *v = strtoll(s, &end, 10);
    return !*s || *end ? -1 : 0;
}

static int as_double(const char *s, double *v)
{
    char *end;
    *v = strtod(s, &end);
    return !*s || *end ? -1 : 0;
}

static int end_of(const char *s, int *end)
{
    for (int e = PF_TRIP_ARRIVED; e <= PF_TRIP_STOPPED; e++)
        if (strcmp(s, pf_trip_end_name(e)) == 0) {
            *end = e;
            return 0;
        }
    return -1;
}

/* One row from its fields (in replan_csv_header's order). NULL, or what was wrong. */
static const char *parse_row(char **f, struct replan_row *r)
{
    struct pf_trip *t = &r->trip;
    uint64_t u[12];
    int64_t i[8];
    memset(r, 0, sizeof *r);
    if (strlen(f[0]) >= sizeof r->map || strlen(f[1]) >= sizeof r->family)
        return "a map or family name too long";
    strcpy(r->map, f[0]);
    strcpy(r->family, f[1]);
    r->mode = strcmp(f[2], "discover") == 0 ? "discover" : strcmp(f[2], "changes") == 0 ? "changes" : NULL;
    if (!r->mode)
        return "mode: expected discover or changes";
    if (!(r->planner = pf_replanner_find(f[8])))
        return "an unknown planner (pfbench replan --list)";
    if (as_u64(f[3], &u[0]) || u[0] > UINT32_MAX || as_i64(f[4], &i[0]) || as_i64(f[5], &i[1]) ||
        as_i64(f[6], &i[2]) || as_i64(f[7], &i[3]) || as_i64(f[9], &i[4]) || as_u64(f[10], &u[1]) ||
        u[1] > UINT32_MAX || as_i64(f[11], &i[5]) || as_double(f[12], &r->true_cost))
        return "line, start, goal, radius, every, reachable or true_cost: expected a number";
    r->line = (uint32_t)u[0];
    r->sx = (int32_t)i[0], r->sy = (int32_t)i[1], r->gx = (int32_t)i[2], r->gy = (int32_t)i[3];
    r->radius = (int32_t)i[4];
    r->every = (uint32_t)u[1];
    r->reachable = (int)i[5];
    if (end_of(f[13], &t->end))
        return "end: expected arrived, no-path, step-limit, illegal or stopped";
    if (as_u64(f[14], &t->steps) || as_u64(f[15], &t->waits) || as_double(f[16], &t->cost) ||
        as_u64(f[17], &u[2]) || as_u64(f[18], &u[3]) || as_u64(f[19], &t->changed_cells) || as_u64(f[20], &u[4]) ||
        u[2] > UINT32_MAX || u[3] > UINT32_MAX || u[4] > UINT32_MAX || as_u64(f[21], &t->plan_ns) ||
        as_u64(f[22], &t->max_step_ns) || as_u64(f[23], &t->max_expanded) || as_u64(f[24], &t->max_replan_ns) ||
        as_u64(f[25], &t->max_replan_expanded) || as_i64(f[26], &i[6]))
        return "a trip's count or time: expected a number";
    t->plans = (uint32_t)u[2], t->replans = (uint32_t)u[3], t->events = (uint32_t)u[4];
    t->max_replan_forced = i[6];
    int k = 27;
#define X(name, desc)                                                                                             \
    if (as_u64(f[k++], &u[5]))                                                                                    \
        return #name ": expected a count";                                                                       \
    t->c.name = u[5];
#include "metrics.def"
#undef X
    if (as_u64(f[k], &u[6]) || as_u64(f[k + 1], &u[7]) || as_u64(f[k + 2], &u[8]) || as_u64(f[k + 3], &u[9]) ||
        u[7] > UINT32_MAX || u[8] > UINT32_MAX || u[9] > UINT32_MAX)
        return "planner_bytes, checked, check_fail or bad_moves: expected a count";
    t->planner_bytes = (size_t)u[6];
    r->checked = (uint32_t)u[7], r->check_fail = (uint32_t)u[8], r->bad_moves = (uint32_t)u[9];
    return NULL;
}

int replan_csv_read(const char *path, struct replan_row **rows, size_t *n, size_t *cap, FILE *err)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(err, "pfbench replan: %s: cannot open it\n", path);
        return -1;
    }
    char *header = NULL, *line = NULL, *f[MAX_FIELDS];
    size_t hlen = 0, len = 0;
    FILE *h = open_memstream(&header, &hlen);
    int rc = h ? 0 : -1;
    if (h) {
        replan_csv_header(h);
        fclose(h);
    }
    long no = 0;
    int want = 0;
    while (rc == 0 && getline(&line, &len, in) > 0) {
        no++;
        if (no == 1) {
            if (strcmp(line, header) != 0) {
                fprintf(err, "pfbench replan: %s:1: not the header pfbench replan writes (a replan.csv of "
                        "another version, or another file)\n", path);
                rc = -1;
            }
            want = split(header, f);
            continue;
        }
        int got = split(line, f);
        const char *why = got != want ? "the number of fields differs from the header's" : NULL;
        struct replan_row r;
        if (!why)
            why = parse_row(f, &r);
        if (!why && *n == *cap) {
            size_t c = *cap ? 2 * *cap : 1024;
            struct replan_row *m = realloc(*rows, c * sizeof *m);
            if (!m)
                why = "out of memory";
            else
                *rows = m, *cap = c;
        }
        if (why) {
            fprintf(err, "pfbench replan: %s:%ld: %s\n", path, no, why);
            rc = -1;
        } else {
            (*rows)[(*n)++] = r;
        }
    }
    if (rc == 0 && no == 0) {
        fprintf(err, "pfbench replan: %s: empty: expected replan.csv's header\n", path);
        rc = -1;
    }
    free(line);
    free(header);
    fclose(in);
    return rc;
}
