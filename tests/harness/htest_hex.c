/* htest_hex.c: the harness side of the hex domain: hex map files (round trip, recognition,
 * every refusal with its file:line message, the size limit), conversion of a 2D map,
 * generated maps (same recipe, same map), generated scenarios (optima against a breadth-first
 * distance written here, buckets, one component, same seed, same file), .scen files checked
 * against a hex map, and traces (orders, path). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "hex_plan.h"

static char tmp[600];

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    fputs(text, f);
    fclose(f);
}

static char *slurp(const char *path)
{
    char *buf;
    size_t len;
    struct pf_error e;
    return pf_file_slurp(path, &buf, &len, 1 << 24, &e) == PF_OK ? buf : NULL;
}

/* Parse text; expect status want and, when want < 0, msg inside the message. */
static void expect_parse(const char *text, int want, const char *msg)
{
    struct pf_hex_map m;
    struct pf_error e = { "" };
    int rc = pf_hex_map_parse("t.map", text, strlen(text), &m, 1000, &e);
    CHECK_INT(rc, want);
    if (rc == PF_OK)
        pf_hex_map_free(&m);
    else if (!strstr(e.msg, msg))
        fprintf(stderr, "message '%s' lacks '%s'\n", e.msg, msg);
    if (rc != PF_OK)
        CHECK(strstr(e.msg, msg) != NULL);
}

static void check_files(void)
{
    expect_parse("type hex\nheight 2\nwidth 3\nmap\n.@.\nGTW\n", PF_OK, "");
    expect_parse("type hex\r\nwidth 3\r\nheight 1\r\nmap\r\n...\r\n\r\n", PF_OK, "");
    expect_parse("type octile\nheight 2\nwidth 3\nmap\n...\n...\n", PF_ERR_PARSE, "t.map:1: expected 'type hex', found 'type octile'");
    expect_parse("type hex\nheight 2\nmap\n", PF_ERR_PARSE, "t.map:3: expected 'width W' before 'map'");
    expect_parse("type hex\nheight 0\nwidth 3\nmap\n", PF_ERR_PARSE, "t.map:2: expected a whole number");
    expect_parse("type hex\nheight 2\nheight 2\n", PF_ERR_PARSE, "t.map:3: expected one 'height' line");
    expect_parse("type hex\nheight 2\nwidth 3\nmap\n...\n", PF_ERR_PARSE, "t.map:6: expected 2 rows, found 1");
    expect_parse("type hex\nheight 2\nwidth 3\nmap\n...\n....\n", PF_ERR_PARSE, "t.map:6: expected 3 characters in row 1, found 4");
    expect_parse("type hex\nheight 1\nwidth 3\nmap\n.x.\n", PF_ERR_PARSE, "t.map:5: expected a terrain character");
    expect_parse("type hex\nheight 1\nwidth 3\nmap\n...\nmore\n", PF_ERR_PARSE, "t.map:6: expected end of file");
    expect_parse("type hex\nheight 100\nwidth 100\nmap\n", PF_ERR_LIMIT, "at most 1000 cells");
    expect_parse("type hex\nsize 3\n", PF_ERR_PARSE, "t.map:2: expected a header line");
    expect_parse("", PF_ERR_PARSE, "t.map:1: expected 'type hex', found end of file");

    /* round trip, crash-safe write, recognition */
    char path[700], path2[700];
    snprintf(path, sizeof path, "%s/round.map", tmp);
    struct pf_hex_map m, back;
    struct pf_error e;
    const char *text = "type hex\nheight 3\nwidth 4\nmap\n..@.\nG.TW\n.S.O\n";
    CHECK_INT(pf_hex_map_parse("x", text, strlen(text), &m, 1000, &e), PF_OK);
    CHECK_INT(m.num_free, 8);
    CHECK_INT(pf_hex_map_write(path, &m, &e), PF_OK);
    char *got = slurp(path);
    CHECK(got && !strcmp(got, text));
    free(got);
    CHECK(pf_hex_file_recognise(path));
    CHECK_INT(pf_hex_map_read(path, &back, 1000, &e), PF_OK);
    CHECK(!memcmp(back.grid.cls, m.grid.cls, m.grid.num_nodes) && !memcmp(back.mask, m.mask, m.grid.num_nodes));
    pf_hex_map_free(&back);
    pf_hex_map_free(&m);
    /* a 2D map is not a hex map, but converts into one with the same rows */
    snprintf(path2, sizeof path2, "%s/octile.map", tmp);
    write_file(path2, "type octile\nheight 2\nwidth 3\nmap\n.@.\n..T\n");
    CHECK(!pf_hex_file_recognise(path2));
    CHECK_INT(pf_hex_map_read(path2, &m, 1000, &e), PF_ERR_PARSE);
    CHECK_INT(pf_hex_convert(path2, path, 1000, &e), PF_OK);
    got = slurp(path);
    CHECK(got && !strcmp(got, "type hex\nheight 2\nwidth 3\nmap\n.@.\n..T\n"));
    free(got);
    CHECK_INT(pf_hex_convert(path, path2, 1000, &e), PF_OK);     /* a hex map converts to itself */
    CHECK(pf_hex_file_recognise(path2));
}

