/* replan_out.c: what pfbench replan writes: replan.csv (one row a trip), the summary per planner,
 * map family, mode and radius (or event spacing) with every column explained, the chart's data,
 * and the report's section. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include "replan.h"
#include "stats.h"

void replan_csv_header(FILE *f)
{
    fputs("map,family,mode,line,sx,sy,gx,gy,planner,radius,every,reachable,true_cost,end,steps,waits,cost,"
          "plans,replans,changed_cells,events,plan_ns,max_step_ns,max_expanded,max_replan_ns,max_replan_expanded,"
          "max_replan_forced",
          f);
#define X(name, desc) fputs("," #name, f);
#include "metrics.def"
#undef X
    fputs(",planner_bytes,checked,check_fail,bad_moves\n", f);
}

void replan_csv_row(FILE *f, const struct replan_row *r)
{
    const struct pf_trip *t = &r->trip;
    fprintf(f, "%s,%s,%s,%u,%d,%d,%d,%d,%s,%d,%u,%d,%.6f,%s,%llu,%llu,%.6f,%u,%u,%llu,%u,%llu,%llu,%llu", r->map,
            r->family, r->mode, r->line, r->sx, r->sy, r->gx, r->gy, r->planner->name, r->radius, r->every,
            r->reachable, r->true_cost, pf_trip_end_name(t->end), (unsigned long long)t->steps,
            (unsigned long long)t->waits, t->cost, t->plans, t->replans, (unsigned long long)t->changed_cells,
            t->events, (unsigned long long)t->plan_ns, (unsigned long long)t->max_step_ns,
            (unsigned long long)t->max_expanded);
    fprintf(f, ",%llu,%llu,%lld", (unsigned long long)t->max_replan_ns, (unsigned long long)t->max_replan_expanded,
            (long long)t->max_replan_forced);
#define X(name, desc) fprintf(f, ",%llu", (unsigned long long)t->c.name);
#include "metrics.def"
#undef X
    fprintf(f, ",%zu,%u,%u,%u\n", t->planner_bytes, r->checked, r->check_fail, r->bad_moves);
}

/* Rows i and j belong to one group of the summary. */
static int same_group(const struct replan_row *a, const struct replan_row *b)
{
    return a->planner == b->planner && strcmp(a->family, b->family) == 0 && strcmp(a->mode, b->mode) == 0 &&
           a->radius == b->radius && a->every == b->every;
}

static size_t planner_index(const struct pf_replanner *p)
{
    for (size_t i = 0; i < pf_replanner_count(); i++)
        if (pf_replanner_at(i) == p)
            return i;
    return pf_replanner_count();
}

/* The order of the summary: family, mode, radius (every), then the planners' table order. */
static int group_cmp(const void *x, const void *y)
{
    const struct replan_row *a = *(const struct replan_row *const *)x, *b = *(const struct replan_row *const *)y;
    int c = strcmp(a->family, b->family);
    if (!c)
        c = strcmp(a->mode, b->mode);
    if (!c)
        c = (a->radius > b->radius) - (a->radius < b->radius);
    if (!c)
        c = (a->every > b->every) - (a->every < b->every);
    if (!c) {
        size_t i = planner_index(a->planner), j = planner_index(b->planner);
        c = (i > j) - (i < j);
    }
    return c;
}

/* The medians over key's group (med[0..6]): planning ns per trip, longest step ns, expansions per
 * trip, most expansions in one step, longest replanning step ns, most expansions in one replan,
 * and the forced expansions of that replan (UINT64_MAX when the planner does not count them). */
#define REPLAN_MEDIANS 7
static void group_medians(const struct replan_row *key, const struct replan_row *rows, size_t n, uint64_t *scratch,
                          uint64_t med[REPLAN_MEDIANS])
{
    for (int k = 0; k < REPLAN_MEDIANS; k++) {
        size_t m = 0;
        for (size_t i = 0; i < n; i++) {
            const struct pf_trip *t = &rows[i].trip;
            if (!same_group(&rows[i], key))
                continue;
            if (k == 6 && t->max_replan_forced < 0)
                continue;                    /* not counted */
            uint64_t v[REPLAN_MEDIANS] = { t->plan_ns, t->max_step_ns, t->c.expanded, t->max_expanded,
                                           t->max_replan_ns, t->max_replan_expanded,
                                           (uint64_t)(t->max_replan_forced < 0 ? 0 : t->max_replan_forced) };
            scratch[m++] = v[k];
        }
        med[k] = k == 6 && m == 0 ? UINT64_MAX : pf_median_u64(scratch, m);
    }
}

