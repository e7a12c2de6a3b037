/* rows.c: runs.csv lines: the header (runs_columns.h, counters from metrics.def), formatting
 * and parsing. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#include "rows.h"
#include "runs_columns.h"

/* every column, in the groups of runs_columns.h, the counters from metrics.def */
static const char header[] = PF_RUNS_COLS_QUERY
#define X(name, desc) "," #name
#include "metrics.def"
#undef X
    "," PF_RUNS_COLS_TIME "," PF_RUNS_COLS_PREP "," PF_RUNS_COLS_CALLS "," PF_RUNS_COLS_SPACE "," PF_RUNS_COLS_FILE
    "," PF_RUNS_COLS_CHANGE "\n";

const char *pf_rows_header(void) { return header; }

static int fmt_num(char *b, size_t cap, double v)
{
    return isnan(v) ? snprintf(b, cap, ",") : snprintf(b, cap, "%.15g,", v);
}

size_t pf_row_format(const struct pf_row *r, char *buf, size_t cap)
{
    size_t o = 0;
    int k;
#define PUT(...)                                          \
    do {                                                  \
        k = snprintf(buf + o, cap - o, __VA_ARGS__);      \
        if (k < 0 || (size_t)k >= cap - o)                \
            return 0;                                     \
        o += (size_t)k;                                   \
    } while (0)
    PUT("%s,%s,%d,%d,%u,%d,%s,%s,%s,%s,%s,%s,", r->map, r->family, r->width, r->height, r->scen_id,
        r->bucket, r->variant, r->algo, r->heuristic, r->open, r->moves, r->status);
    k = fmt_num(buf + o, cap - o, r->cost);
    o += (size_t)k;
    k = fmt_num(buf + o, cap - o, r->dijkstra_cost);
    o += (size_t)k;
    k = fmt_num(buf + o, cap - o, r->scen_optimum);
    o += (size_t)k;
    k = fmt_num(buf + o, cap - o, r->subopt);
    o += (size_t)k;
    if (o >= cap)
        return 0;
    PUT("%d,%d,%u,", r->valid, r->should_be_optimal, r->path_len);
#define X(name, desc) PUT("%llu,", (unsigned long long)r->c.name);
#include "metrics.def"
#undef X
    PUT("%llu,%s,%llu,%llu,", (unsigned long long)r->time_ns, r->host, (unsigned long long)r->prep_ns,
        (unsigned long long)r->prep_bytes);
    PUT("%u,%llu,%llu,%llu,", r->calls, (unsigned long long)r->first20_ns,
        (unsigned long long)r->longest_call_ns, (unsigned long long)r->peak_rss_kb);
    PUT("%s,%d,%llu,%llu,", r->domain[0] ? r->domain : "grid", r->depth > 0 ? r->depth : 1,
        (unsigned long long)r->touched, (unsigned long long)r->state_bytes);
    k = fmt_num(buf + o, cap - o, r->file_optimum);
    if (k < 0 || (size_t)k >= cap - o)
        return 0;
    o += (size_t)k;
    PUT("%s,", r->file_moves);
    if (!r->follow[0])
        PUT(",,,,,,\n");
    else if (r->prep_equal < 0)
        PUT("%s,%u,%u,%llu,%llu,,%u\n", r->follow, r->epoch, r->patches, (unsigned long long)r->change_ns,
            (unsigned long long)r->rebuild_ns, r->scen_line);
    else
        PUT("%s,%u,%u,%llu,%llu,%d,%u\n", r->follow, r->epoch, r->patches, (unsigned long long)r->change_ns,
            (unsigned long long)r->rebuild_ns, r->prep_equal, r->scen_line);
#undef PUT
    return o;
}

double pf_row_subopt(double cost, double dijkstra_cost)
{
    if (isnan(cost) || isnan(dijkstra_cost) || !(dijkstra_cost > 0))
        return NAN;
    double s = cost / dijkstra_cost - 1;
    return s < 1e-12 ? 0 : s;
}