static void check_gen(void)
{
    struct pf_hex_map a, b;
    struct pf_error e;
    char na[128], nb[128];
    CHECK(pf_hex_recipe_is("hex:32x20:p=0.3:seed=4"));
    CHECK(!pf_hex_recipe_is("random:32x20"));
    CHECK_INT(pf_hex_gen_map("hex:32x20:p=0.3:seed=4", &a, na, sizeof na, &e), PF_OK);
    CHECK_INT(pf_hex_gen_map("hex:32x20:p=0.3:seed=4", &b, nb, sizeof nb, &e), PF_OK);
    CHECK_STR(na, "gen-hex-random-32x20-p0.3-s4");
    CHECK_STR(na, nb);
    CHECK(!memcmp(a.grid.chars, b.grid.chars, 32 * 20));
    CHECK(a.num_free > 300 && a.num_free < 580);
    pf_hex_map_free(&b);
    CHECK_INT(pf_hex_gen_map("hex:maze:21x21:w=1:seed=2", &b, nb, sizeof nb, &e), PF_OK);
    CHECK_STR(nb, "gen-hex-maze-21x21-w1-s2");
    pf_hex_map_free(&b);
    CHECK(pf_hex_gen_map("hex:32x20:p=7", &b, nb, sizeof nb, &e) < 0);
    CHECK(strstr(e.msg, "recipe 'hex:32x20:p=7': expected a density p") != NULL);

    /* scenarios: optima = independent breadth-first distance, in the largest component */
    struct pf_scen s, s2;
    CHECK_INT(pf_hex_gen_scen(&a, "gen-hex-random-32x20-p0.3-s4.map", 9, 3, 10, &s, &e), PF_OK);
    CHECK(s.n >= 12);
    uint32_t *label = malloc(a.grid.num_nodes * sizeof *label), largest, size;
    CHECK_INT(pf_hex_components(&a, label, &largest, &size), PF_OK);
    int per[10] = { 0 }, bad = 0;
    for (size_t i = 0; i < s.n; i++) {
        const struct pf_scen_entry *x = &s.e[i];
        pf_node st, gl;
        pf_hex_scen_nodes(&a, x, &st, &gl);
        bad += label[st] != largest || label[gl] != largest;
        /* a breadth-first sweep here, by the cells' (x, y) */
        int32_t w = 32, h = 20, *dist = malloc(sizeof(int32_t) * 640), *q = malloc(sizeof(int32_t) * 640);
        for (int k = 0; k < 640; k++)
            dist[k] = -1;
        int qh = 0, qt = 0;
        dist[x->sy * w + x->sx] = 0;
        q[qt++] = x->sy * w + x->sx;
        while (qh < qt) {
            int c = q[qh++], cx = c % w, cy = c / w;
            for (int d = 0; d < 6; d++) {
                int32_t nx, ny;
                pf_hex_neighbour_xy(cx, cy, d, &nx, &ny);
                if (nx >= 0 && ny >= 0 && nx < w && ny < h && pf_hex_char_free(pf_grid_char(&a.grid, nx, ny)) &&
                    dist[ny * w + nx] < 0) {
                    dist[ny * w + nx] = dist[c] + 1;
                    q[qt++] = ny * w + nx;
                }
            }
        }
        bad += x->optimum != dist[x->gy * w + x->gx] || x->bucket != (int)(x->optimum / 4) || x->optimum < 1;
        bad += i > 0 && s.e[i - 1].bucket > x->bucket;
        per[x->bucket]++;
        free(dist);
        free(q);
    }
    CHECK_INT(bad, 0);
    for (int k = 0; k < 10; k++)
        CHECK(per[k] <= 3);
    CHECK(per[0] == 3 && per[1] == 3);
    CHECK_INT(pf_hex_gen_scen(&a, "gen-hex-random-32x20-p0.3-s4.map", 9, 3, 10, &s2, &e), PF_OK);
    CHECK(s2.n == s.n && !memcmp(s2.e, s.e, s.n * sizeof *s.e));
    pf_scen_free(&s2);
    CHECK_INT(pf_hex_gen_scen(&a, "x.map", 9, 0, 10, &s2, &e), PF_ERR_ARG);

    /* the written files read back and pass the check against the map */
    char mp[700], sp[700];
    snprintf(mp, sizeof mp, "%s/gen-hex-random-32x20-p0.3-s4.map", tmp);
    snprintf(sp, sizeof sp, "%s/gen-hex-random-32x20-p0.3-s4.map.scen", tmp);
    CHECK_INT(pf_hex_map_write(mp, &a, &e), PF_OK);
    CHECK_INT(pf_scen_write(sp, &s, &e), PF_OK);
    struct pf_hex_map r;
    CHECK_INT(pf_hex_map_read(mp, &r, 100000, &e), PF_OK);
    CHECK_INT(pf_hex_scen_read(sp, &r, mp, &s2, &e), PF_OK);
    CHECK_INT(s2.n, s.n);
    pf_scen_free(&s2);
    /* a start on a blocked cell is refused with its line */
    pf_node blocked = PF_NONE;
    for (pf_node n = 0; n < a.grid.num_nodes && blocked == PF_NONE; n++) {
        int32_t x, y;
        pf_hex_xy(&a, n, &x, &y);
        if (pf_grid_in_bounds(&a.grid, x, y) && !pf_hex_free(&a, n))
            blocked = n;
    }
    pf_hex_xy(&a, blocked, &s.e[1].sx, &s.e[1].sy);
    CHECK_INT(pf_scen_write(sp, &s, &e), PF_OK);
    CHECK(pf_hex_scen_read(sp, &r, mp, &s2, &e) < 0);
    CHECK(strstr(e.msg, ":3: expected the start on a passable cell") != NULL);

    /* a trace: H rows of W, -2 on blocked cells, orders 0 .. expanded - 1, the path's cells */
    char tp[700];
    snprintf(tp, sizeof tp, "%s/q.trace", tmp);
    const struct pf_variant *v = pf_variant_find("hex/astar/hex/heap");
    pf_node st, gl;
    pf_hex_scen_nodes(&a, &s.e[s.n - 1], &st, &gl);
    CHECK_INT(pf_hex_trace_write(&r, v, "gen-hex", st, gl, tp), 0);
    FILE *f = fopen(tp, "r");
    char head[512];
    CHECK(f && fgets(head, sizeof head, f));
    CHECK(!strncmp(head, "# pfbench hex trace map=gen-hex width=32 height=20 variant=hex/astar/hex/heap cost=", 83));
    long long expanded = atoll(strstr(head, "expanded=") + 9), k, n = 0, mx = -1, walls = 0;
    for (int c = 0; c < 640 && fscanf(f, "%lld", &k) == 1; c++) {
        n += k >= 0;
        mx = k > mx ? k : mx;
        walls += k == -2;
    }
    fclose(f);
    CHECK_INT(n, expanded);
    CHECK_INT(mx, expanded - 1);
    CHECK_INT(walls, 640 - (long long)a.num_free);
    snprintf(tp, sizeof tp, "%s/q.trace.path", tmp);
    f = fopen(tp, "r");
    int px, py, lines = 0;
    while (f && fscanf(f, "%d %d", &px, &py) == 2)
        lines++;
    if (f)
        fclose(f);
    CHECK_INT(lines, (int)s.e[s.n - 1].optimum + 1);
    /* the picture, when gnuplot is here: a PNG drawn by scripts/plot/hex.gp */
    if (system("command -v gnuplot >/dev/null 2>&1") == 0) {
        char png[700];
        snprintf(tp, sizeof tp, "%s/q.trace", tmp);
        snprintf(png, sizeof png, "%s/q.png", tmp);
        const char *traces[] = { tp, tp };
        CHECK_INT(pf_hex_draw(traces, 2, png), 0);
        f = fopen(png, "rb");
        unsigned char magic[8] = { 0 };
        CHECK(f && fread(magic, 1, 8, f) == 8 && !memcmp(magic, "\x89PNG", 4));
        if (f)
            fclose(f);
        snprintf(png, sizeof png, "%s/q.svg", tmp);
        CHECK_INT(pf_hex_draw(traces, 1, png), 0);
        char *svg = slurp(png);
        CHECK(svg && strstr(svg, "<svg") != NULL);
        free(svg);
        CHECK(pf_hex_draw(traces, 1, "/no/such/folder/x.png") < 0);
    } else {
        fprintf(stderr, "htest_hex: no gnuplot: the picture is not drawn\n");
    }
    free(label);
    pf_scen_free(&s);
    pf_hex_map_free(&r);
    pf_hex_map_free(&a);
}

