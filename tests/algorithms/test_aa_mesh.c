/* test_aa_mesh.c: the navigation mesh covers exactly the free space (hand-made and generated
 * maps); with arguments, the same check and figures over every .map under the folders given:
 * per map and builder, polygons, vertices, the mean and largest vertex count of a polygon,
 * build ms, MB and the check's verdict. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "check.h"
#include "aa_mesh.h"
#include "pf_anyangle.h"
#include "pf_gen.h"
#include "pf_io.h"
#include "pf_search.h"
#include "search_ctx.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Build with builder b, check it, and check a reloaded copy of its block; the mesh or NULL. */
static struct pf_mesh *built_ok(const struct pf_grid *g, enum pf_mesh_builder b, const char *what)
{
    char why[256] = "";
    struct pf_mesh *m = pf_mesh_build(g, b);
    CHECK(m != NULL);
    if (!m)
        return NULL;
    int rc = pf_mesh_check(m, g, why, sizeof why);
    if (rc != 0)
        fprintf(stderr, "%s, %s mesh: %s\n", what, pf_mesh_builder_name(b), why);
    CHECK_INT(rc, 0);
    /* the block as the prep cache reads it back: same bytes elsewhere, pointers rebound */
    struct pf_mesh *copy = malloc(m->bytes);
    memcpy(copy, m, m->bytes);
    CHECK_INT(pf_mesh_rebind(copy, m->bytes, g->width, g->height), 0);
    CHECK(copy->p_verts != m->p_verts);
    CHECK_INT(pf_mesh_check(copy, g, why, sizeof why), 0);
    CHECK_INT(pf_mesh_rebind(copy, m->bytes - 8, g->width, g->height), -1);
    CHECK_INT(pf_mesh_rebind(copy, m->bytes, g->width + 1, g->height), -1);
    free(copy);
    return m;
}

/* A double corner (2, 1): cells (2, 0) and (1, 1) blocked, touching diagonally. */
static const char *const pinch[] = { "..@.", ".@..", "....", NULL };

