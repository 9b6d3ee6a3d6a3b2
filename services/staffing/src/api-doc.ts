import { z } from 'zod';
import {
  availabilityDefaultsSchema,
  AvailabilityRights as A,
  matchingQuerySchema,
  MatchingRights,
  calendarContextQuerySchema,
  calendarRequestsQuerySchema,
  generalCalendarQuerySchema,
  Permission,
  calendarDetailQuerySchema,
  clearMarkedDaysSchema,
  markedDaysQuerySchema,
  markedDaysSchema,
  daypartActionSchema,
  DashboardRights,
  fillRateQuerySchema,
  groupRequestSchema,
  listQuerySchema,
  payrollNotificationSchema,
  recordId,
  requestCreateSchema,
  requestGroupCreateSchema,
  requestGroupUpdateSchema,
  requestNoteSchema,
  RequestRights as R,
  requestUpdateSchema,
} from '@app/contracts';
import { csvColumnsQuerySchema, idParamsSchema, serviceApi } from '@app/service-kit';
import { PERSON_LOG_API_ROUTES } from './routes/person-logs';
import { OPEN_WORK_API_ROUTES } from './routes/open-work';
import { PLANNING_PROPOSAL_API_ROUTES } from './routes/planning-proposal';
import { REQUEST_FIELD_API_ROUTES } from './routes/request-fields';
import { embedApiRoutes } from './routes/embed';
import { offerDeviceApiRoutes } from './routes/offer-devices';
import { offerApiRoutes } from './routes/offers-api';
import { workStateApiRoutes } from './routes/work-state';

/** `/request-group/:id/requests/:requestId`: a request of a group, by its number. */
export const groupRequestParamsSchema = z.object({ id: recordId(), requestId: recordId() });

const id = idParamsSchema;

/**
 * The staffing routes as the published API shows them (docs/architecture.md 'The API contract'): each
 * route this service mounts gets one entry here, with the schemas its handler validates. A request's
 * `:id` is its number in the pool (docs/adr/0030). The bodies and answers are the staffing contract
 * in `@app/contracts` (shared/contracts/src/staffing).
 */
