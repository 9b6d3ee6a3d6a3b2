import type { ReportColumn, ReportRow, ReportSorting, ReportValueKind } from '@app/contracts';

export const column = (key: string, kind: ReportValueKind, sortable = false): ReportColumn => ({
  key,
  label: `reports.columns.${key}`,
  kind,
  ...(sortable ? { sortable: true } : {}),
});

/** The columns of RPT-REQ-02's figures, as every requests table shows them. */
export const TALLY_COLUMNS: ReportColumn[] = [
  column('requests_count', 'count', true),
  column('dayparts_count', 'count', true),
  column('dayparts_replaced', 'count', true),
  column('dayparts_closed', 'count', true),
  column('wtf', 'wtf', true),
  column('wtf_replaced', 'wtf', true),
  column('replacement_rate', 'percent', true),
];

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'nl');
};

/** Rows sorted by `sorting[field]` up (ascending) or down (descending); empty values last either way. Stable. */
export function sortRows<T extends ReportRow>(rows: T[], sorting: ReportSorting | null): T[] {
  if (!sorting) return rows;
  const sign = sorting.direction === 'down' ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      const a = x.row[sorting.field];
      const b = y.row[sorting.field];
      if (a === null || a === undefined || b === null || b === undefined) return compare(a, b) || x.i - y.i;
      return sign * compare(a, b) || x.i - y.i;
    })
    .map((x) => x.row);
}