/* Runs' plans: a file with its queries (a limit keeps evenly spaced lines), a recipe (kept
 * only when the pattern matches), each loaded again as planned. */
static void check_plan(void)
{
    char dir[700], mp[800], sp[820];
    struct pf_error e;
    snprintf(dir, sizeof dir, "%s/plan", tmp);
    CHECK_INT(pf_hex_gen_files("hex:40x25:p=0.2:seed=8", dir, 2, 6, mp, sizeof mp, &e), PF_OK);
    pf_hex_queries_for(mp, sp, sizeof sp);
    struct pf_plan p;
    memset(&p, 0, sizeof p);
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    snprintf(m.name, sizeof m.name, "gen-hex-random-40x25-p0.2-s8");
    CHECK_INT(pf_hex_plan_file(&p, &m, mp, sp, 5), 0);
    CHECK_INT(p.n, 1);
    CHECK_INT(p.m[0].n, 5);
    CHECK_INT(p.m[0].width, 40);
    CHECK_INT(p.m[0].height, 25);
    struct pf_hex_map a, b;
    CHECK_INT(pf_hex_read_planned(&p.m[0], &a, &e), PF_OK);
    struct pf_plan_opts o = { .pattern = "gen-hex-random-*", .per_bucket = 2, .max_buckets = 6, .quiet = 1 };
    memset(&m, 0, sizeof m);
    CHECK_INT(pf_hex_plan_recipe(&p, &m, "hex:40x25:p=0.2:seed=8", 0, &o), 0);
    CHECK_INT(p.n, 2);
    CHECK_STR(p.m[1].name, "gen-hex-random-40x25-p0.2-s8");
    CHECK_STR(p.m[1].family, "gen-hex");
    CHECK(p.m[1].generated);
    CHECK_INT(pf_hex_read_planned(&p.m[1], &b, &e), PF_OK);
    CHECK(!memcmp(a.grid.chars, b.grid.chars, 40 * 25));    /* the file and the recipe: one map */
    /* the recipe's scenarios are the file's */
    CHECK(p.m[1].n >= 5 && p.m[1].scen.e[0].sx == p.m[0].scen.e[0].sx && p.m[1].scen.e[0].optimum > 0);
    pf_hex_map_free(&a);
    pf_hex_map_free(&b);
    o.pattern = "maze*";
    memset(&m, 0, sizeof m);
    CHECK_INT(pf_hex_plan_recipe(&p, &m, "hex:40x25:p=0.2:seed=8", 0, &o), 0);
    CHECK_INT(p.n, 2);
    memset(&m, 0, sizeof m);
    CHECK_INT(pf_hex_plan_recipe(&p, &m, "hex:40x25:p=2", 0, &o), -1);
    memset(&m, 0, sizeof m);
    CHECK_INT(pf_hex_plan_file(&p, &m, mp, "/no/such.scen", 0), -1);
    char out[100];
    CHECK_INT(pf_hex_source_map("hexmai:fam/x", "/d", out, sizeof out), PF_OK);
    CHECK_STR(out, "/d/fam/x.map");
    CHECK_INT(pf_hex_source_map("hexmai:fam/x", "/d", out, 5), PF_ERR_LIMIT);
    pf_plan_free(&p);
}

