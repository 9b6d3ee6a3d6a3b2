import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { hourlyRateDirectory } from '@app/contracts/published-views/masterdata';

/** The secondment hourly rates of these persons (master data's published view). */
export async function readHourlyRates(tx: Tx, poolId: number, personIds: readonly number[]) {
  if (!personIds.length) return [];
  const rows = await tx
    .select()
    .from(hourlyRateDirectory)
    .where(and(eq(hourlyRateDirectory.poolId, poolId), inArray(hourlyRateDirectory.personId, [...personIds])));
  return rows.map((r) => ({
    personId: r.personId,
    branchId: r.branchId,
    amount: Number(r.amount),
    startDate: r.startDate,
    endDate: r.endDate,
  }));
}