export const staffingApi = serviceApi('staffing', [
  ...PERSON_LOG_API_ROUTES,
  ...REQUEST_FIELD_API_ROUTES,
  {
    method: 'get',
    path: '/request',
    summary:
      'The request list: page, sort, filters (status, branch, reason, absentee, period, lock, group, warning), search; CSV with REQUEST_EXPORT (columns and titles: csv-columns). ' +
      "With CUSTOM_FIELDS_VIEW or _EDIT the pool's request fields join as `field_<id>` values, sort keys (unset last) and yes/no filters",
    access: R.view,
    query: listQuerySchema.extend(csvColumnsQuerySchema.shape),
    answers: 'page-or-csv',
  },
  {
    method: 'post',
    path: '/request',
    summary: 'Creates a request, with its dayparts when `dates` is sent',
    access: R.create,
    body: requestCreateSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/request/calendar-context',
    summary: "The create stepper's calendar: period, week schedule, working weekend, the absentee's dates, vacations",
    access: [...R.create, ...R.view],
    query: calendarContextQuerySchema,
  },
  { method: 'get', path: '/request/:id', summary: 'A request by its number (the popup and the number search)', access: R.view, params: id },
  {
    method: 'put',
    path: '/request/:id',
    summary: "Changes a request's data (a patch)",
    access: R.edit,
    params: id,
    body: requestUpdateSchema,
  },
  {
    method: 'delete',
    path: '/request/:id/archive',
    summary: 'Deletes a request without open or planned dayparts',
    access: R.edit,
    params: id,
  },
  {
    method: 'get',
    path: '/request/:id/dayparts',
    summary: "The Schedule tab: the request's dayparts and its calendar (also REQUEST_VIEW or ALL)",
    access: R.schedule,
    params: id,
  },
  {
    method: 'post',
    path: '/request/:id/dates',
    summary:
      'A daypart action (add, close, open, delete, unplan, plan, clear_fulfilled) on dayparts, with its reason; add needs REQUEST_CREATE, the rest REQUEST_ALL',
    access: R.create,
    params: id,
    body: daypartActionSchema,
  },
  {
    method: 'get',
    path: '/request/:id/timeline',
    summary: 'The Timeline tab: the log of a request, newest first (also REQUEST_VIEW or ALL)',
    access: R.timeline,
    params: id,
  },
  { method: 'get', path: '/request/:id/notes', summary: "A request's notes (admins only)", access: R.notes, params: id },
  {
    method: 'post',
    path: '/request/:id/notes',
    summary: 'Adds a note (admins only; never changed or deleted)',
    access: R.notes,
    params: id,
    body: requestNoteSchema,
    status: 201,
  },
  { method: 'post', path: '/request/:id/lock', summary: 'Takes or renews the lock of a request', access: R.lock, params: id },
  { method: 'delete', path: '/request/:id/lock', summary: 'Releases the own lock of a request', access: R.lock, params: id },
  {
    method: 'get',
    path: '/request/:id/external-relations',
    summary: 'What was sent about the request to other systems',
    access: R.view,
    params: id,
  },
  {
    method: 'post',
    path: '/request/:id/payroll-notification',
    summary: "Notifies the payroll system of the absence from dateFrom (the stepper's optional third call)",
    access: R.create,
    params: id,
    body: payrollNotificationSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/request/:id/branch',
    summary: "The request's branch for the branch information view on a phone (also REQUEST_VIEW or ALL)",
    access: R.branchInfo,
    params: id,
  },
  {
    method: 'get',
    path: '/request/:id/work-state',
    summary: "The Work state tab: the request's work-state lines (made first where missing)",
    access: R.view,
    params: id,
  },

  {
    method: 'get',
    path: '/request-group',
    summary: 'The request group list (page, sort, filters, search)',
    access: R.view,
    query: listQuerySchema,
    answers: 'page',
  },
  {
    method: 'post',
    path: '/request-group',
    summary: 'Creates a request group with up to 6 requests',
    access: R.edit,
    body: requestGroupCreateSchema,
    status: 201,
  },
  { method: 'get', path: '/request-group/:id', summary: 'A request group with its requests', access: R.view, params: id },
  {
    method: 'put',
    path: '/request-group/:id',
    summary: 'Changes a request group (requests, when sent, is the whole list)',
    access: R.edit,
    params: id,
    body: requestGroupUpdateSchema,
  },
  {
    method: 'delete',
    path: '/request-group/:id/archive',
    summary: 'Dissolves a request group (its requests stay)',
    access: R.edit,
    params: id,
  },
  {
    method: 'post',
    path: '/request-group/:id/requests',
    summary: 'Adds a request to a group with its required employability',
    access: R.edit,
    params: id,
    body: groupRequestSchema,
    status: 201,
  },
  {
    method: 'delete',
    path: '/request-group/:id/requests/:requestId',
    summary: 'Takes a request out of a group',
    access: R.edit,
    params: groupRequestParamsSchema,
  },
  {
    method: 'get',
    path: '/person/:id/calendar-detail',
    summary:
      "A person's availability and planning per daypart, from .. to (default: the current period); another person's needs a planner's right",
    access: [...A.viewOwn, ...A.viewOthers],
    params: id,
    query: calendarDetailQuerySchema,
  },
  {
    method: 'get',
    path: '/person/:id/marked-days',
    summary: "A person's days of a period keyed by date (the person-planning screen)",
    access: [...A.viewOwn, ...A.viewOthers],
    params: id,
    query: markedDaysQuerySchema,
  },
  {
    method: 'post',
    path: '/person/:id/marked-days',
    summary: 'Marks dayparts available, unavailable or absent, or clears their marks; a substitute only their own',
    access: A.edit,
    params: id,
    body: markedDaysSchema,
  },
  {
    method: 'delete',
    path: '/person/:id/marked-days',
    summary: "Clears the dayparts' marks (the body names them): they follow the default week again",
    access: A.edit,
    params: id,
    body: clearMarkedDaysSchema,
  },
  {
    method: 'put',
    path: '/person/:id/availability-defaults',
    summary: "Sets or clears slots of a person's default week (available or unavailable per weekday and daypart)",
    access: A.edit,
    params: id,
    body: availabilityDefaultsSchema,
  },
  {
    method: 'get',
    path: '/calendar',
    summary: "The general calendar: per date and daypart of the period, the filtered requests' dayparts counted by state",
    access: [Permission.CALENDAR_VIEW],
    query: listQuerySchema.extend(generalCalendarQuerySchema.shape),
  },
  {
    method: 'get',
    path: '/calendar/requests',
    summary: "The general calendar's slide panel: the filtered requests on the selected dates (dates[]), grouped by week",
    access: [Permission.CALENDAR_VIEW],
    query: listQuerySchema.extend(calendarRequestsQuerySchema.shape),
  },
  {
    method: 'get',
    path: '/request/statuses',
    summary: 'The dashboard cards the caller holds the right of: open dayparts this week, dayparts needing approval, needing processing',
    access: DashboardRights.cards,
  },
  {
    method: 'get',
    path: '/request/planned',
    summary: "Today's and tomorrow's planning: a planner's branches' planned substitutes, anyone else's own planned work",
    access: DashboardRights.planning,
  },
  {
    method: 'get',
    path: '/request/upcoming-work',
    summary: "The caller's own planned dayparts of today and the next 13 days, soonest first, with each one's branch and schedule",
    access: DashboardRights.planning,
  },
  {
    method: 'get',
    path: '/request/fill-rate',
    summary: "The share of wanted dayparts planned per coming week (weeks 1 to 8, default 4), in the caller's branches",
    access: DashboardRights.fillRate,
    query: fillRateQuerySchema,
  },
  ...offerApiRoutes,
  ...offerDeviceApiRoutes,
  ...embedApiRoutes,
  ...workStateApiRoutes,
  ...PLANNING_PROPOSAL_API_ROUTES,
  ...OPEN_WORK_API_ROUTES,
  {
    method: 'get',
    path: '/request/:id/matching',
    summary:
      "The request's candidates ranked with their score parts; excluded=1 adds the excluded persons with the reasons; filters distance (km), labels, availability",
    access: MatchingRights.match,
    params: id,
    query: matchingQuerySchema,
  },
  {
    method: 'get',
    path: '/request-group/:id/matching',
    summary:
      "The candidates for the open dayparts of the group's member requests, each member judged on its own facts; the same filters and excluded=1",
    access: MatchingRights.match,
    params: id,
    query: matchingQuerySchema,
  },
  {
    method: 'get',
    path: '/person/:id/matching',
    summary:
      "The open requests the person fits, ranked by the person's score for each; the same filters, excluded=1 adds the requests the person fails with the reasons",
    access: MatchingRights.match,
    params: id,
    query: matchingQuerySchema,
  },
]);