/* Mutated maps: whatever is read is refused with a message or read whole (run under the
 * sanitizers, a bad read shows there). */
static void check_mutations(void)
{
    const char *base = "type hex\nheight 3\nwidth 5\nmap\n..@..\nG.T.W\n.S..O\n";
    const char alphabet[] = "type hexheightwidthmap0123456789 \t\r\n.@GSWOTx";
    uint64_t r = 12345;
    int ok = 0, refused = 0, bad = 0;
    char buf[128];
    for (int k = 0; k < 20000; k++) {
        size_t n = strlen(base);
        memcpy(buf, base, n + 1);
        int edits = k % 4 ? 1 + (int)(r % 4) : 0;
        if (!edits) {                   /* a row's cell changed to another terrain: read whole */
            r = r * 6364136223846793005ull + 1442695040888963407ull;
            size_t row = 30 + 6 * ((r >> 33) % 3), col = (r >> 40) % 5;
            buf[row + col] = ".@GSWOT"[(r >> 50) % 7];
        }
        for (int j = 0; j < edits; j++) {
            r = r * 6364136223846793005ull + 1442695040888963407ull;
            size_t at = (size_t)(r >> 33) % n;
            int op = (int)((r >> 20) % 3);
            char c = alphabet[(r >> 40) % (sizeof alphabet - 1)];
            if (op == 0)
                buf[at] = c;
            else if (op == 1 && n > 1)
                memmove(buf + at, buf + at + 1, n-- - at);
            else if (n + 1 < sizeof buf) {
                memmove(buf + at + 1, buf + at, ++n - at);
                buf[at] = c;
            }
        }
        struct pf_hex_map m;
        struct pf_error e = { "" };
        int rc = pf_hex_map_parse("m.map", buf, n, &m, 1000, &e);
        if (rc == PF_OK) {
            ok++;
            bad += m.grid.width * m.grid.height > 1000 || m.num_free > (uint32_t)(m.grid.width * m.grid.height);
            pf_hex_map_free(&m);
        } else {
            refused++;
            bad += strncmp(e.msg, "m.map:", 6) != 0 || !strstr(e.msg, "expected");
        }
    }
    CHECK_INT(bad, 0);
    fprintf(stderr, "htest_hex: mutated maps: %d read, %d refused\n", ok, refused);
    CHECK(ok > 100 && refused > 1000);
}

