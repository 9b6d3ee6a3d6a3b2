import type { PoolView, RoleView } from '@app/contracts';
import type { MemoryList } from '@app/service-kit';

/**
 * The roles and pools lists answer like the master data lists (page, itemsPerPage, sortBy,
 * search): both are short, so they are paged in memory. Accounts are paged in SQL
 * (store/account-directory.ts).
 */
export const ROLE_LIST: MemoryList<RoleView> = {
  sortable: { code: (r) => r.code, name: (r) => r.name, view_entire_pool: (r) => r.view_entire_pool, global: (r) => r.pool_id === null },
  defaultSort: { column: 'name', order: 'asc' },
  search: [(r) => r.code, (r) => r.name],
};

export const POOL_LIST: MemoryList<PoolView> = {
  sortable: {
    name: (p) => p.name,
    url: (p) => p.url,
    start_date: (p) => p.start_date,
    end_date: (p) => p.end_date,
    enable_sms: (p) => p.enable_sms,
  },
  defaultSort: { column: 'name', order: 'asc' },
  search: [(p) => p.name, (p) => p.url, (p) => p.whitelabel_url],
};

/** Sortable account columns; the store maps each to its SQL column. */
export const ACCOUNT_SORTABLE = ['username', 'email', 'enabled', 'last_login'] as const;
export type AccountSortColumn = (typeof ACCOUNT_SORTABLE)[number];
export const ACCOUNT_DEFAULT_SORT = { column: 'username', order: 'asc' } as const;
