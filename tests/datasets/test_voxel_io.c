/* test_voxel_io.c: the .3dmap and .3dscen readers: exact messages for each kind of bad input,
 * what good input reads to, and the fuzz seeds and regression inputs replayed by name. */
#include <dirent.h>
#include <stdlib.h>
#include "check.h"
#include "pf_voxel_io.h"

static const char *map_msg(const char *text, size_t len, uint64_t max_bytes)
{
    static struct pf_error err;
    struct pf_voxels v;
    err.msg[0] = '\0';
    if (pf_voxel_map_parse("t.3dmap", text, len, &v, max_bytes, &err) == PF_OK) {
        pf_voxels_free(&v);
        return "";
    }
    return err.msg;
}
#define MAP(s) map_msg(s, sizeof(s) - 1, 1u << 20)

static const char *scen_msg(const char *text, size_t len)
{
    static struct pf_error err;
    struct pf_voxel_scen s;
    err.msg[0] = '\0';
    if (pf_voxel_scen_parse("t.3dscen", text, len, &s, &err) == PF_OK) {
        pf_voxel_scen_free(&s);
        return "";
    }
    CHECK(s.q == NULL && s.n == 0);
    return err.msg;
}
#define SCEN(s) scen_msg(s, sizeof(s) - 1)

static void test_map_errors(void)
{
    CHECK_STR(MAP(""), "t.3dmap:1: expected 'voxel W H D', found end of file");
    CHECK_STR(MAP("type octile\n"), "t.3dmap:1: expected 'voxel W H D', found 'type octile'");
    CHECK_STR(MAP("voxel 3 2\n"), "t.3dmap:1: expected 'voxel W H D', found 'voxel 3 2'");
    CHECK_STR(MAP("voxel 3 0 2\n"), "t.3dmap:1: expected a positive whole number for the y size, found '0'");
    CHECK_STR(MAP("voxel 3 2 -2\n"), "t.3dmap:1: expected a positive whole number for the z size, found '-2'");
    CHECK_STR(MAP("voxel 99999999999 1 1\n"),
              "t.3dmap:1: expected a positive whole number for the x size, found '99999999999'");
    CHECK_STR(MAP("voxel 2000000 2000000 2\n"),
              "t.3dmap:1: expected a volume of at most 4294967294 voxels with its one-voxel border, "
              "found 2000000 x 2000000 x 2");
    CHECK_STR(MAP("voxel 1000 1000 1000\n"),
              "t.3dmap:1: expected a volume of at most 1048576 bytes (the memory limit; "
              "PFBENCH_MAX_VOXEL_BYTES raises it), found 1000 x 1000 x 1000 voxels needing 125751512 bytes");
    CHECK_STR(MAP("voxel 3 2 2\n1 1\n"),
              "t.3dmap:2: expected a blocked voxel 'x y z' (3 whole numbers), found '1 1'");
    CHECK_STR(MAP("voxel 3 2 2\n1 1 1 1\n"),
              "t.3dmap:2: expected a blocked voxel 'x y z' (3 whole numbers), found '1 1 1 1'");
    CHECK_STR(MAP("voxel 3 2 2\n\n1 -1 0\n"), "t.3dmap:3: expected a whole number for y, found '-1'");
    CHECK_STR(MAP("voxel 3 2 2\n3 0 0\n"),
              "t.3dmap:2: expected 0 <= x < 3 (inside the declared size), found x = 3");
    CHECK_STR(MAP("voxel 3 2 2\n0 0 2\n"),
              "t.3dmap:2: expected 0 <= z < 2 (inside the declared size), found z = 2");
    CHECK_STR(map_msg("voxel 2 2 2\n1 1 1\0\n", 20, 1u << 20),
              "t.3dmap:2: expected a whole number for z, found '1\\x00'");
    CHECK_STR(MAP("voxel 3 2 2\n1 1 1"),
              "t.3dmap:2: expected a newline at the end of the last line (the file looks cut short), "
              "found end of file");
    CHECK_STR(MAP("voxel 3 2 2"),
              "t.3dmap:1: expected a newline at the end of the last line (the file looks cut short), "
              "found end of file");
}

