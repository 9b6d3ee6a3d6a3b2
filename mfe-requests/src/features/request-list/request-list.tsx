import { EntityList, type ListRow } from '@app/ui/entity-list';

/** Where a request opens: its popup on the summary tab (PLT-ROUTE-09). */
export const requestHref = (row: ListRow) => `/request/${row.id}/summary`;

/**
 * The request list (REQ-LIST-01/02) on the kit's template list: paginated, sortable, the shared
 * filter bar, CSV export, each row's status colour, lock and first open daypart warning as the
 * template's cell formats say; it refetches when another user changes a request.
 */
export function RequestList({ title, remote, version }: { title: string; remote: string; version: string }) {
  return <EntityList listKey="request" title={title} remote={remote} version={version} rowHref={requestHref} testId="request-list" />;
}
