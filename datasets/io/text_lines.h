/* text_lines.h: the one line and field scanner of libpf's text readers (internal). */
#ifndef PF_TEXT_LINES_H
#define PF_TEXT_LINES_H

#include <stddef.h>
#include <stdint.h>

/* One line of a buffer, without its '\n' and one trailing '\r' (CRLF files read as LF). */
struct pf_line {
    const char *s;
    size_t len;
    uint32_t no;          /* 1-based; start from a zeroed struct */
    int newline;          /* the line ended with '\n' (0: the file's last line was cut short) */
};
/* The next line at *p (before end), advancing *p; 0 at the end of the buffer. */
int pf_line_next(const char **p, const char *end, struct pf_line *l);
/* Split a line on spaces and tabs: returns how many fields it has, and keeps the first max of
 * them in f (start) and fl (length). */
int pf_line_split(const struct pf_line *l, const char **f, size_t *fl, int max);

#endif
