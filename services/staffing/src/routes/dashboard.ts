import { DASHBOARD_CARD_KEYS, DASHBOARD_CARD_RIGHTS, DashboardRights, fillRateQuerySchema, hasAnyRight } from '@app/contracts';
import { authOf, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { dashboardCardsOf } from '../flows/dashboard-cards';
import { fillRateOf } from '../flows/fill-rate';
import { plannedToday } from '../flows/planned-today';
import { upcomingWorkOf } from '../flows/upcoming-work';
import { callerOf } from './caller';

export const dashboardRoutes = {
  cards: {
    method: 'get',
    path: '/request/statuses',
    summary: 'The dashboard cards the caller holds the right of: open dayparts this week, dayparts needing approval, needing processing',
    access: DashboardRights.cards,
  },
  planned: {
    method: 'get',
    path: '/request/planned',
    summary: "Today's and tomorrow's planning: a planner's branches' planned substitutes, anyone else's own planned work",
    access: DashboardRights.planning,
  },
  upcomingWork: {
    method: 'get',
    path: '/request/upcoming-work',
    summary: "The caller's own planned dayparts of today and the next 13 days, soonest first, with each one's branch and schedule",
    access: DashboardRights.planning,
  },
  fillRate: {
    method: 'get',
    path: '/request/fill-rate',
    summary: "The share of wanted dayparts planned per coming week (weeks 1 to 8, default 4), in the caller's branches",
    access: DashboardRights.fillRate,
    query: fillRateQuerySchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The dashboard's staffing calls (spec 000 sections 2 and 7): the cards the
 * caller holds the right of, today's and tomorrow's planning and the fill rate of the coming weeks,
 * each over the requests of the caller's pool and branches (docs/dashboard.md). Mounted before
 * `request/:id`, which would claim these paths.
 */
export function mountDashboardRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(dashboardRoutes.cards, async (ctx) => {
    const token = authOf(ctx);
    const keys = DASHBOARD_CARD_KEYS.filter((key) => hasAnyRight(token, [DASHBOARD_CARD_RIGHTS[key]]));
    ok(ctx, await dashboardCardsOf(deps, callerOf(ctx, deps), keys));
  });

  mount(dashboardRoutes.planned, async (ctx) => {
    const token = authOf(ctx);
    // a planner sees the planned substitutes of their branches; anyone else their own planned work, wherever it is
    const own = !hasAnyRight(token, DashboardRights.planner);
    ok(ctx, await plannedToday(deps, callerOf(ctx, deps), own ? (token.person_id ?? 0) : null));
  });

  // the caller's own planned work of the coming two weeks
  mount(dashboardRoutes.upcomingWork, async (ctx) => {
    ok(ctx, await upcomingWorkOf(deps, callerOf(ctx, deps), authOf(ctx).person_id));
  });

  mount(dashboardRoutes.fillRate, async (ctx) => {
    const { weeks } = validate(dashboardRoutes.fillRate.query, ctx.query);
    ok(ctx, await fillRateOf(deps, callerOf(ctx, deps), weeks));
  });
}
