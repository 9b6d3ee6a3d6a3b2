import type { PoolToolError, PoolToolExportView } from '@app/contracts';

/** What the view reads of a stored export (its row). */
export interface StoredExport {
  id: number;
  periodFrom: string;
  periodTo: string;
  xml: string | null;
  errors: unknown[];
  createdAt: Date;
  updatedAt: Date;
}

/** Replacements in a stored declaration: its `<replacement>` elements. */
export const replacementCount = (xml: string | null) => (xml ? (xml.match(/<replacement>/g) ?? []).length : 0);

/** An export as the pool tool's screen shows it: its branch, period, whether it has XML and findings, and its replacements. */
export const exportView = (row: StoredExport, branch: { id: number; name: string }): PoolToolExportView => ({
  id: row.id,
  branch: { id: branch.id, name: branch.name },
  period_from: row.periodFrom,
  period_to: row.periodTo,
  has_xml: row.xml !== null,
  has_errors: row.errors.length > 0,
  errors: row.errors as unknown as PoolToolError[],
  replacements: replacementCount(row.xml),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
