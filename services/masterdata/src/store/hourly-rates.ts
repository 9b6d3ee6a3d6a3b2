import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { HourlyRate, HourlyRateInput } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { branches, hourlyRates } from '../db/schema';

const columns = {
  id: hourlyRates.id,
  person_id: hourlyRates.personId,
  branch_id: hourlyRates.branchId,
  branch_name: sql<string | null>`${branches.name}`,
  amount: hourlyRates.amount,
  start_date: hourlyRates.startDate,
  end_date: hourlyRates.endDate,
};

const ofPerson = (poolId: number, personId: number) => and(eq(hourlyRates.poolId, poolId), eq(hourlyRates.personId, personId));

/** A person's secondment hourly rates by start date. */
export const hourlyRatesOf = (tx: Tx, poolId: number, personId: number): Promise<HourlyRate[]> =>
  tx
    .select(columns)
    .from(hourlyRates)
    .leftJoin(branches, and(eq(branches.poolId, hourlyRates.poolId), eq(branches.id, hourlyRates.branchId)))
    .where(ofPerson(poolId, personId))
    .orderBy(asc(hourlyRates.startDate), asc(hourlyRates.id));

/** The person's rates other than `exceptId`, as the overlap rule reads them. */
export const otherHourlyRates = (tx: Tx, poolId: number, personId: number, exceptId: number | null) =>
  tx
    .select({ branch_id: hourlyRates.branchId, start_date: hourlyRates.startDate, end_date: hourlyRates.endDate })
    .from(hourlyRates)
    .where(and(ofPerson(poolId, personId), exceptId === null ? undefined : ne(hourlyRates.id, exceptId)));

const valuesOf = (input: HourlyRateInput) => ({
  amount: input.amount,
  branchId: input.branch_id ?? null,
  startDate: input.start_date,
  endDate: input.end_date ?? null,
});

export async function insertHourlyRate(tx: Tx, poolId: number, personId: number, input: HourlyRateInput) {
  await tx.insert(hourlyRates).values({ poolId, personId, ...valuesOf(input) });
}

/** Whether the person had the rate. */
export async function updateHourlyRate(tx: Tx, poolId: number, personId: number, id: number, input: HourlyRateInput): Promise<boolean> {
  const changed = await tx
    .update(hourlyRates)
    .set(valuesOf(input))
    .where(and(ofPerson(poolId, personId), eq(hourlyRates.id, id)))
    .returning({ id: hourlyRates.id });
  return changed.length > 0;
}

/** Whether the person had the rate. */
export async function deleteHourlyRate(tx: Tx, poolId: number, personId: number, id: number): Promise<boolean> {
  const gone = await tx
    .delete(hourlyRates)
    .where(and(ofPerson(poolId, personId), eq(hourlyRates.id, id)))
    .returning({ id: hourlyRates.id });
  return gone.length > 0;
}
