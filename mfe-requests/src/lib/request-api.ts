import type {
  CalendarContextQuery,
  DaypartActionInput,
  ExternalRelationView,
  RequestBranchInfo,
  RequestCalendarContext,
  RequestCreateInput,
  RequestDayparts,
  RequestGroupCreateInput,
  RequestGroupUpdateInput,
  RequestGroupView,
  RequestLockView,
  RequestMessageView,
  RequestNoteView,
  RequestTimelineEntry,
  RequestUpdateInput,
  RequestView,
} from '@app/contracts';
import { api } from '@app/platform/api';

/** A body as the form sends it: ids may still be strings, the service's schema reads them. */
type Body<T> = { [K in keyof T]?: unknown };

const data = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

/**
 * The staffing calls of the request screens (services/staffing/src/routes). A request's id is its
 * number in the pool, so `/request/{id}` and the number search's `request/{number}` are the same call.
 */
export const requestApi = {
  get: (id: number) => data(api.get<RequestView>(`/request/${id}`)),
  /** the whole answer: a saved request may carry warnings in meta.messages (duplicate absence, vacation) */
  create: (body: Body<RequestCreateInput>) => api.post<RequestView>('/request', body),
  update: (id: number, body: Body<RequestUpdateInput>) => data(api.put<RequestView>(`/request/${id}`, body)),
  remove: (id: number) => data(api.delete<unknown>(`/request/${id}/archive`)),
  calendarContext: (query: Body<CalendarContextQuery>) =>
    data(api.get<RequestCalendarContext>('/request/calendar-context', { query: query as Record<string, string | number> })),
  dayparts: (id: number) => data(api.get<RequestDayparts>(`/request/${id}/dayparts`)),
  act: (id: number, body: Body<DaypartActionInput>) => api.post<unknown>(`/request/${id}/dates`, body),
  timeline: (id: number) => data(api.get<RequestTimelineEntry[]>(`/request/${id}/timeline`)),
  message: (id: number, entryId: number) => data(api.get<RequestMessageView>(`/request/${id}/messages/${entryId}`)),
  notes: (id: number) => data(api.get<RequestNoteView[]>(`/request/${id}/notes`)),
  addNote: (id: number, message: string) => data(api.post<RequestNoteView>(`/request/${id}/notes`, { message })),
  lock: (id: number) => data(api.post<RequestLockView>(`/request/${id}/lock`)),
  unlock: (id: number) => data(api.delete<RequestLockView>(`/request/${id}/lock`)),
  externalRelations: (id: number) => data(api.get<ExternalRelationView[]>(`/request/${id}/external-relations`)),
  notifyPayroll: (id: number, dateFrom: string) =>
    data(api.post<ExternalRelationView>(`/request/${id}/payroll-notification`, { dateFrom })),
  branch: (id: number) => data(api.get<RequestBranchInfo>(`/request/${id}/branch`)),
};

export const groupApi = {
  get: (id: number) => data(api.get<RequestGroupView>(`/request-group/${id}`)),
  create: (body: Body<RequestGroupCreateInput>) => data(api.post<RequestGroupView>('/request-group', body)),
  update: (id: number, body: Body<RequestGroupUpdateInput>) => data(api.put<RequestGroupView>(`/request-group/${id}`, body)),
  remove: (id: number) => data(api.delete<unknown>(`/request-group/${id}/archive`)),
  addRequest: (id: number, request: number, labels: number[]) =>
    data(api.post<RequestGroupView>(`/request-group/${id}/requests`, { request, labels })),
  removeRequest: (id: number, request: number) => data(api.delete<RequestGroupView>(`/request-group/${id}/requests/${request}`)),
};

/** Query keys: everything of one request lives under `['request', id]`, so one invalidation refreshes the whole popup. */
export const requestKeys = {
  all: ['request'] as const,
  request: (id: number) => ['request', id] as const,
  part: (id: number, part: 'dayparts' | 'timeline' | 'notes' | 'external-relations' | 'branch') => ['request', id, part] as const,
  context: (query: Record<string, unknown>) => ['request-calendar-context', query] as const,
  groups: ['request-group'] as const,
  group: (id: number) => ['request-group', id] as const,
};
