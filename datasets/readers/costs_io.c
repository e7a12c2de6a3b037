/* costs_io.c: reader and writer of the costs file of weighted terrain (LABEL COST per line),
 * with every cost held exactly in fixed units of 10^-decimals. */
#include <stdlib.h>
#include <string.h>
#include "pf_weighted_io.h"
#include "text_fields.h"

/* 10^k for k in 0..PF_WCOST_DECIMALS_MAX */
static uint64_t pow10u(int k)
{
    uint64_t p = 1;
    while (k-- > 0)
        p *= 10;
    return p;
}

/* The digits written after the point of a number field. */
static int decimals_of(const char *f, size_t fl)
{
    const char *dot = memchr(f, '.', fl);
    return dot ? (int)(fl - (size_t)(dot - f) - 1) : 0;
}

/* One `LABEL COST` line into c (the cost in millionths in *micro, its text in *txt): PF_OK or
 * PF_ERR_PARSE / PF_ERR_LIMIT with the message. */
static int parse_line(const char *name, const struct pf_line *l, struct pf_costs *c, uint64_t *micro,
                      const char **txt, size_t *txtl, int *maxdec, struct pf_error *err)
{
    const char *f[PF_FIELDS_MAX];
    size_t fl[PF_FIELDS_MAX];
    char q[200];
    int nf = pf_line_split(l, f, fl, PF_FIELDS_MAX);
    unsigned char lab = (unsigned char)f[0][0];
    if (fl[0] != 1 || lab < 0x21 || lab > 0x7e) {
        pf_quote(q, sizeof q, f[0], fl[0]);
        pf_error_set(err, "%s:%u: expected a label of one printable character, found '%s'", name, l->no, q);
        return PF_ERR_PARSE;
    }
    if (nf < 2) {
        pf_error_set(err, "%s:%u: expected a cost after label '%c', found end of line", name, l->no, lab);
        return PF_ERR_PARSE;
    }
    if (nf > 2) {
        pf_quote(q, sizeof q, f[2], fl[2]);
        pf_error_set(err, "%s:%u: expected end of line after the cost of '%c', found '%s'", name, l->no, lab, q);
        return PF_ERR_PARSE;
    }
    if (c->line[lab]) {
        pf_error_set(err, "%s:%u: expected one cost for label '%c', found a second (the first on line %u)",
                     name, l->no, lab, c->line[lab]);
        return PF_ERR_PARSE;
    }
    uint64_t v = 0;
    int rc = pf_field_fixed(f[1], fl[1], PF_WCOST_DECIMALS_MAX, (uint64_t)PF_WCOST_MAX * pow10u(PF_WCOST_DECIMALS_MAX), &v);
    pf_quote(q, sizeof q, f[1], fl[1]);
    if (rc == PF_FIELD_NEGATIVE) {
        pf_error_set(err, "%s:%u: expected a non-negative cost for label '%c', found '%s'", name, l->no, lab, q);
        return PF_ERR_PARSE;
    }
    if (rc == PF_FIELD_DECIMALS) {
        pf_error_set(err, "%s:%u: expected a cost with at most %d decimals for label '%c', found '%s'", name,
                     l->no, PF_WCOST_DECIMALS_MAX, lab, q);
        return PF_ERR_PARSE;
    }
    if (rc == PF_FIELD_TOO_LARGE) {
        pf_error_set(err, "%s:%u: costs overflow the integer range: expected a cost of at most %u for label '%c', "
                     "found '%s'", name, l->no, PF_WCOST_MAX, lab, q);
        return PF_ERR_LIMIT;
    }
    if (rc != PF_FIELD_OK) {
        pf_error_set(err, "%s:%u: expected a cost (a decimal number such as 2 or 0.5) for label '%c', found '%s'",
                     name, l->no, lab, q);
        return PF_ERR_PARSE;
    }
    int d = decimals_of(f[1], fl[1]);
    *maxdec = d > *maxdec ? d : *maxdec;
    c->line[lab] = l->no;
    micro[lab] = v;
    txt[lab] = f[1];
    txtl[lab] = fl[1];
    return PF_OK;
}