static void summary_line(FILE *f, const struct replan_row *key, const struct replan_row *rows, size_t n,
                         uint64_t *scratch)
{
    size_t trips = 0, arrived = 0, checked = 0, failed = 0;
    double steps = 0, replans = 0, total_ms = 0;
    uint64_t longest = 0;
    for (size_t i = 0; i < n; i++) {
        const struct replan_row *r = &rows[i];
        if (!same_group(r, key))
            continue;
        char why[160];
        trips++;
        arrived += r->trip.end == PF_TRIP_ARRIVED;
        steps += (double)r->trip.steps;
        replans += r->trip.replans;
        total_ms += (double)r->trip.plan_ns / 1e6;
        longest = r->trip.max_step_ns > longest ? r->trip.max_step_ns : longest;
        checked += r->checked;
        failed += !replan_row_ok(r, why, sizeof why);
    }
    uint64_t med[REPLAN_MEDIANS];
    group_medians(key, rows, n, scratch, med);
    char rk[32], forced[32] = "-";
    if (med[6] != UINT64_MAX)
        snprintf(forced, sizeof forced, "%llu", (unsigned long long)med[6]);
    if (strcmp(key->mode, "discover") == 0)
        snprintf(rk, sizeof rk, "r=%d", key->radius);
    else
        snprintf(rk, sizeof rk, "K=%u", key->every);
    fprintf(f,
            "| %s | %s | %s | %s | %zu | %zu | %.1f | %.2f | %.3f | %.3f | %.1f | %.1f | %.1f | %llu | %llu | %llu | %s "
            "| %zu | %zu |\n",
            key->planner->name, key->family, key->mode, rk, trips, arrived, steps / (double)trips,
            replans / (double)trips, total_ms, (double)med[0] / 1e6, (double)med[1] / 1e3, (double)longest / 1e3,
            (double)med[4] / 1e3, (unsigned long long)med[2], (unsigned long long)med[3], (unsigned long long)med[5],
            forced, checked, failed);
}

/* The chart's order: family, mode, the planners' table order, then radius (every). */
static int chart_cmp(const void *x, const void *y)
{
    const struct replan_row *a = *(const struct replan_row *const *)x, *b = *(const struct replan_row *const *)y;
    int c = strcmp(a->family, b->family);
    if (!c)
        c = strcmp(a->mode, b->mode);
    if (!c) {
        size_t i = planner_index(a->planner), j = planner_index(b->planner);
        c = (i > j) - (i < j);
    }
    return c ? c : group_cmp(x, y);
}

/* The groups of the rows in the order of cmp: *keys (malloc'd) and their count, or -1. */
static long groups(const struct replan_row *rows, size_t n, const struct replan_row ***keys,
                   int (*cmp)(const void *, const void *))
{
    *keys = malloc((n ? n : 1) * sizeof **keys);
    if (!*keys)
        return -1;
    size_t nk = 0;
    for (size_t i = 0; i < n; i++) {
        size_t k = 0;
        while (k < nk && !same_group((*keys)[k], &rows[i]))
            k++;
        if (k == nk)
            (*keys)[nk++] = &rows[i];
    }
    qsort(*keys, nk, sizeof **keys, cmp);
    return (long)nk;
}

void replan_summary(FILE *f, const struct replan_row *rows, size_t n)
{
    const struct replan_row **keys = NULL;
    uint64_t *scratch = malloc((n ? n : 1) * sizeof *scratch);
    long nk = scratch ? groups(rows, n, &keys, group_cmp) : -1;
    if (nk < 0) {
        free(scratch);
        fputs("replan: out of memory for the summary\n", f);
        return;
    }
    fputs("| planner | family | mode | sensor / events | trips | arrived | steps | replans | plan ms total | "
          "plan ms / trip | longest step us | longest step us (max) | longest replan us | expanded / trip | "
          "most in one step | most in one replan | forced in it | checked | failed |\n"
          "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
          f);
    for (long k = 0; k < nk; k++)
        summary_line(f, keys[k], rows, n, scratch);
    fputs("\nOne line per planner, map family, mode and sensor radius r (discover) or steps between change\n"
          "events K (changes), over its trips (scenario lines): trips walked; arrived: trips that reached\n"
          "the goal; steps and replans: means per trip (replans: plans after the first); plan ms total:\n"
          "the planner's time summed over every trip; plan ms / trip: the median trip's planning time;\n"
          "longest step us: the median over trips of the longest planning step (what one game frame must\n"
          "absorb: the cells_changed, agent_moved and plan calls of one step), and its maximum; longest\n"
          "replan us: the same over the steps after the first plan (what a frame absorbs once the unit\n"
          "moves; the first plan may be a whole search); expanded / trip: the median trip's expansions;\n"
          "most in one step: the median over trips of the most expansions of one planning step; most in\n"
          "one replan: the same after the first plan; forced in it: of that replan's expansions, those\n"
          "keyed strictly below the agent's key when the search stopped (D* Lite, LPA*: no tie-breaking\n"
          "avoids them; the rest tie with the agent; '-': the planner does not count them), its median\n"
          "over trips; checked: plans checked against Dijkstra on the believed map;\n"
          "failed: trips that fail validation (a checked plan not least-cost where the planner claims it,\n"
          "a move illegal on the true map, or, in discover, arriving when the goal is unreachable or not\n"
          "arriving when it is reachable).\n",
          f);
    free(keys);
    free(scratch);
}

