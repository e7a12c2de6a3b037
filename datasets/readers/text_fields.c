/* text_fields.c: the field and number scanning the readers and generators share. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "text_fields.h"

int pf_field_is(const char *f, size_t fl, const char *w)
{
    return strlen(w) == fl && memcmp(f, w, fl) == 0;
}

int pf_field_uint(const char *f, size_t fl, uint64_t max, uint64_t *out)
{
    if (fl > 1 && f[0] == '-' && f[1] >= '0' && f[1] <= '9')
        return PF_FIELD_NEGATIVE;
    if (fl == 0)
        return PF_FIELD_NOT_NUMBER;
    uint64_t v = 0;
    for (size_t i = 0; i < fl; i++) {
        if (f[i] < '0' || f[i] > '9')
            return PF_FIELD_NOT_NUMBER;
    }
    for (size_t i = 0; i < fl; i++) {
        unsigned d = (unsigned)(f[i] - '0');
        if (v > max / 10 || (v == max / 10 && d > max % 10))
            return PF_FIELD_TOO_LARGE;
        v = v * 10 + d;
    }
    *out = v;
    return PF_FIELD_OK;
}

long long pf_field_whole(const char *f, size_t fl, long long lo, long long hi)
{
    uint64_t v;
    if (pf_field_uint(f, fl, (uint64_t)hi, &v) != PF_FIELD_OK || v < (uint64_t)lo)
        return -1;
    return (long long)v;
}

int pf_field_fixed(const char *f, size_t fl, int decimals, uint64_t max, uint64_t *out)
{
    if (fl > 1 && f[0] == '-')
        return PF_FIELD_NEGATIVE;
    size_t i = 0, digits = 0, frac = 0;
    int dot = 0;
    uint64_t v = 0;
    int big = 0;
    for (; i < fl; i++) {
        if (f[i] == '.' && !dot) {
            dot = 1;
            continue;
        }
        if (f[i] < '0' || f[i] > '9')
            return PF_FIELD_NOT_NUMBER;
        digits++;
        if (dot)
            frac++;
        unsigned d = (unsigned)(f[i] - '0');
        if (v > max / 10 || (v == max / 10 && d > max % 10))
            big = 1;
        else
            v = v * 10 + d;
    }
    if (digits == 0)
        return PF_FIELD_NOT_NUMBER;
    if (frac > (size_t)decimals)
        return PF_FIELD_DECIMALS;
    for (; frac < (size_t)decimals && !big; frac++) {
        if (v > max / 10)
            big = 1;
        else
            v *= 10;
    }
    if (big)
        return PF_FIELD_TOO_LARGE;
    *out = v;
    return PF_FIELD_OK;
}

int pf_field_coord(const char *f, size_t fl, double *out)
{
    char tmp[64];
    if (fl == 0 || fl >= sizeof tmp)
        return PF_FIELD_NOT_NUMBER;
    int digits = 0;
    for (size_t i = 0; i < fl; i++) {
        char c = f[i];
        if (c >= '0' && c <= '9')
            digits = 1;
        else if (c != '-' && c != '+' && c != '.' && c != 'e' && c != 'E')
            return PF_FIELD_NOT_NUMBER;     /* no "nan", "inf" or hex: strtod would take them */
    }
    if (!digits)
        return PF_FIELD_NOT_NUMBER;
    memcpy(tmp, f, fl);
    tmp[fl] = '\0';
    char *end;
    double v = strtod(tmp, &end);
    if (*end != '\0')
        return PF_FIELD_NOT_NUMBER;
    if (!(fabs(v) <= PF_FIELD_MAX_COORD))
        return PF_FIELD_TOO_LARGE;
    *out = v;
    return PF_FIELD_OK;
}

void pf_field_quote_line(char *out, size_t cap, const struct pf_line *l)
{
    pf_quote(out, cap, l->s, l->len);
}
