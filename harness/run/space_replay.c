/* space_replay.c: replaying a map that changes between queries (a dynamic scenario): back to
 * its start, then change event by change event, each pasted into the map and followed by the
 * context, whose following is timed. */
#include <string.h>
#include "plan.h"
#include "commands.h"

int pf_space_changes(const struct pf_space *sp) { return sp->ops->advance != NULL; }

int pf_space_rewind(const struct pf_space *sp, char *err, size_t errlen)
{
    struct pf_error e;
    if (!sp->ops->rewind || sp->ops->rewind(sp->map, &e) == PF_OK)
        return 0;
    snprintf(err, errlen, "%s", e.msg);
    return -1;
}

int pf_space_step(const struct pf_space *sp, struct pf_search_ctx *ctx, const struct pf_scen_entry *e,
                  struct pf_map_event *ev, uint64_t *change_ns, char *err, size_t errlen)
{
    struct pf_error pe;
    memset(ev, 0, sizeof *ev);
    *change_ns = 0;
    if (!sp->ops->advance)
        return 0;
    if (sp->ops->advance(sp->map, e, ev, &pe) != PF_OK) {
        snprintf(err, errlen, "%s", pe.msg);
        return -1;
    }
    if (!ctx || !ev->patches)
        return 0;
    struct pf_change ch;
    uint64_t t0 = pf_now_ns();
    int rc = pf_ctx_map_change(ctx, ev->rects, ev->patches, PF_FOLLOW_REPAIR, &ch);   /* by each one's policy */
    *change_ns = pf_now_ns() - t0;
    if (rc == PF_OK)
        return 0;
    snprintf(err, errlen, "following the change before line %u (epoch %u, %u patches) failed: %s", e->line,
             ev->epoch, ev->patches, pf_status_name(rc));
    return -1;
}
