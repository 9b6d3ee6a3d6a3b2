import type Router from '@koa/router';
import {
  DASHBOARD_CARD_KEYS,
  DASHBOARD_CARD_RIGHTS,
  DashboardRights,
  fillRateQuerySchema,
  hasAnyRight,
  UPCOMING_WORK_DAYS,
  type PlanningAnswer,
  type UpcomingWorkAnswer,
} from '@app/contracts';
import { authOf, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { dashboardCards, fillRate, plannedItems, plusDays } from '../store/dashboard';
import { upcomingWork } from '../store/upcoming-work';
import { callerOf } from './caller';

/**
 * The dashboard's staffing calls (spec 000 sections 2 and 7): the cards the
 * caller holds the right of, today's and tomorrow's planning and the fill rate of the coming weeks,
 * each over the requests of the caller's pool and branches (docs/dashboard.md). Mounted before
 * `request/:id`, which would claim these paths.
 */
export function mountDashboardRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);

  router.get('/request/statuses', auth, requireRight(...DashboardRights.cards), async (ctx) => {
    const caller = callerOf(ctx, deps);
    const token = authOf(ctx);
    const keys = DASHBOARD_CARD_KEYS.filter((key) => hasAnyRight(token, [DASHBOARD_CARD_RIGHTS[key]]));
    ok(ctx, await deps.db.withPool(caller.poolId, (tx) => dashboardCards(tx, caller.poolId, caller.scope, caller.now, keys)));
  });

  router.get('/request/planned', auth, requireRight(...DashboardRights.planning), async (ctx) => {
    const caller = callerOf(ctx, deps);
    const token = authOf(ctx);
    // a planner sees the planned substitutes of their branches; anyone else their own planned work, wherever it is
    const own = !hasAnyRight(token, DashboardRights.planner);
    const personId = own ? (token.person_id ?? 0) : null;
    const today = dateInAmsterdam(caller.now);
    const items = await deps.db.withPool(caller.poolId, (tx) =>
      plannedItems(tx, caller.poolId, own ? null : caller.scope, personId, today),
    );
    const answer: PlanningAnswer = { own, today, tomorrow: plusDays(today, 1), items };
    ok(ctx, answer);
  });

  // the caller's own planned work of the coming two weeks: a profile without a person has none
  router.get('/request/upcoming-work', auth, requireRight(...DashboardRights.planning), async (ctx) => {
    const caller = callerOf(ctx, deps);
    const personId = authOf(ctx).person_id;
    const from = dateInAmsterdam(caller.now);
    const to = plusDays(from, UPCOMING_WORK_DAYS - 1);
    const items = personId ? await deps.db.withPool(caller.poolId, (tx) => upcomingWork(tx, caller.poolId, personId, from, to)) : [];
    const answer: UpcomingWorkAnswer = { from, to, items };
    ok(ctx, answer);
  });

  router.get('/request/fill-rate', auth, requireRight(...DashboardRights.fillRate), async (ctx) => {
    const { weeks } = validate(fillRateQuerySchema, ctx.query);
    const caller = callerOf(ctx, deps);
    const today = dateInAmsterdam(caller.now);
    ok(ctx, await deps.db.withPool(caller.poolId, (tx) => fillRate(tx, caller.poolId, caller.scope, today, weeks)));
  });
}