static void test_map_good(void)
{
    static const char text[] = "voxel 3 2 2\r\n0 0 0\r\n\r\n2 1 1\r\n2 1 1\r\n  1\t0 1 \r\n";
    struct pf_voxels v;
    struct pf_error err;
    CHECK_INT(pf_voxel_map_parse("t.3dmap", text, sizeof text - 1, &v, 1u << 20, &err), PF_OK);
    CHECK_INT(v.w, 3);
    CHECK_INT(v.h, 2);
    CHECK_INT(v.d, 2);
    CHECK_INT(v.blocked, 3);                  /* the repeated voxel counts once */
    CHECK_INT(v.num_nodes, 5 * 4 * 4);
    CHECK_INT(pf_voxel_blocked(&v, 0, 0, 0), 1);
    CHECK_INT(pf_voxel_blocked(&v, 2, 1, 1), 1);
    CHECK_INT(pf_voxel_blocked(&v, 1, 0, 1), 1);
    CHECK_INT(pf_voxel_blocked(&v, 1, 0, 0), 0);
    CHECK_INT(pf_voxel_blocked(&v, -1, 0, 0), 1);    /* outside is blocked */
    CHECK_INT(pf_voxel_blocked(&v, 0, 0, 2), 1);
    int32_t x, y, z;
    pf_voxel_xyz(&v, pf_voxel_node(&v, 2, 1, 0), &x, &y, &z);
    CHECK(x == 2 && y == 1 && z == 0);
    pf_voxels_free(&v);
    /* the Warframe sizes fit: BA1 is 745 x 527 x 615 */
    CHECK_INT(pf_voxels_bytes(745, 527, 615), (747ull * 529 * 617 / 64 + 2) * 8);
}

static void test_scen(void)
{
    CHECK_STR(SCEN(""), "t.3dscen:1: expected 'version 1', found end of file");
    CHECK_STR(SCEN("version 2\n"), "t.3dscen:1: expected 'version 1', found 'version 2'");
    CHECK_STR(SCEN("version 1\n"), "t.3dscen:2: expected the map's file name, found end of file");
    CHECK_STR(SCEN("version 1\nmy map.3dmap\n"),
              "t.3dscen:2: expected the map's file name (one word of at most 255 printable characters), "
              "found 'my map.3dmap'");
    CHECK_STR(scen_msg("version 1\nA\r\0.3dmap\n", 20),
              "t.3dscen:2: expected the map's file name (one word of at most 255 printable characters), "
              "found 'A\\x0d\\x00.3dmap'");
    CHECK_STR(SCEN("version 1\nA.3dmap\n1 2 3 4 5 6 7.5\n"),
              "t.3dscen:3: expected 8 columns (start x y z, goal x y z, optimal length, ratio), found 7");
    CHECK_STR(SCEN("version 1\nA.3dmap\n1 2 x 4 5 6 7.5 1.0\n"),
              "t.3dscen:3: expected a whole number in column 3 (start z), found 'x'");
    CHECK_STR(SCEN("version 1\nA.3dmap\n1 2 3 4 5 -6 7.5 1.0\n"),
              "t.3dscen:3: expected a whole number in column 6 (goal z), found '-6'");
    CHECK_STR(SCEN("version 1\nA.3dmap\n1 2 3 4 5 6 7e5 1.0\n"),
              "t.3dscen:3: expected a non-negative number in column 7 (optimal length), found '7e5'");
    CHECK_STR(SCEN("version 1\nA.3dmap\n1 2 3 4 5 6 7.5 1..0\n"),
              "t.3dscen:3: expected a non-negative number in column 8 (ratio), found '1..0'");
    CHECK_STR(SCEN("version 1\nA.3dmap\n1 2 3 4 5 6 7.5 1.0"),
              "t.3dscen:3: expected a newline at the end of the last line (the file looks cut short), "
              "found end of file");

    static const char text[] = "version 1\r\nA.3dmap\r\n0 0 0 2 1 1 2.44948974 1.000\r\n\r\n"
                               "2 1 0 0 0 0 2.23606797 1.012\r\n";
    struct pf_voxel_scen s;
    struct pf_error err;
    CHECK_INT(pf_voxel_scen_parse("t.3dscen", text, sizeof text - 1, &s, &err), PF_OK);
    CHECK_STR(s.map, "A.3dmap");
    CHECK_INT(s.n, 2);
    CHECK_INT(s.q[1].line, 5);
    CHECK(s.q[0].gx == 2 && s.q[0].gy == 1 && s.q[0].gz == 1);
    CHECK_NEAR(s.q[0].optimum, 2.44948974, 1e-12);
    CHECK_INT(s.q[0].decimals, 8);
    CHECK_NEAR(s.q[1].ratio, 1.012, 1e-12);
    CHECK_NEAR(pf_voxel_query_tolerance(&s.q[0]), 0.5e-8 + 2e-6 * 2.44948974, 1e-15);

    struct pf_voxels v;
    CHECK_INT(pf_voxels_init(&v, 3, 2, 2), PF_OK);
    CHECK_INT(pf_voxel_scen_check(&s, "t.3dscen", &v, "maps/A.3dmap", &err), PF_OK);
    CHECK_INT(pf_voxel_scen_check(&s, "t.3dscen", &v, "maps/B.3dmap", &err), PF_ERR_PARSE);
    CHECK_STR(err.msg, "t.3dscen:2: expected map 'B.3dmap', found 'A.3dmap'");
    pf_voxels_block(&v, 2, 1, 0);
    CHECK_INT(pf_voxel_scen_check(&s, "t.3dscen", &v, "A.3dmap", &err), PF_ERR_PARSE);
    CHECK_STR(err.msg, "t.3dscen:5: expected the start on a free voxel, found a blocked one at (2,1,0)");
    s.q[0].gz = 2;
    CHECK_INT(pf_voxel_scen_check(&s, "t.3dscen", &v, "A.3dmap", &err), PF_ERR_PARSE);
    CHECK_STR(err.msg, "t.3dscen:3: expected the goal inside the 3x2x2 map, found (2,1,2)");
    pf_voxels_free(&v);
    pf_voxel_scen_free(&s);
}