static void test_double_corner(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, pinch) == 0);
    struct pf_mesh *c = built_ok(&g, PF_MESH_CELLS, "pinch"), *r = built_ok(&g, PF_MESH_RECTS, "pinch");
    struct pf_mesh *d = built_ok(&g, PF_MESH_MERGED, "pinch");
    CHECK_INT(c->num_polygons, 10);
    /* rows' runs: [0,2) [3,4) | [0,1) [2,4) | [0,4), none equal to the one above */
    CHECK_INT(r->num_polygons, 5);
    for (int k = 0; k < 3; k++) {
        const struct pf_mesh *m = k == 2 ? d : k ? r : c;
        int32_t se = pf_mesh_corner_vertex(m, 2, 1);
        CHECK(se >= 0);
        /* the query's side: its around list is the polygon of cell (2, 1), then the gap */
        CHECK_INT(pf_mesh_around_size(m, (uint32_t)se), 2);
        CHECK_INT(m->v_around[m->v_around_start[se]], pf_mesh_point_polygon(m, 2, 1));
        CHECK_INT(m->v_around[m->v_around_start[se] + 1], -1);
        CHECK(pf_mesh_is_corner(m, (uint32_t)se));
        /* the other side is another vertex at the same corner, around cell (1, 0) only */
        uint32_t at = 0, other = UINT32_MAX;
        for (uint32_t v = 0; v < m->num_vertices; v++)
            if (m->vx[v] == 2 && m->vy[v] == 1) {
                at++;
                if ((int32_t)v != se)
                    other = v;
            }
        CHECK_INT(at, 2);
        CHECK(other != UINT32_MAX && m->v_around[m->v_around_start[other]] == pf_mesh_point_polygon(m, 1, 0));
        /* no polygon holds both: no edge joins the two open sides */
        for (uint32_t p = 0; p < m->num_polygons; p++) {
            int has_se = 0, has_other = 0;
            for (uint32_t i = m->p_start[p]; i < m->p_start[p + 1]; i++) {
                has_se |= m->p_verts[i] == (uint32_t)se;
                has_other |= m->p_verts[i] == other;
            }
            CHECK(!(has_se && has_other));
        }
    }
    /* the rectangle of row 2 meets the row above at (1, 2), (2, 2), (3, 2)... as vertices of its
     * top side: 6 vertices, counter-clockwise from its top-left corner */
    int32_t bottom = pf_mesh_point_polygon(r, 0, 2);
    CHECK_INT(pf_mesh_poly_size(r, (uint32_t)bottom), 6);
    uint32_t v0 = r->p_verts[r->p_start[bottom]], v1 = r->p_verts[r->p_start[bottom] + 1];
    CHECK(r->vx[v0] == 0 && r->vy[v0] == 2 && r->vx[v1] == 1 && r->vy[v1] == 2);
    CHECK_INT(r->p_adj[r->p_start[bottom]], pf_mesh_point_polygon(r, 0, 1));
    CHECK_INT(r->p_adj[r->p_start[bottom] + 1], -1);   /* under the blocked cell (1, 1) */
    CHECK_INT(pf_mesh_corner_vertex(r, 1, 0), -1);     /* inside the top edge of [0,2)x[0,1) */
    /* where corners lie: on a vertex, inside an edge (a wall's or a shared one), inside */
    struct pf_mesh_loc loc = pf_mesh_locate(r, 2, 1);
    CHECK(loc.kind == PF_MESH_ON_VERTEX && loc.vertex == pf_mesh_corner_vertex(r, 2, 1));
    loc = pf_mesh_locate(r, 1, 0);                       /* the top wall of [0,2)x[0,1) */
    CHECK(loc.kind == PF_MESH_ON_EDGE && loc.poly == pf_mesh_point_polygon(r, 0, 0) && loc.other == -1);
    loc = pf_mesh_locate(r, 1, 2);                       /* [0,4)x[2,3) under cell (0,1)'s rectangle */
    CHECK(loc.kind == PF_MESH_ON_VERTEX);
    loc = pf_mesh_locate(r, 3, 2);                       /* between [2,4)x[1,2) and [0,4)x[2,3) */
    CHECK(loc.kind == PF_MESH_ON_EDGE && loc.poly == pf_mesh_point_polygon(r, 3, 2) &&
          loc.other == pf_mesh_point_polygon(r, 3, 1) && loc.other >= 0);
    loc = pf_mesh_locate(r, 2, 0);
    CHECK_INT(loc.kind, PF_MESH_NOWHERE);
    struct pf_grid open;
    CHECK(pf_test_grid(&open, (const char *const[]){ "....", "....", "....", NULL }) == 0);
    struct pf_mesh *o = pf_mesh_build(&open, PF_MESH_RECTS);
    CHECK_INT(pf_mesh_locate(o, 2, 1).kind, PF_MESH_IN_POLYGON);
    loc = pf_mesh_locate(o, 2, 0);
    CHECK(loc.kind == PF_MESH_ON_EDGE && loc.poly == 0 && loc.edge == 0 && loc.other == -1);
    free(o);
    pf_grid_free(&open);
    CHECK_INT(pf_mesh_point_polygon(r, 2, 0), -1);     /* a blocked cell */
    CHECK_INT(pf_mesh_point_polygon(r, 4, 0), -1);     /* outside the map */
    free(c);
    free(r);
    free(d);
    pf_grid_free(&g);
}

/* The other kind of double corner, a wall to follow, and an open map. */
static void test_small_maps(void)
{
    static const char *const kind2[] = { "@...", "..@.", "....", NULL };
    static const char *const open[] = { "......", "......", "......", NULL };
    struct pf_grid g;
    CHECK(pf_test_grid(&g, kind2) == 0);
    for (int b = PF_MESH_RECTS; b < PF_MESH_NUM_BUILDERS; b += PF_MESH_MERGED - PF_MESH_RECTS) {
        struct pf_mesh *m = built_ok(&g, (enum pf_mesh_builder)b, "kind2");
        /* corner (2, 1): north-west (1, 0) and south-east (2, 1) blocked: no query starts there */
        CHECK_INT(pf_mesh_corner_vertex(m, 2, 1), -1);
        free(m);
    }
    pf_grid_free(&g);
    CHECK(pf_test_grid(&g, open) == 0);
    for (int b = PF_MESH_RECTS; b < PF_MESH_NUM_BUILDERS; b += PF_MESH_MERGED - PF_MESH_RECTS) {
        struct pf_mesh *m = built_ok(&g, (enum pf_mesh_builder)b, "open");
        CHECK_INT(m->num_polygons, 1);
        CHECK_INT(m->num_vertices, 4);
        CHECK_INT(pf_mesh_poly_size(m, 0), 4);
        for (uint32_t i = 0; i < 4; i++)
            CHECK_INT(m->p_adj[i], -1);
        free(m);
    }
    pf_grid_free(&g);
}

/* The merged mesh: diagonal edges round a hole, tiny and all-blocked maps, and random maps
 * dense in double corners, each checked whole. */
