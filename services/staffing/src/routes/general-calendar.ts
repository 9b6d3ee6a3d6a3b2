import { calendarRequestsQuerySchema, generalCalendarQuerySchema, listQuerySchema, Permission } from '@app/contracts';
import { ok, parseNestedQuery, readListRequest, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { requestListCapabilities } from '../domain/requests/request-list-capabilities';
import { calendarDaysOf } from '../flows/general-calendar-days';
import { calendarPanelOf } from '../flows/general-calendar-panel';
import { callerOf } from './caller';

export const generalCalendarRoutes = {
  days: {
    method: 'get',
    path: '/calendar',
    summary: "The general calendar: per date and daypart of the period, the filtered requests' dayparts counted by state",
    access: [Permission.CALENDAR_VIEW],
    query: listQuerySchema.extend(generalCalendarQuerySchema.shape),
  },
  requests: {
    method: 'get',
    path: '/calendar/requests',
    summary: "The general calendar's slide panel: the filtered requests on the selected dates (dates[]), grouped by week",
    access: [Permission.CALENDAR_VIEW],
    query: listQuerySchema.extend(calendarRequestsQuerySchema.shape),
  },
} satisfies Record<string, ApiRoute>;

/**
 * The general calendar's calls (spec 000 sections 2 and 7, CAL-PAGE-01..05): the period's days with
 * their request dayparts counted by state, and the slide panel's requests of the selected days.
 * Both take the request list's filters and search, within the caller's pool and branches.
 */
export function mountGeneralCalendarRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(generalCalendarRoutes.days, async (ctx) => {
    const { period_id } = validate(generalCalendarQuerySchema, ctx.query);
    const list = readListRequest(ctx, requestListCapabilities);
    ok(ctx, await calendarDaysOf(deps, callerOf(ctx, deps), list, period_id));
  });

  mount(generalCalendarRoutes.requests, async (ctx) => {
    const { dates } = validate(calendarRequestsQuerySchema, parseNestedQuery(ctx));
    const list = readListRequest(ctx, requestListCapabilities);
    ok(ctx, await calendarPanelOf(deps, callerOf(ctx, deps), list, dates));
  });
}
