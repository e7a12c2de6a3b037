/* wbellman.h: a Bellman-Ford in doubles over weighted terrain, for the tests (test_weighted,
 * test_jpsw): the moves and their real costs written out from the two rules' definitions,
 * independently of libpf's fixed-point costs. */
#ifndef PF_TEST_WBELLMAN_H
#define PF_TEST_WBELLMAN_H

#include <math.h>
#include <stdlib.h>
#include "pf_weighted.h"

/* The least real cost from cell s to cell t (row-major indices) of the W x H labels lab, label
 * l costing lc[l] (<= 0: a wall), under rule m; -1 when t cannot be reached. */
static double bellman(const char *lab, const double *lc, int W, int H, enum pf_moves m, int s, int t)
{
    double *d = malloc((size_t)W * H * sizeof *d);
    for (int i = 0; i < W * H; i++)
        d[i] = INFINITY;
    d[s] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int i = y * W + x;
                double ci = lc[(unsigned char)lab[i]];
                if (!(ci > 0) || d[i] == INFINITY)
                    continue;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx, ny = y + dy;
                        if ((!dx && !dy) || nx < 0 || ny < 0 || nx >= W || ny >= H)
                            continue;
                        double cj = lc[(unsigned char)lab[ny * W + nx]];
                        if (!(cj > 0))
                            continue;
                        double step;
                        if (dx && dy) {
                            double a = lc[(unsigned char)lab[y * W + nx]], b = lc[(unsigned char)lab[ny * W + x]];
                            if (!(a > 0) || !(b > 0))
                                continue;
                            step = m == PF_MOVES_MEAN ? M_SQRT2 * (ci + cj + a + b) / 4 : M_SQRT2 * cj;
                        } else {
                            step = m == PF_MOVES_MEAN ? (ci + cj) / 2 : cj;
                        }
                        if (d[i] + step < d[ny * W + nx] - 1e-12) {
                            d[ny * W + nx] = d[i] + step;
                            changed = 1;
                        }
                    }
            }
    }
    double r = d[t] == INFINITY ? -1 : d[t];
    free(d);
    return r;
}

#endif