static void test_merged(void)
{
    static const char *const hole[] = { ".......", ".......", "...@...", ".......", ".......", NULL };
    static const char *const tiny[][3] = { { ".", NULL }, { "@", NULL }, { "@@", "@@", NULL },
                                           { ".@", "@.", NULL }, { "@.", ".@", NULL } };
    struct pf_grid g;
    CHECK(pf_test_grid(&g, hole) == 0);
    struct pf_mesh *m = built_ok(&g, PF_MESH_MERGED, "hole");
    /* the square hole's 4 corners and the box's 4: four convex pieces round the hole, against
     * the rectangles' 4 with 4 more vertices where they meet the box */
    CHECK_INT(m->num_vertices, 8);
    CHECK_INT(m->num_polygons, 4);
    int diagonal = 0;
    for (uint32_t k = 0; k < m->num_poly_entries; k++) {
        uint32_t p = 0;
        while (m->p_start[p + 1] <= k)
            p++;
        uint32_t a = m->p_verts[k], b = m->p_verts[k + 1 < m->p_start[p + 1] ? k + 1 : m->p_start[p]];
        diagonal += m->vx[a] != m->vx[b] && m->vy[a] != m->vy[b];
    }
    CHECK_INT(diagonal, 8);   /* 4 edges from the hole's corners to the box's, seen from both sides */
    free(m);
    pf_grid_free(&g);
    for (size_t i = 0; i < sizeof tiny / sizeof *tiny; i++) {
        CHECK(pf_test_grid(&g, tiny[i]) == 0);
        m = built_ok(&g, PF_MESH_MERGED, tiny[i][0]);
        uint32_t open = 0;
        for (int32_t y = 0; y < g.height; y++)
            for (int32_t x = 0; x < g.width; x++)
                open += !pf_aa_blocked(&g, x, y);
        CHECK_INT(m->num_polygons, open);   /* here every open cell is a piece of its own */
        free(m);
        pf_grid_free(&g);
    }
    for (int seed = 1; seed <= 60; seed++) {
        char recipe[64];
        struct pf_gen_recipe rc;
        struct pf_error err;
        snprintf(recipe, sizeof recipe, "random:%dx%d:p=0.%d:seed=%d", 5 + seed % 17, 4 + seed % 13,
                 2 + seed % 5, seed);
        CHECK_INT(pf_gen_parse(recipe, &rc, &err), PF_OK);
        CHECK_INT(pf_gen_map(&rc, &g, &err), PF_OK);
        free(built_ok(&g, PF_MESH_MERGED, recipe));
        pf_grid_free(&g);
    }
}

/* The check refuses broken meshes, naming the fault. */
static void test_check_refuses(void)
{
    struct pf_grid g;
    char why[256] = "";
    CHECK(pf_test_grid(&g, pinch) == 0);
    struct pf_mesh *m = pf_mesh_build(&g, PF_MESH_RECTS);
    int32_t bottom = pf_mesh_point_polygon(m, 0, 2);
    m->p_adj[m->p_start[bottom] + 1] = pf_mesh_point_polygon(m, 0, 1);
    CHECK_INT(pf_mesh_check(m, &g, why, sizeof why), -1);
    CHECK_STR(why, "polygon 4 edge 1: neighbour 2 does not share it back");
    free(m);
    m = pf_mesh_build(&g, PF_MESH_CELLS);
    m->cell_poly[0] = 1;
    CHECK_INT(pf_mesh_check(m, &g, why, sizeof why), -1);
    CHECK_STR(why, "cell (0,0): the cell table says polygon 1");
    free(m);
    pf_grid_free(&g);
}

/* Generated maps 32 to 128 wide, three builders: exact cover, rectangles fewer than cells, the
 * merged mesh's vertices no more than the rectangles'. */
static void test_generated(void)
{
    static const char *const recipes[] = {
        "random:64x48:p=0.1:seed=1", "random:96x96:p=0.3:seed=2", "random:128x128:p=0.45:seed=3",
        "maze:64x64:w=1:seed=4", "maze:128x96:w=3:seed=5", "rooms:128x128:r=16:d=2:seed=6",
        "caves:128x128:fill=0.45:seed=7", "open:32x32", "random:33x17:p=0.6:seed=8" };
    for (size_t i = 0; i < sizeof recipes / sizeof *recipes; i++) {
        struct pf_gen_recipe rc;
        struct pf_error err;
        struct pf_grid g;
        CHECK_INT(pf_gen_parse(recipes[i], &rc, &err), PF_OK);
        CHECK_INT(pf_gen_map(&rc, &g, &err), PF_OK);
        struct pf_mesh *c = built_ok(&g, PF_MESH_CELLS, recipes[i]);
        struct pf_mesh *r = built_ok(&g, PF_MESH_RECTS, recipes[i]);
        struct pf_mesh *d = built_ok(&g, PF_MESH_MERGED, recipes[i]);
        CHECK(c && r && r->num_polygons <= c->num_polygons);
        /* the merged mesh's vertices are obstacle corners only, a subset of the rectangles' */
        CHECK(d && r && d->num_vertices <= r->num_vertices);
        free(c);
        free(r);
        free(d);
        pf_grid_free(&g);
    }
}

