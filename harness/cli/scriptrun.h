/* scriptrun.h: running the scripts pfbench ships (scripts/draw-search.sh): finding them
 * beside an installed binary or in the source tree, running one without a shell, and the
 * scratch folder that holds its input. */
#ifndef PF_SCRIPTRUN_H
#define PF_SCRIPTRUN_H

#include <stddef.h>

/* The path of script NAME: in $PFBENCH_SCRIPTS when set; else in the scripts folder of an
 * installed pfbench (PF_SCRIPTS_FROM_BIN relative to the running executable); else in the
 * source tree the binary was built from. 0, or -1 with a message in err. */
int pf_script_find(const char *name, char *path, size_t size, char *err, size_t errsize);

/* Run argv[0] (looked up in PATH) with argv as its arguments, each passed as it is (no
 * shell), and wait for it; SIGINT and SIGQUIT stop the child, not the caller. Returns its
 * exit status, 128 + the signal that ended it, or -1 (with a message on stderr) when it
 * could not be started. */
int pf_run_program(char *const argv[]);

/* The folder for temporary files: $TMPDIR when set and not empty, else /tmp. */
const char *pf_temp_root(void);
/* Create a new folder PREFIX-XXXXXX under pf_temp_root(). 0, or -1 with errno set. */
int pf_temp_dir(const char *prefix, char *path, size_t size);
/* Remove path and everything under it (links are removed, not followed). 0, or -1. */
int pf_remove_tree(const char *path);

#endif
