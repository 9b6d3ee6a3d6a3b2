import type { Context } from 'koa';
import {
  availabilityDefaultsSchema,
  AvailabilityRights,
  calendarDetailQuerySchema,
  clearMarkedDaysSchema,
  ExtraPermission,
  hasAnyRight,
  hasRight,
  markedDaysQuerySchema,
  markedDaysSchema,
  Messages,
} from '@app/contracts';
import { authOf, forbidden, idParamsSchema, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { markDays, setDefaults } from '../flows/mark-availability';
import { absenteeDatesOf, calendarDetail, markedDaysOf, type CalendarOf } from '../flows/person-calendar';
import { callerOf } from './caller';

const A = AvailabilityRights;

export const availabilityRoutes = {
  calendarDetail: {
    method: 'get',
    path: '/person/:id/calendar-detail',
    summary:
      "A person's availability and planning per daypart, from .. to (default: the current period); another person's needs a planner's right",
    access: [...A.viewOwn, ...A.viewOthers],
    params: idParamsSchema,
    query: calendarDetailQuerySchema,
  },
  absenteeDates: {
    method: 'get',
    path: '/person/:id/absentee-dates',
    summary:
      "The dates a person is reported absent on live requests, from .. to (default: the current period), and those check_the_same_person_absent 'prevent' holds on (the setting of each request's branch); another person's needs a planner's right",
    access: [...A.viewOwn, ...A.viewOthers],
    params: idParamsSchema,
    query: calendarDetailQuerySchema,
  },
  markedDays: {
    method: 'get',
    path: '/person/:id/marked-days',
    summary: "A person's days of a period keyed by date (the person-planning screen)",
    access: [...A.viewOwn, ...A.viewOthers],
    params: idParamsSchema,
    query: markedDaysQuerySchema,
  },
  mark: {
    method: 'post',
    path: '/person/:id/marked-days',
    summary: 'Marks dayparts available, unavailable or absent, or clears their marks; a substitute only their own',
    access: A.edit,
    params: idParamsSchema,
    body: markedDaysSchema,
  },
  clear: {
    method: 'delete',
    path: '/person/:id/marked-days',
    summary: "Clears the dayparts' marks (the body names them): they follow the default week again",
    access: A.edit,
    params: idParamsSchema,
    body: clearMarkedDaysSchema,
  },
  defaults: {
    method: 'put',
    path: '/person/:id/availability-defaults',
    summary: "Sets or clears slots of a person's default week (available or unavailable per weekday and daypart)",
    access: A.edit,
    params: idParamsSchema,
    body: availabilityDefaultsSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * A person's availability per daypart: the person-planning screen's calendar
 * detail, marked days (GET by period, POST to mark, DELETE with a body to clear) and default
 * week. One's own person needs a `viewOwn` / `edit` right; another person's also a planner's
 * (`AvailabilityRights`), so a substitute reads and changes only their own. The person must be of
 * the caller's pool (404 otherwise, as for any record of another pool), and someone else's within a
 * branch-bound planner's branches (docs/planning.md).
 */
export function mountAvailabilityRoutes(mount: RouteMounter, deps: ServiceDeps) {
  /** Whose calendar the path names, refused when it is someone else's and the caller lacks `others`. */
  const calendarOf = (ctx: Context, others: readonly string[]): CalendarOf => {
    const { id } = validate(idParamsSchema, ctx.params);
    const token = authOf(ctx);
    const own = token.person_id === id;
    if (!own && !hasAnyRight(token, others)) throw forbidden(Messages.notEnoughPermissions);
    return { personId: id, own, pastContracts: hasRight(token, ExtraPermission.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST) };
  };

  mount(availabilityRoutes.calendarDetail, async (ctx) => {
    const of = calendarOf(ctx, AvailabilityRights.viewOthers);
    const query = validate(calendarDetailQuerySchema, ctx.query);
    ok(ctx, await calendarDetail(deps, callerOf(ctx, deps), of, query));
  });

  // CAL-PAGE-04: the absentee dates a calendar page's context names, under the same gate as the calendar
  mount(availabilityRoutes.absenteeDates, async (ctx) => {
    const of = calendarOf(ctx, AvailabilityRights.viewOthers);
    const query = validate(calendarDetailQuerySchema, ctx.query);
    ok(ctx, await absenteeDatesOf(deps, callerOf(ctx, deps), of, query));
  });

  mount(availabilityRoutes.markedDays, async (ctx) => {
    const of = calendarOf(ctx, AvailabilityRights.viewOthers);
    const { period_id } = validate(markedDaysQuerySchema, ctx.query);
    ok(ctx, await markedDaysOf(deps, callerOf(ctx, deps), of, period_id));
  });

  mount(availabilityRoutes.mark, async (ctx) => {
    const { action, dayparts } = validate(markedDaysSchema, ctx.request.body);
    const of = calendarOf(ctx, AvailabilityRights.editOthers);
    ok(ctx, await markDays(deps, callerOf(ctx, deps), of, action, dayparts));
  });

  mount(availabilityRoutes.clear, async (ctx) => {
    const { dayparts } = validate(clearMarkedDaysSchema, ctx.request.body);
    const of = calendarOf(ctx, AvailabilityRights.editOthers);
    ok(ctx, await markDays(deps, callerOf(ctx, deps), of, 'clear', dayparts));
  });

  mount(availabilityRoutes.defaults, async (ctx) => {
    const { defaults } = validate(availabilityDefaultsSchema, ctx.request.body);
    const of = calendarOf(ctx, AvailabilityRights.editOthers);
    ok(ctx, await setDefaults(deps, callerOf(ctx, deps), of, defaults));
  });
}
