import type { ReportAnswer, ReportMenu, ReportSorting } from '@app/contracts';
import { api } from '@app/platform/api';
import type { FilterQuery } from '@app/ui/filter-bar';

export const reportKeys = {
  menu: ['reports', 'menu'] as const,
  report: (key: string, query: Record<string, unknown>) => ['reports', key, query] as const,
};

/** GET reports/menu: the cards the profile may open and their count (RPT-MENU-01). */
export async function readReportMenu(signal?: AbortSignal): Promise<ReportMenu> {
  const { data } = await api.get<ReportMenu>('/reports/menu', { signal });
  return data;
}

/** The filter bar's values as the report call's `filter[<key>]` (lists as `filter[<key>][]`) and the sorting (RPT-MENU-05). */
export function reportQuery(filters: FilterQuery, sorting: ReportSorting | null): Record<string, string | number | (string | number)[]> {
  const query: Record<string, string | number | (string | number)[]> = {};
  for (const [key, value] of Object.entries(filters)) query[`filter[${key}]`] = value;
  if (sorting) {
    query['sorting[field]'] = sorting.field;
    query['sorting[direction]'] = sorting.direction;
  }
  return query;
}

/** GET reports/{key} with the filter: the report's data and the filter as the server applied it. */
export async function readReport<T>(key: string, query: Record<string, string | number | (string | number)[]>, signal?: AbortSignal) {
  const answer = await api.get<T>(`/reports/${key}`, { query, signal });
  return answer as unknown as ReportAnswer<T>;
}
