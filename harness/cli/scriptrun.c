/* scriptrun.c: finding the scripts pfbench ships, running one without a shell, and the
 * scratch folders they work in. */
#define _XOPEN_SOURCE 700   /* nftw */
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "pf_io.h"
#include "scriptrun.h"

#ifndef PF_SOURCE_DIR
#define PF_SOURCE_DIR "."
#endif
#ifndef PF_SCRIPTS_FROM_BIN
#define PF_SCRIPTS_FROM_BIN "../share/pfbench/scripts"
#endif

/* dir/name into path when it is a readable file; 0 when found. */
static int try_dir(const char *dir, const char *name, char *path, size_t size)
{
    int n = snprintf(path, size, "%s/%s", dir, name);
    if (n < 0 || (size_t)n >= size)
        return -1;
    return pf_file_exists(path) && access(path, R_OK) == 0 ? 0 : -1;
}

int pf_script_find(const char *name, char *path, size_t size, char *err, size_t errsize)
{
    const char *env = getenv("PFBENCH_SCRIPTS");
    if (env && *env) {
        if (try_dir(env, name, path, size) == 0)
            return 0;
        snprintf(err, errsize, "PFBENCH_SCRIPTS is '%.1000s', which holds no readable %s", env, name);
        return -1;
    }
    /* an installed binary: PREFIX/bin/pfbench finds PREFIX/share/pfbench/scripts */
    char installed[PATH_MAX + 64] = "";
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = '\0';
            snprintf(installed, sizeof installed, "%s/%s", exe, PF_SCRIPTS_FROM_BIN);
            if (try_dir(installed, name, path, size) == 0)
                return 0;
        }
    }
    /* a binary in its build tree: the source tree it was built from */
    if (try_dir(PF_SOURCE_DIR "/scripts", name, path, size) == 0)
        return 0;
    snprintf(err, errsize, "cannot find %s: not in %.1000s (beside an installed pfbench) nor in %.1000s "
             "(the source tree); set PFBENCH_SCRIPTS to the folder that holds it",
             name, installed[0] ? installed : "?", PF_SOURCE_DIR "/scripts");
    return -1;
}

int pf_run_program(char *const argv[])
{
    /* as system() does: while the child runs, Ctrl-C reaches it and the caller waits */
    struct sigaction ign, old_int, old_quit;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    sigemptyset(&ign.sa_mask);
    sigaction(SIGINT, &ign, &old_int);
    sigaction(SIGQUIT, &ign, &old_quit);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGQUIT, &old_quit, NULL);
        execvp(argv[0], argv);
        fprintf(stderr, "pfbench: cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    int status = 0, rc = -1;
    if (pid < 0) {
        fprintf(stderr, "pfbench: cannot start %s: %s\n", argv[0], strerror(errno));
    } else {
        pid_t w;
        while ((w = waitpid(pid, &status, 0)) < 0 && errno == EINTR)
            ;
        if (w < 0)
            fprintf(stderr, "pfbench: waiting for %s: %s\n", argv[0], strerror(errno));
        else if (WIFEXITED(status))
            rc = WEXITSTATUS(status);
        else if (WIFSIGNALED(status))
            rc = 128 + WTERMSIG(status);
    }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGQUIT, &old_quit, NULL);
    return rc;
}

const char *pf_temp_root(void)
{
    const char *t = getenv("TMPDIR");
    return t && *t ? t : "/tmp";
}

int pf_temp_dir(const char *prefix, char *path, size_t size)
{
    int n = snprintf(path, size, "%s/%s-XXXXXX", pf_temp_root(), prefix);
    if (n < 0 || (size_t)n >= size) {
        errno = ENAMETOOLONG;
        return -1;
    }
    return mkdtemp(path) ? 0 : -1;
}

static int remove_one(const char *path, const struct stat *sb, int type, struct FTW *ftw)
{
    (void)sb;
    (void)type;
    (void)ftw;
    return remove(path) == 0 || errno == ENOENT ? 0 : -1;
}

int pf_remove_tree(const char *path)
{
    /* depth first (a folder after its contents), without following links */
    return nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}