/* The preprocessing's functions: built, saved flat, loaded back for a context of its map only. */
static void test_prep(void)
{
    struct pf_grid g, other;
    char why[256] = "";
    CHECK(pf_test_grid(&g, pinch) == 0);
    CHECK(pf_test_grid(&other, (const char *const[]){ "...", NULL }) == 0);
    void *data = NULL, *back = NULL;
    size_t bytes = 0, back_bytes = 0;
    CHECK_INT(pf_mesh_prep_build(&g, PF_MOVES_AA, &data, &bytes), PF_OK);
    const struct pf_mesh *m = data;
    CHECK_INT(m->builder, PF_MESH_DEFAULT);
    CHECK_INT(bytes, m->bytes);
    FILE *f = tmpfile();
    CHECK(f && pf_prep_save_flat(data, bytes, f) == PF_OK);
    struct pf_search_ctx *ctx = pf_ctx_create_anyangle(&g), *wrong = pf_ctx_create_anyangle(&other);
    rewind(f);
    CHECK_INT(pf_mesh_prep_load(ctx, NULL, f, bytes, &back, &back_bytes), PF_OK);
    CHECK_INT(back_bytes, bytes);
    CHECK_INT(pf_mesh_check(back, &g, why, sizeof why), 0);
    CHECK_INT(((const struct pf_mesh *)back)->num_polygons, m->num_polygons);
    rewind(f);
    void *none = NULL;
    CHECK_INT(pf_mesh_prep_load(wrong, NULL, f, bytes, &none, &back_bytes), PF_ERR_PARSE);
    CHECK(none == NULL);
    fclose(f);
    free(back);
    free(data);
    pf_ctx_destroy(ctx);
    pf_ctx_destroy(wrong);
    pf_grid_free(&g);
    pf_grid_free(&other);
}

/* ---- over folders of maps: `test_aa_mesh DIR...` prints one row per map and builder */

static int survey_map(const char *path)
{
    struct pf_grid g;
    struct pf_error err;
    if (pf_map_read(path, &g, pf_default_max_cells(), &err) != PF_OK) {
        fprintf(stderr, "%s\n", err.msg);
        return -1;
    }
    int rc = 0;
    for (int b = 0; b < PF_MESH_NUM_BUILDERS; b++) {
        double t0 = now_ms();
        struct pf_mesh *m = pf_mesh_build(&g, (enum pf_mesh_builder)b);
        double ms = now_ms() - t0;
        char why[256] = "ok";
        int ok = m && pf_mesh_check(m, &g, why, sizeof why) == 0;
        uint32_t most = 0;
        for (uint32_t p = 0; m && p < m->num_polygons; p++)
            most = pf_mesh_poly_size(m, p) > most ? pf_mesh_poly_size(m, p) : most;
        printf("%s,%dx%d,%s,%u,%u,%.2f,%u,%.2f,%.1f,%s\n", path, g.width, g.height,
               pf_mesh_builder_name((enum pf_mesh_builder)b), m ? m->num_polygons : 0,
               m ? m->num_vertices : 0, m && m->num_polygons ? (double)m->num_poly_entries / m->num_polygons : 0,
               most, ms, m ? m->bytes / 1048576.0 : 0, ok ? "ok" : why);
        rc |= ok ? 0 : -1;
        free(m);
    }
    pf_grid_free(&g);
    return rc;
}

static int survey(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "cannot open %s\n", dir);
        return -1;
    }
    int rc = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        char path[4096];
        struct stat st;
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t n = strlen(path);
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
            rc |= survey(path);
        else if (n > 4 && !strcmp(path + n - 4, ".map"))
            rc |= survey_map(path);
    }
    closedir(d);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        printf("map,size,builder,polygons,vertices,mean_sides,max_sides,build_ms,mb,check\n");
        int rc = 0;
        for (int i = 1; i < argc; i++)
            rc |= survey(argv[i]);
        return rc ? 1 : 0;
    }
    test_double_corner();
    test_small_maps();
    test_merged();
    test_check_refuses();
    test_generated();
    test_prep();
    return pf_check_report("test_aa_mesh");
}
