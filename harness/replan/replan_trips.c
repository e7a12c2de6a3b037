/* replan_trips.c: the trip folder of pfbench replan: staged beside DIR/trip while the run writes
 * the pictures' data, then put in its place whole, so that a repeated run into one folder leaves
 * no file of an earlier one (DIR/trip-*.png drawn from the old data go too). */
#include <dirent.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "replan.h"

/* Remove the regular files of the flat folder dir whose names start with prefix (all: "") and
 * end with suffix; then, when rm_dir, the folder. 0, or -1 when something stays. */
static int remove_files(const char *dir, const char *prefix, const char *suffix, int rm_dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return errno == ENOENT ? 0 : -1;
    int bad = 0;
    size_t lp = strlen(prefix), ls = strlen(suffix);
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") || len < lp + ls ||
            strncmp(e->d_name, prefix, lp) || strcmp(e->d_name + len - ls, suffix))
            continue;
        char p[PF_PATH_MAX + 300];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        bad |= unlink(p) != 0;
    }
    closedir(d);
    if (rm_dir)
        bad |= rmdir(dir) != 0;
    return bad ? -1 : 0;
}

int replan_trips_stage(const char *dir, char *stage, size_t cap, FILE *err)
{
    struct pf_error e;
    snprintf(stage, cap, "%s/trip.tmp.%ld", dir, (long)getpid());
    remove_files(stage, "", "", 1);          /* a leftover of a killed run with this pid */
    if (pf_mkdir_p(stage, &e) == PF_OK)
        return 0;
    fprintf(err, "pfbench replan: %s\n", e.msg);
    return -1;
}

void replan_trips_abort(const char *stage)
{
    remove_files(stage, "", "", 1);
}

int replan_trips_commit(const char *dir, const char *stage, FILE *err)
{
    char trip[PF_PATH_MAX + 16], old[PF_PATH_MAX + 40];
    snprintf(trip, sizeof trip, "%s/trip", dir);
    snprintf(old, sizeof old, "%s/trip.old.%ld", dir, (long)getpid());
    struct stat st;
    if (lstat(trip, &st) == 0 && rename(trip, old) != 0) {
        fprintf(err, "pfbench replan: cannot move the earlier %s aside: %s\n", trip, strerror(errno));
        replan_trips_abort(stage);
        return -1;
    }
    int empty = rmdir(stage) == 0;           /* succeeds only on an empty stage */
    if (!empty && rename(stage, trip) != 0) {
        fprintf(err, "pfbench replan: cannot put %s in place: %s\n", trip, strerror(errno));
        replan_trips_abort(stage);
        return -1;
    }
    int bad = remove_files(old, "", "", 1);
    bad |= remove_files(dir, "trip-", ".png", 0);
    if (bad)
        fprintf(err, "pfbench replan: cannot remove the earlier trip pictures (%s, %s/trip-*.png)\n", old, dir);
    return bad ? -1 : 0;
}
