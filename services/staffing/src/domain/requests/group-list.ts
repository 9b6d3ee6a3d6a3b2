import { REQUEST_GROUP_LIST_FILTERS, type RequestStatus } from '@app/contracts';
import type { ListCapabilities, MemoryList } from '@app/service-kit';

/** A group as its list sorts, searches and filters it. */
export interface GroupListItem {
  id: number;
  reference: string;
  description: string | null;
  period_start: string;
  period_end: string;
  created_at: string;
  status: RequestStatus;
}

/** The group list's sorts and search, over groups read whole (a pool holds few). */
export const GROUP_LIST: MemoryList<GroupListItem> = {
  sortable: {
    reference: (g) => g.reference,
    period_start: (g) => g.period_start,
    period_end: (g) => g.period_end,
    status: (g) => ['high', 'medium', 'other', 'completed'].indexOf(g.status),
    created_at: (g) => g.created_at,
  },
  defaultSort: { column: 'period_start', order: 'desc' },
  search: [(g) => g.reference, (g) => g.description],
};

/** What the group list may be sorted and filtered by. */
export const groupListCapabilities: ListCapabilities = {
  sortable: Object.keys(GROUP_LIST.sortable),
  defaultSort: GROUP_LIST.defaultSort,
  filters: REQUEST_GROUP_LIST_FILTERS,
};