/* pfbench gen's part: a recipe's files written, read back together, the same twice */
static void check_gen_files(void)
{
    char dir[700], mp[800], mp2[800], sp[820];
    struct pf_error e;
    snprintf(dir, sizeof dir, "%s/gen/sub", tmp);
    CHECK_INT(pf_hex_gen_files("hex:48x30:p=0.2:seed=5", dir, 2, 8, mp, sizeof mp, &e), PF_OK);
    CHECK(strstr(mp, "/gen/sub/gen-hex-random-48x30-p0.2-s5.map") != NULL);
    pf_hex_queries_for(mp, sp, sizeof sp);
    char *m1 = slurp(mp), *s1 = slurp(sp);
    const char *mh = "type hex\nheight 30\nwidth 48\nmap\n", *sh = "version 1\n0\tgen-hex-random-48x30-p0.2-s5.map\t48\t30\t";
    CHECK(m1 && !strncmp(m1, mh, strlen(mh)));
    CHECK(s1 && !strncmp(s1, sh, strlen(sh)));
    struct pf_hex_map m;
    struct pf_scen s;
    CHECK_INT(pf_hex_load_problem(mp, sp, 100000, &m, &s, &e), PF_OK);
    CHECK(s.n >= 10 && s.n <= 16);
    pf_scen_free(&s);
    pf_hex_map_free(&m);
    CHECK_INT(pf_hex_gen_files("hex:48x30:p=0.2:seed=5", dir, 2, 8, mp2, sizeof mp2, &e), PF_OK);
    char *m2 = slurp(mp2), *s2 = slurp(sp);
    CHECK(m1 && m2 && s1 && s2 && !strcmp(m1, m2) && !strcmp(s1, s2));
    free(m1);
    free(m2);
    free(s1);
    free(s2);
    CHECK(pf_hex_load_problem(mp, "/no/such.scen", 100000, &m, &s, &e) < 0);
    CHECK(pf_hex_gen_files("hex:48x30:q=1", dir, 2, 8, mp2, sizeof mp2, &e) < 0);
}

int main(void)
{
    const char *t = getenv("PF_TEST_TMP");
    snprintf(tmp, sizeof tmp, "%s/htest-hex-%d", t && *t ? t : "/tmp", (int)getpid());
    struct pf_error e;
    CHECK_INT(pf_mkdir_p(tmp, &e), PF_OK);
    check_files();
    check_gen();
    check_gen_files();
    check_mutations();
    check_plan();
    return pf_check_report("htest_hex");
}
