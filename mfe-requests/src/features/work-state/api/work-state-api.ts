import type {
  Meta,
  WorkStateBulkAnswer,
  WorkStateBulkInput,
  WorkStateEditInput,
  WorkStateLine,
  WorkStateSettings,
  WorkStateTotals,
} from '@app/contracts';
import { api } from '@app/platform/api';
import type { ListQueryParams } from '@app/ui/entity-list';

/** A page of GET /api/work-state: its lines, the pagination and the totals over the whole filter. */
export interface WorkStatePage {
  lines: WorkStateLine[];
  total: number;
  totals: WorkStateTotals | null;
}

const data = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

/** The work-state calls of staffing (docs/work-state.md): the list, one line, its edit, bulk actions and the settings. */
export const workStateApi = {
  list: async (query: ListQueryParams): Promise<WorkStatePage> => {
    const { data: lines, meta } = await api.get<WorkStateLine[]>('/work-state', { query });
    const { pagination, totals } = meta as Meta & { totals?: WorkStateTotals };
    return { lines, total: pagination?.total ?? lines.length, totals: totals ?? null };
  },
  get: (id: number) => data(api.get<WorkStateLine>(`/work-state/${id}`)),
  update: (id: number, body: WorkStateEditInput) => data(api.patch<WorkStateLine>(`/work-state/${id}`, body)),
  act: (body: WorkStateBulkInput) => data(api.post<WorkStateBulkAnswer>('/work-state/actions', body)),
  settings: () => data(api.get<WorkStateSettings>('/work-state/settings')),
  ofRequest: (requestId: number) => data(api.get<WorkStateLine[]>(`/request/${requestId}/work-state`)),
};

/** Query keys: every work-state read lives under `['work-state']`, so an action refreshes the page, the tab and the dialog at once. */
export const workStateKeys = {
  all: ['work-state'] as const,
  list: (query: ListQueryParams) => ['work-state', 'list', query] as const,
  line: (id: number) => ['work-state', 'line', id] as const,
  settings: ['work-state', 'settings'] as const,
  ofRequest: (requestId: number) => ['work-state', 'request', requestId] as const,
};
