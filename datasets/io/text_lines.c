/* text_lines.c: the one line and field scanner of libpf's text readers. */
#include <string.h>
#include "text_lines.h"

int pf_line_next(const char **p, const char *end, struct pf_line *l)
{
    if (*p >= end)
        return 0;
    const char *s = *p, *nl = memchr(s, '\n', (size_t)(end - s));
    const char *e = nl ? nl : end;
    *p = nl ? nl + 1 : end;
    l->s = s;
    l->len = (size_t)(e - s);
    l->newline = nl != NULL;
    if (l->len > 0 && s[l->len - 1] == '\r')
        l->len--;
    l->no++;
    return 1;
}

int pf_line_split(const struct pf_line *l, const char **f, size_t *fl, int max)
{
    int n = 0;
    size_t i = 0;
    while (i < l->len) {
        while (i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'))
            i++;
        if (i >= l->len)
            break;
        size_t b = i;
        while (i < l->len && l->s[i] != ' ' && l->s[i] != '\t')
            i++;
        if (n < max) {
            f[n] = l->s + b;
            fl[n] = i - b;
        }
        n++;
    }
    return n;
}
