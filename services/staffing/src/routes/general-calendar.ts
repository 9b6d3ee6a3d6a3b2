import type Router from '@koa/router';
import { calendarRequestsQuerySchema, generalCalendarQuerySchema, Permission } from '@app/contracts';
import { ok, parseNestedQuery, readListRequest, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { findPeriod } from '../store/availability';
import { calendarPanel, generalCalendarDays } from '../store/general-calendar';
import { requestListCapabilities } from '../store/request-list';
import { callerOf } from './caller';

/**
 * The general calendar's calls (spec 000 sections 2 and 7, CAL-PAGE-01..05): the period's days with
 * their request dayparts counted by state, and the slide panel's requests of the selected days.
 * Both take the request list's filters and search, within the caller's pool and branches.
 */
export function mountGeneralCalendarRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  const canView = requireRight(Permission.CALENDAR_VIEW);

  router.get('/calendar', auth, canView, async (ctx) => {
    const { period_id } = validate(generalCalendarQuerySchema, ctx.query);
    const list = readListRequest(ctx, requestListCapabilities);
    const caller = callerOf(ctx, deps);
    const context = { ...caller, caller: caller.author.username };
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) =>
        generalCalendarDays(tx, context, list, await findPeriod(tx, caller.poolId, period_id)),
      ),
    );
  });

  router.get('/calendar/requests', auth, canView, async (ctx) => {
    const { dates } = validate(calendarRequestsQuerySchema, parseNestedQuery(ctx));
    const list = readListRequest(ctx, requestListCapabilities);
    const caller = callerOf(ctx, deps);
    const context = { ...caller, caller: caller.author.username };
    ok(ctx, await deps.db.withPool(caller.poolId, (tx) => calendarPanel(tx, context, list, dates)));
  });
}