int pf_costs_parse(const char *name, const char *buf, size_t len, struct pf_costs *c,
                   struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct pf_line l = { 0 };
    uint64_t micro[256] = { 0 };
    const char *txt[256];
    size_t txtl[256];
    int maxdec = 0, labels = 0;
    memset(c, 0, sizeof *c);
    while (pf_line_next(&p, end, &l)) {
        const char *f[1];
        size_t fl[1];
        if (pf_line_split(&l, f, fl, 1) == 0)
            continue;                   /* a blank line */
        int rc = parse_line(name, &l, c, micro, txt, txtl, &maxdec, err);
        if (rc != PF_OK) {
            memset(c, 0, sizeof *c);
            return rc;
        }
        labels++;
    }
    if (!labels) {
        pf_error_set(err, "%s:%u: expected a line 'LABEL COST', found end of file (no label has a cost)", name,
                     l.no + 1);
        return PF_ERR_PARSE;
    }
    /* every cost at the file's scale; the first line (in file order) that overflows is named */
    uint64_t down = pow10u(PF_WCOST_DECIMALS_MAX - maxdec);
    int worst = -1;
    for (int i = 0; i < 256; i++)
        if (c->line[i] && micro[i] / down > PF_WCOST_MAX && (worst < 0 || c->line[i] < c->line[worst]))
            worst = i;
    if (worst >= 0) {
        char q[200];
        pf_quote(q, sizeof q, txt[worst], txtl[worst]);
        pf_error_set(err, "%s:%u: costs overflow the integer range: expected cost x 10^%d at most %u for label "
                     "'%c' (%d: the most decimals of any line), found '%s' x 10^%d = %llu", name, c->line[worst],
                     maxdec, PF_WCOST_MAX, worst, maxdec, q, maxdec, (unsigned long long)(micro[worst] / down));
        memset(c, 0, sizeof *c);
        return PF_ERR_LIMIT;
    }
    c->decimals = maxdec;
    c->scale = (uint32_t)pow10u(maxdec);
    for (int i = 0; i < 256; i++) {
        if (!c->line[i])
            continue;
        c->fixed[i] = (uint32_t)(micro[i] / down);
        c->cost[i] = (double)c->fixed[i] / (double)c->scale;   /* the decimal, rounded once */
    }
    return PF_OK;
}

int pf_costs_read(const char *path, struct pf_costs *c, struct pf_error *err)
{
    char *buf;
    size_t len;
    memset(c, 0, sizeof *c);
    /* 256 labels of a few dozen characters, with room for blank lines and comments' spaces */
    int rc = pf_file_slurp(path, &buf, &len, 1u << 20, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_costs_parse(path, buf, len, c, err);
    free(buf);
    return rc;
}

void pf_costs_init(struct pf_costs *c, int decimals)
{
    memset(c, 0, sizeof *c);
    c->decimals = decimals < 0 ? 0 : decimals > PF_WCOST_DECIMALS_MAX ? PF_WCOST_DECIMALS_MAX : decimals;
    c->scale = (uint32_t)pow10u(c->decimals);
}

int pf_costs_define(struct pf_costs *c, char label, uint32_t fixed)
{
    unsigned char lab = (unsigned char)label;
    if (lab < 0x21 || lab > 0x7e || c->line[lab] || fixed > PF_WCOST_MAX)
        return PF_ERR_ARG;
    uint32_t next = 0;
    for (int i = 0; i < 256; i++)
        next = c->line[i] > next ? c->line[i] : next;
    c->line[lab] = next + 1;
    c->fixed[lab] = fixed;
    c->cost[lab] = (double)fixed / (double)c->scale;
    return PF_OK;
}

int pf_costs_write(const char *path, const struct pf_costs *c, struct pf_error *err)
{
    unsigned char order[256];
    size_t n = 0;
    for (int i = 0; i < 256; i++) {
        if (!c->line[i])
            continue;
        size_t k = n++;             /* insertion by line: at most 94 labels */
        for (; k > 0 && c->line[order[k - 1]] > c->line[i]; k--)
            order[k] = order[k - 1];
        order[k] = (unsigned char)i;
    }
    struct pf_out o;
    int rc = pf_out_open(&o, path, err);
    if (rc != PF_OK)
        return rc;
    uint32_t scale = c->scale ? c->scale : 1;
    for (size_t i = 0; i < n; i++) {
        uint32_t v = c->fixed[order[i]];
        if (c->decimals > 0)
            fprintf(o.f, "%c %u.%0*u\n", order[i], v / scale, c->decimals, v % scale);
        else
            fprintf(o.f, "%c %u\n", order[i], v);
    }
    return pf_out_commit(&o, err);
}
