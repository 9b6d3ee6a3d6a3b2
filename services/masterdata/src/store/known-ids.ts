import { and, eq, inArray, isNull } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import type { TenantTable } from './list-query';

/**
 * Refuses ids that are not rows of the pool ('The selected Branches are invalid.'); with `live`
 * archived rows count as unknown too, as a select never offers them for a new choice.
 */
export async function refuseUnknownIds(
  tx: Tx,
  table: TenantTable,
  poolId: number,
  ids: readonly number[],
  field: string,
  label: string,
  live = false,
) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.poolId, poolId), inArray(table.id, wanted), live ? isNull(table.archivedAt) : undefined));
  if (found.length !== wanted.length)
    throw unprocessable({ [field]: [`The selected ${label} ${label.endsWith('s') ? 'are' : 'is'} invalid.`] });
}

/** Whether the id names a live (not archived) row of the pool. */
export async function isLiveInPool(tx: Tx, table: TenantTable, poolId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.poolId, poolId), eq(table.id, id), isNull(table.archivedAt)))
    .limit(1);
  return row !== undefined;
}

/** The id of a record field, when set. */
export const idsOf = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : typeof value === 'number' ? [value] : []);
