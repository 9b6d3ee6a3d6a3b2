import type { Context } from 'koa';
import {
  availabilityDefaultsSchema,
  AvailabilityMessages,
  AvailabilityRights,
  calendarDetailQuerySchema,
  clearMarkedDaysSchema,
  hasAnyRight,
  markedDaysQuerySchema,
  markedDaysSchema,
  MAX_CALENDAR_DAYS,
  Messages,
} from '@app/contracts';
import {
  authOf,
  forbidden,
  idParamsSchema,
  ok,
  unprocessable,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
  type Tx,
} from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import {
  clearDayparts,
  currentPeriod,
  findPeriod,
  findPerson,
  markDayparts,
  personCalendar,
  personInScope,
  setDefaultWeek,
} from '../store/availability';
import type { Caller } from '../store/request-rows';
import { callerOf } from './caller';

/** Without a range and without a current period, the calendar shows two weeks from today. */
const FALLBACK_DAYS = 14;

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
  /** The person id of the path, refused when it is someone else's and the caller lacks `others`. */
  const personOf = (ctx: Context, others: readonly string[]) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const token = authOf(ctx);
    if (token.person_id !== id && !hasAnyRight(token, others)) throw forbidden(Messages.notEnoughPermissions);
    return id;
  };

  /**
   * The person of the caller's pool (404 otherwise); someone else's only within a branch-bound
   * planner's branches (403 otherwise): a planner plans the persons of their own branches.
   */
  const personFor = async (tx: Tx, ctx: Context, caller: Caller, id: number) => {
    const person = await findPerson(tx, caller.poolId, id);
    const own = authOf(ctx).person_id === id;
    if (!own && !(await personInScope(tx, caller.poolId, caller.scope, id))) throw forbidden(Messages.notEnoughPermissions);
    return person;
  };

  mount(availabilityRoutes.calendarDetail, async (ctx) => {
    const id = personOf(ctx, AvailabilityRights.viewOthers);
    const query = validate(calendarDetailQuerySchema, ctx.query);
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => {
        const person = await personFor(tx, ctx, caller, id);
        const range = await rangeOf(query, () => currentPeriod(tx, caller.poolId), dateInAmsterdam(caller.now));
        return personCalendar(tx, caller.poolId, person, range.from, range.to);
      }),
    );
  });

  mount(availabilityRoutes.markedDays, async (ctx) => {
    const id = personOf(ctx, AvailabilityRights.viewOthers);
    const { period_id } = validate(markedDaysQuerySchema, ctx.query);
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => {
        const person = await personFor(tx, ctx, caller, id);
        const period = await findPeriod(tx, caller.poolId, period_id);
        return (await personCalendar(tx, caller.poolId, person, period.start, period.end)).days;
      }),
    );
  });

  mount(availabilityRoutes.mark, async (ctx) => {
    const { action, dayparts } = validate(markedDaysSchema, ctx.request.body);
    const id = personOf(ctx, AvailabilityRights.editOthers);
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => {
        const person = await personFor(tx, ctx, caller, id);
        if (action === 'clear') await clearDayparts(tx, caller.poolId, person.id, dayparts);
        else await markDayparts(tx, caller, person.id, action, dayparts);
        return (await personCalendar(tx, caller.poolId, person, dayparts[0]!.date, dayparts.at(-1)!.date)).days;
      }),
    );
  });

  mount(availabilityRoutes.clear, async (ctx) => {
    const { dayparts } = validate(clearMarkedDaysSchema, ctx.request.body);
    const id = personOf(ctx, AvailabilityRights.editOthers);
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => {
        const person = await personFor(tx, ctx, caller, id);
        await clearDayparts(tx, caller.poolId, person.id, dayparts);
        return (await personCalendar(tx, caller.poolId, person, dayparts[0]!.date, dayparts.at(-1)!.date)).days;
      }),
    );
  });

  mount(availabilityRoutes.defaults, async (ctx) => {
    const { defaults } = validate(availabilityDefaultsSchema, ctx.request.body);
    const id = personOf(ctx, AvailabilityRights.editOthers);
    const caller = callerOf(ctx, deps);
    const today = dateInAmsterdam(caller.now);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => {
        const person = await personFor(tx, ctx, caller, id);
        await setDefaultWeek(tx, caller, person.id, defaults);
        return (await personCalendar(tx, caller.poolId, person, today, today)).defaults;
      }),
    );
  });
}

/** The asked range (one end given: two weeks from or up to it), else the current period, else two weeks from today. */
async function rangeOf(
  query: { from?: string | null; to?: string | null },
  current: () => Promise<{ start: string; end: string } | null>,
  today: string,
): Promise<{ from: string; to: string }> {
  const { from, to } = query;
  const period = !from && !to ? await current() : null;
  const range = period
    ? { from: period.start, to: period.end }
    : from && to
      ? { from, to }
      : to
        ? { from: plusDays(to, 1 - FALLBACK_DAYS), to }
        : { from: from ?? today, to: plusDays(from ?? today, FALLBACK_DAYS - 1) };
  // counted, not listed: a range of centuries is refused without building it
  if (daysFrom(range.from, range.to) >= MAX_CALENDAR_DAYS) throw unprocessable({ to: [AvailabilityMessages.rangeTooLong] });
  return range;
}

const DAY_MS = 86_400_000;
const LAST_DAY = '9999-12-31';
const plusDays = (date: string, days: number) => {
  const at = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  return at.getUTCFullYear() > 9999 ? LAST_DAY : at.toISOString().slice(0, 10);
};
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