void pf_row_key(const struct pf_row *r, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s|%u|%s|%s", r->map, r->scen_id, r->variant, r->moves);
}

int pf_rows_write(const char *path, const struct pf_rows *rows, char *err, size_t errlen)
{
    struct pf_out o;
    struct pf_error e;
    if (pf_out_open(&o, path, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    fputs(header, o.f);
    for (size_t i = 0; i < rows->n; i++) {
        char buf[1024];
        size_t n = pf_row_format(&rows->r[i], buf, sizeof buf);
        if (n == 0) {             /* never with the field sizes of struct pf_row; never dropped silently */
            snprintf(err, errlen, "%s: row %zu: expected at most %zu bytes, found more", path, i + 1, sizeof buf);
            pf_out_abort(&o);
            return -1;
        }
        fwrite(buf, 1, n, o.f);
    }
    if (pf_out_commit(&o, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    return 0;
}

int pf_rows_push(struct pf_rows *rows, const struct pf_row *row)
{
    if (rows->n == rows->cap) {
        size_t nc = rows->cap ? rows->cap * 2 : 1024;
        struct pf_row *nr = realloc(rows->r, nc * sizeof *nr);
        if (!nr)
            return -1;
        rows->r = nr;
        rows->cap = nc;
    }
    rows->r[rows->n++] = *row;
    return 0;
}

void pf_rows_free(struct pf_rows *rows)
{
    free(rows->r);
    memset(rows, 0, sizeof *rows);
}

enum col {
    C_MAP, C_FAMILY, C_WIDTH, C_HEIGHT, C_SCEN, C_BUCKET, C_VARIANT, C_ALGO, C_HEUR, C_OPEN,
    C_MOVES, C_STATUS, C_COST, C_DCOST, C_OPT, C_SUBOPT, C_VALID, C_SBO, C_PATHLEN,
#define X(name, desc) C_##name,
#include "metrics.def"
#undef X
    C_TIME, C_HOST, C_PREP_NS, C_PREP_BYTES, C_CALLS, C_FIRST20, C_LONGEST, C_PEAK, C_DOMAIN, C_DEPTH,
    C_TOUCHED, C_STATE_BYTES, C_FILE_OPT, C_FILE_MOVES, C_FOLLOW, C_EPOCH, C_PATCHES, C_CHANGE_NS,
    C_REBUILD_NS, C_PREP_EQUAL, C_SCEN_LINE, C_COUNT
};

static const char *const col_names[C_COUNT] = {
    "map", "family", "width", "height", "scen_id", "bucket", "variant", "algo", "heuristic", "open",
    "moves", "status", "cost", "dijkstra_cost", "scen_optimum", "subopt", "valid",
    "should_be_optimal", "path_len",
#define X(name, desc) #name,
#include "metrics.def"
#undef X
    "time_ns", "host", "prep_ns", "prep_bytes", "calls", "first20_ns", "longest_call_ns", "peak_rss_kb",
    "domain", "depth", "touched", "state_bytes", "file_optimum", "file_moves",
    "follow", "epoch", "patches", "change_ns", "rebuild_ns", "prep_equal", "scen_line"
};

/* Copy a text field; -1 (nothing copied) when it does not fit: a cut name would be another name. */
static int copy_field(char *dst, size_t cap, const char *s, size_t len)
{
    if (len >= cap)
        return -1;
    memcpy(dst, s, len);
    dst[len] = '\0';
    return 0;
}

static int parse_double(const char *s, size_t len, double *out)
{
    char tmp[64];
    if (len == 0) {
        *out = NAN;
        return 0;
    }
    if (len >= sizeof tmp)
        return -1;
    memcpy(tmp, s, len);
    tmp[len] = '\0';
    char *end;
    *out = strtod(tmp, &end);
    return *end == '\0' ? 0 : -1;
}

static int parse_u64(const char *s, size_t len, uint64_t *out)
{
    uint64_t v = 0;
    if (len == 0) {
        *out = 0;
        return 0;
    }
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (uint64_t)(s[i] - '0');
    }
    *out = v;
    return 0;
}

int pf_rows_read(const char *path, struct pf_rows *rows, size_t *torn, char *err, size_t errlen)
{
    memset(rows, 0, sizeof *rows);
    if (torn)
        *torn = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    char *line = NULL;
    size_t lcap = 0;
    ssize_t len;
    unsigned no = 0;
    enum { MAX_COLS = 64 };
    int map[MAX_COLS];            /* file column -> enum col, -1 unknown */
    int ncols = 0;
    while ((len = getline(&line, &lcap, f)) > 0) {
        no++;
        int complete = line[len - 1] == '\n';
        if (complete)
            len--;
        if (len > 0 && line[len - 1] == '\r')
            len--;
        const char *fs[MAX_COLS];
        size_t fl[MAX_COLS];
        int nf = 0;
        for (ssize_t i = 0, b = 0; i <= len; i++) {
            if (i == len || line[i] == ',') {
                if (nf < MAX_COLS) {
                    fs[nf] = line + b;
                    fl[nf] = (size_t)(i - b);
                }
                nf++;
                b = i + 1;
            }
        }
        if (nf > MAX_COLS) {      /* more than a row can hold: refuse rather than drop columns */
            snprintf(err, errlen, "%s:%u: expected at most %d columns, found %d", path, no, MAX_COLS, nf);
            goto bad;
        }
        if (no == 1) {
            for (int i = 0; i < nf; i++) {
                map[i] = -1;
                for (int c = 0; c < C_COUNT; c++)
                    if (strlen(col_names[c]) == fl[i] && memcmp(col_names[c], fs[i], fl[i]) == 0)
                        map[i] = c;
            }
            ncols = nf;
            if (nf < 3 || map[0] != C_MAP) {
                snprintf(err, errlen, "%s:1: expected the runs.csv header (map,family,...), found '%.40s'",
                         path, line);
                goto bad;
            }
            continue;
        }
        if (!complete) {          /* a row cut short by a crash: not a row */
            if (torn)
                (*torn)++;
            break;
        }
        if (len == 0)
            continue;
        if (nf != ncols) {
            snprintf(err, errlen, "%s:%u: expected %d columns, found %d", path, no, ncols, nf);
            goto bad;
        }
        struct pf_row r;
        memset(&r, 0, sizeof r);
        r.cost = r.dijkstra_cost = r.scen_optimum = r.subopt = r.file_optimum = NAN;
        r.prep_equal = -1;
        for (int i = 0; i < nf; i++) {
            int bad = 0;
            uint64_t u = 0;
            double d;
            char *text = NULL;
            size_t cap = 0;
            switch (map[i]) {
            case C_MAP: text = r.map; cap = sizeof r.map; break;
            case C_FAMILY: text = r.family; cap = sizeof r.family; break;
            case C_VARIANT: text = r.variant; cap = sizeof r.variant; break;
            case C_ALGO: text = r.algo; cap = sizeof r.algo; break;
            case C_HEUR: text = r.heuristic; cap = sizeof r.heuristic; break;
            case C_OPEN: text = r.open; cap = sizeof r.open; break;
            case C_MOVES: text = r.moves; cap = sizeof r.moves; break;
            case C_STATUS: text = r.status; cap = sizeof r.status; break;
            case C_HOST: text = r.host; cap = sizeof r.host; break;
            case C_DOMAIN: text = r.domain; cap = sizeof r.domain; break;
            case C_FILE_MOVES: text = r.file_moves; cap = sizeof r.file_moves; break;
            case C_FOLLOW: text = r.follow; cap = sizeof r.follow; break;
            case C_PREP_EQUAL:
                bad = parse_u64(fs[i], fl[i], &u) || u > 1;
                r.prep_equal = fl[i] ? (int)u : -1;
                break;
            case C_COST: bad = parse_double(fs[i], fl[i], &r.cost); break;
            case C_DCOST: bad = parse_double(fs[i], fl[i], &r.dijkstra_cost); break;
            case C_OPT: bad = parse_double(fs[i], fl[i], &r.scen_optimum); break;
            case C_FILE_OPT: bad = parse_double(fs[i], fl[i], &r.file_optimum); break;
            case C_SUBOPT: bad = parse_double(fs[i], fl[i], &r.subopt); break;
            case C_WIDTH: case C_HEIGHT: case C_SCEN: case C_BUCKET: case C_VALID: case C_SBO:
            case C_PATHLEN: case C_TIME: case C_PREP_NS: case C_PREP_BYTES: case C_CALLS:
            case C_FIRST20: case C_LONGEST: case C_PEAK: case C_DEPTH: case C_TOUCHED:
            case C_STATE_BYTES: case C_EPOCH: case C_PATCHES: case C_CHANGE_NS: case C_REBUILD_NS:
            case C_SCEN_LINE:
                bad = parse_u64(fs[i], fl[i], &u);
                if (map[i] == C_WIDTH) r.width = (int32_t)u;
                if (map[i] == C_HEIGHT) r.height = (int32_t)u;
                if (map[i] == C_SCEN) r.scen_id = (uint32_t)u;
                if (map[i] == C_BUCKET) r.bucket = (int32_t)u;
                if (map[i] == C_VALID) r.valid = (int)u;
                if (map[i] == C_SBO) r.should_be_optimal = (int)u;
                if (map[i] == C_PATHLEN) r.path_len = (uint32_t)u;
                if (map[i] == C_TIME) r.time_ns = u;
                if (map[i] == C_PREP_NS) r.prep_ns = u;
                if (map[i] == C_PREP_BYTES) r.prep_bytes = u;
                if (map[i] == C_CALLS) r.calls = (uint32_t)u;
                if (map[i] == C_FIRST20) r.first20_ns = u;
                if (map[i] == C_LONGEST) r.longest_call_ns = u;
                if (map[i] == C_PEAK) r.peak_rss_kb = u;
                if (map[i] == C_DEPTH) r.depth = (int32_t)u;
                if (map[i] == C_TOUCHED) r.touched = u;
                if (map[i] == C_STATE_BYTES) r.state_bytes = u;
                if (map[i] == C_EPOCH) r.epoch = (uint32_t)u;
                if (map[i] == C_PATCHES) r.patches = (uint32_t)u;
                if (map[i] == C_CHANGE_NS) r.change_ns = u;
                if (map[i] == C_REBUILD_NS) r.rebuild_ns = u;
                if (map[i] == C_SCEN_LINE) r.scen_line = (uint32_t)u;
                break;
#define X(name, desc) case C_##name: bad = parse_u64(fs[i], fl[i], &r.c.name); break;
#include "metrics.def"
#undef X
            default: (void)d; break;
            }
            if (text && copy_field(text, cap, fs[i], fl[i]) != 0) {
                snprintf(err, errlen, "%s:%u: expected at most %zu characters in column %d (%s), found %zu",
                         path, no, cap - 1, i + 1, col_names[map[i]], fl[i]);
                goto bad;
            }
            if (bad) {
                snprintf(err, errlen, "%s:%u: expected a number in column %d (%s), found '%.*s'", path,
                         no, i + 1, map[i] >= 0 ? col_names[map[i]] : "?", (int)(fl[i] > 40 ? 40 : fl[i]), fs[i]);
                goto bad;
            }
        }
        if (!r.domain[0])             /* rows from before the domain column: 2D grids */
            snprintf(r.domain, sizeof r.domain, "grid");
        if (r.depth <= 0)
            r.depth = 1;
        if (pf_rows_push(rows, &r) != 0) {
            snprintf(err, errlen, "%s:%u: out of memory", path, no);
            goto bad;
        }
    }
    if (no == 0) {
        snprintf(err, errlen, "%s:1: expected the runs.csv header, found an empty file", path);
        goto bad;
    }
    free(line);
    fclose(f);
    return 0;
bad:
    free(line);
    fclose(f);
    pf_rows_free(rows);
    return -1;
}
