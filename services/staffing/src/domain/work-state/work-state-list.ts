import { addDays, WORK_STATE_DEFAULT_WEEKS, WORK_STATE_LIST_FILTERS, WORK_STATE_LIST_SORTS } from '@app/contracts';
import type { ListCapabilities } from '@app/service-kit';

/** What the work-state list may be sorted and filtered by, newest date first. */
export const workStateListCapabilities: ListCapabilities = {
  sortable: WORK_STATE_LIST_SORTS,
  defaultSort: { column: 'date', order: 'desc' },
  filters: WORK_STATE_LIST_FILTERS,
};

const isDate = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The list's period: the filter's, else the last 4 weeks up to yesterday. */
export function listPeriod(filters: Record<string, string[]>, today: string): { from: string | undefined; to: string | undefined } {
  const from = isDate(filters.period_from?.[0]);
  const to = isDate(filters.period_to?.[0]);
  if (!from && !to) return { from: addDays(today, -7 * WORK_STATE_DEFAULT_WEEKS), to: addDays(today, -1) };
  return { from, to };
}