int replan_chart_data(FILE *dat, FILE *vars, const struct replan_row *rows, size_t n)
{
    const struct replan_row **keys = NULL;
    uint64_t *scratch = malloc((n ? n : 1) * sizeof *scratch);
    long nk = scratch ? groups(rows, n, &keys, chart_cmp) : -1;
    if (nk < 0) {
        free(scratch);
        return -1;
    }
    fputs("blocks = \"", vars);
    int blocks = 0;
    for (long k = 0; k < nk; k++) {
        const struct replan_row *r = keys[k];
        int first = k == 0 || keys[k - 1]->planner != r->planner || strcmp(keys[k - 1]->family, r->family) ||
                    strcmp(keys[k - 1]->mode, r->mode);
        if (first) {
            fprintf(dat, "%s# %s %s %s\n# sensor longest_step_us plan_ms_per_trip\n", blocks ? "\n\n" : "",
                    r->planner->name, r->family, r->mode);
            fprintf(vars, "%s%s/%s", blocks ? " " : "", r->planner->name, r->family);
            blocks++;
        }
        uint64_t med[REPLAN_MEDIANS];
        group_medians(r, rows, n, scratch, med);
        if (strcmp(r->mode, "discover") == 0)
            fprintf(dat, "r=%d", r->radius);
        else
            fprintf(dat, "K=%u", r->every);
        fprintf(dat, " %.3f %.6f\n", (double)med[1] / 1e3, (double)med[0] / 1e6);
    }
    fprintf(vars, "\"\n");
    free(keys);
    free(scratch);
    return 0;
}

static int name_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The trip pictures DIR/trip-STEM.png (scripts/replan.sh drew them), in name order, each with its
 * trip's title from DIR/trip/STEM.vars.gp. */
static void trip_pictures(FILE *f, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    char *names[256];
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d)) && n < 256;) {
        size_t len = strlen(e->d_name);
        if (strncmp(e->d_name, "trip-", 5) == 0 && len > 9 && strcmp(e->d_name + len - 4, ".png") == 0 &&
            (names[n] = strdup(e->d_name)))
            n++;
    }
    closedir(d);
    qsort(names, n, sizeof *names, name_cmp);
    if (n)
        fputs("\nTrip pictures, one panel per planner: the true map (walls dark grey), the walls the agent "
              "discovered (red), the walked path (blue, from the green start to the blue goal) and where it "
              "planned again (orange rings); the trip is each map's last walked line (a long one) at the first "
              "radius, or `--picture LINE`; the data is in trip/.\n",
              f);
    for (size_t i = 0; i < n; i++) {
        char path[4400], line[512], title[512] = "";
        snprintf(path, sizeof path, "%s/trip/%.*s.vars.gp", dir, (int)(strlen(names[i]) - 9), names[i] + 5);
        FILE *v = fopen(path, "r");
        while (v && fgets(line, sizeof line, v))
            if (sscanf(line, "trip = \"%511[^\"]\"", title) == 1)
                break;
        if (v)
            fclose(v);
        fprintf(f, "\n![trip picture %s](%s)\n\n%s\n", title, names[i], title);
        free(names[i]);
    }
}

int pf_replan_section(FILE *f, const char *dir)
{
    char path[4200], line[4096];
    snprintf(path, sizeof path, "%s/replan.md", dir);
    FILE *in = fopen(path, "r");
    if (!in)
        return 0;                       /* the run walked no agents */
    fputs("## Agents that replan\n\nAs `pfbench replan` wrote it (replan.md; one row a trip in replan.csv, "
          "docs/REPLAN.md).\n",
          f);
    while (fgets(line, sizeof line, in))
        if (strncmp(line, "# ", 2) != 0)
            fputs(line, f);
    fclose(in);
    snprintf(path, sizeof path, "%s/replan-steps.png", dir);
    in = fopen(path, "r");
    if (in) {
        fputs("\n![planning time per trip against the longest planning step](replan-steps.png)\n\n"
              "Planning time per trip against the longest planning step, medians over the trips of each "
              "planner and family, one point per sensor radius (scripts/replan.sh drew it).\n",
              f);
        fclose(in);
    }
    trip_pictures(f, dir);
    fputs("\n", f);
    return 0;
}