/* Every file of fuzz/{corpus,regress}/voxel_{map,scen}: ok-* parses, bad-* fails with a
 * "FILE:LINE: expected ..." message, any other name (a fuzzer's crash-*) may do either. */
static int replay(const char *root, const char *dir, int is_map)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/fuzz/%s", root, dir);
    DIR *d = opendir(path);
    if (!d)
        return -1;
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        char file[8192];
        snprintf(file, sizeof file, "%s/%s", path, de->d_name);
        struct pf_error err;
        err.msg[0] = '\0';
        int rc;
        if (is_map) {
            struct pf_voxels v;
            rc = pf_voxel_map_read(file, &v, 1u << 20, &err);
            if (rc == PF_OK)
                pf_voxels_free(&v);
        } else {
            struct pf_voxel_scen s;
            rc = pf_voxel_scen_read(file, &s, &err);
            if (rc == PF_OK)
                pf_voxel_scen_free(&s);
        }
        int want_ok = strncmp(de->d_name, "ok-", 3) == 0, want_bad = strncmp(de->d_name, "bad-", 4) == 0;
        if ((want_ok && rc != PF_OK) || (want_bad && rc == PF_OK)) {
            CHECK(!"outcome as the file name says");
            fprintf(stderr, "  %s: status %d: %s\n", file, rc, err.msg);
        }
        if (rc != PF_OK) {
            size_t len = strlen(file);
            CHECK(strncmp(err.msg, file, len) == 0 && err.msg[len] == ':' && strstr(err.msg, ": expected "));
        }
        n++;
    }
    closedir(d);
    return n;
}

int main(void)
{
    test_map_errors();
    test_map_good();
    test_scen();
    const char *root = getenv("PF_SOURCE_DIR");
    if (root && *root) {
        CHECK(replay(root, "corpus/voxel_map", 1) > 5);
        CHECK(replay(root, "regress/voxel_map", 1) > 0);
        CHECK(replay(root, "corpus/voxel_scen", 0) > 5);
        CHECK(replay(root, "regress/voxel_scen", 0) > 0);
    }
    return pf_check_report("test_voxel_io");
}
