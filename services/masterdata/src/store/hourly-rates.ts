import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { HourlyRate, HourlyRateInput } from '@app/contracts';
import { unprocessable, type Database, type Tx } from '@app/service-kit';
import { branches, hourlyRates, persons } from '../db/schema';
import { hourlyRateErrors } from '../domain/hourly-rates/hourly-rate-rules';

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

async function ratesOf(tx: Tx, poolId: number, personId: number): Promise<HourlyRate[]> {
  return tx
    .select(columns)
    .from(hourlyRates)
    .leftJoin(branches, and(eq(branches.poolId, hourlyRates.poolId), eq(branches.id, hourlyRates.branchId)))
    .where(ofPerson(poolId, personId))
    .orderBy(asc(hourlyRates.startDate), asc(hourlyRates.id));
}

/** A person's secondment hourly rates by start date. */
export const personHourlyRates = (db: Database, poolId: number, personId: number) =>
  db.withPool(poolId, (tx) => ratesOf(tx, poolId, personId));

/** The overlap rule reads the person's other rates in the write's transaction with the person locked, so two saves cannot both pass it. */
async function checkAgainstOthers(tx: Tx, poolId: number, personId: number, input: HourlyRateInput, id: number | null) {
  await tx.execute(sql`select 1 from ${persons} where pool_id = ${poolId} and id = ${personId} for update`);
  const others = await tx
    .select({ branch_id: hourlyRates.branchId, start_date: hourlyRates.startDate, end_date: hourlyRates.endDate })
    .from(hourlyRates)
    .where(and(ofPerson(poolId, personId), id === null ? undefined : ne(hourlyRates.id, id)));
  const errors = hourlyRateErrors(input, others);
  if (Object.keys(errors).length) throw unprocessable(errors);
}

const valuesOf = (input: HourlyRateInput) => ({
  amount: input.amount,
  branchId: input.branch_id ?? null,
  startDate: input.start_date,
  endDate: input.end_date ?? null,
});

export const createHourlyRate = (db: Database, poolId: number, personId: number, input: HourlyRateInput) =>
  db.withPool(poolId, async (tx) => {
    await checkAgainstOthers(tx, poolId, personId, input, null);
    await tx.insert(hourlyRates).values({ poolId, personId, ...valuesOf(input) });
    return ratesOf(tx, poolId, personId);
  });

/** null when the person has no such rate */
export const updateHourlyRate = (db: Database, poolId: number, personId: number, id: number, input: HourlyRateInput) =>
  db.withPool(poolId, async (tx) => {
    await checkAgainstOthers(tx, poolId, personId, input, id);
    const changed = await tx
      .update(hourlyRates)
      .set(valuesOf(input))
      .where(and(ofPerson(poolId, personId), eq(hourlyRates.id, id)))
      .returning({ id: hourlyRates.id });
    return changed.length ? ratesOf(tx, poolId, personId) : null;
  });

/** null when the person has no such rate */
export const deleteHourlyRate = (db: Database, poolId: number, personId: number, id: number) =>
  db.withPool(poolId, async (tx) => {
    const gone = await tx
      .delete(hourlyRates)
      .where(and(ofPerson(poolId, personId), eq(hourlyRates.id, id)))
      .returning({ id: hourlyRates.id });
    return gone.length ? ratesOf(tx, poolId, personId) : null;
  });
