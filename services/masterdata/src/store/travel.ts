import { and, asc, eq, sql } from 'drizzle-orm';
import { travelAllowance, type TravelDistanceRow, type TravelExpenseEntry, type TravelExpenseEntryInput } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { personBranchDistances, travelExpenseEntries } from '../db/schema';

/**
 * A person's distances to the pool's live branches (published `person_branch_distance`: entered,
 * else computed from the coordinates), each with the allowance of one working day on `date`; before
 * 2024 that takes the branch's table amount of the distance's km band on that date.
 */
export async function personDistances(tx: Tx, poolId: number, personId: number, date: string): Promise<TravelDistanceRow[]> {
  const rows = await rowsOf<Omit<TravelDistanceRow, 'allowance'> & { table_amount: number | null }>(
    tx,
    sql`select d.person_id, concat_ws(' ', p.first_name, nullif(p.middle_name, ''), p.last_name) as person_name,
          d.branch_id, b.name as branch_name, d.km, d.source,
          (select t.amount::float8 from masterdata.travel_expense_entries t
            where t.pool_id = d.pool_id and t.branch_id = d.branch_id and d.km between t.km_min and t.km_max
              and t.start_date <= ${date} and (t.end_date is null or t.end_date >= ${date})
            order by t.km_min desc, t.id limit 1) as table_amount
        from masterdata.person_branch_distance d
        join masterdata.branches b on b.pool_id = d.pool_id and b.id = d.branch_id and b.archived_at is null
        join masterdata.persons p on p.pool_id = d.pool_id and p.id = d.person_id
        where d.pool_id = ${poolId} and d.person_id = ${personId}
        order by d.km, b.name, b.id`,
  );
  return rows.map(({ table_amount, ...row }) => {
    const km = Number(row.km);
    return { ...row, km, allowance: travelAllowance(date, km, table_amount === null ? null : Number(table_amount)) };
  });
}

/** Enters (or changes) the km of one single trip from the person to the branch. */
export async function enterDistance(tx: Tx, poolId: number, personId: number, branchId: number, km: number, at: Date) {
  await tx
    .insert(personBranchDistances)
    .values({ poolId, personId, branchId, km, updatedAt: at })
    .onConflictDoUpdate({
      target: [personBranchDistances.poolId, personBranchDistances.personId, personBranchDistances.branchId],
      set: { km, updatedAt: at },
    });
}

/** Forgets an entered distance: the computed one (if any) counts again. */
export async function forgetDistance(tx: Tx, poolId: number, personId: number, branchId: number) {
  await tx
    .delete(personBranchDistances)
    .where(
      and(
        eq(personBranchDistances.poolId, poolId),
        eq(personBranchDistances.personId, personId),
        eq(personBranchDistances.branchId, branchId),
      ),
    );
}

const entryOf = (row: typeof travelExpenseEntries.$inferSelect): TravelExpenseEntry => ({
  id: row.id,
  branch_id: row.branchId,
  km_min: row.kmMin,
  km_max: row.kmMax,
  amount: row.amount,
  start_date: row.startDate,
  end_date: row.endDate,
});

const valuesOf = (input: TravelExpenseEntryInput) => ({
  kmMin: input.km_min,
  kmMax: input.km_max,
  amount: input.amount,
  startDate: input.start_date,
  endDate: input.end_date ?? null,
});

const ofBranch = (poolId: number, branchId: number) =>
  and(eq(travelExpenseEntries.poolId, poolId), eq(travelExpenseEntries.branchId, branchId));

/** A branch's travel expense table, by start date and km band. */
export async function branchTravelExpenses(tx: Tx, poolId: number, branchId: number): Promise<TravelExpenseEntry[]> {
  const rows = await tx
    .select()
    .from(travelExpenseEntries)
    .where(ofBranch(poolId, branchId))
    .orderBy(asc(travelExpenseEntries.startDate), asc(travelExpenseEntries.kmMin), asc(travelExpenseEntries.id));
  return rows.map(entryOf);
}

export async function createTravelExpense(tx: Tx, poolId: number, branchId: number, input: TravelExpenseEntryInput) {
  const [row] = await tx
    .insert(travelExpenseEntries)
    .values({ poolId, branchId, ...valuesOf(input) })
    .returning();
  return entryOf(row!);
}

/** Changes one row of the branch's table; null when the branch has no such row. */
export async function updateTravelExpense(tx: Tx, poolId: number, branchId: number, id: number, input: TravelExpenseEntryInput) {
  const [row] = await tx
    .update(travelExpenseEntries)
    .set(valuesOf(input))
    .where(and(ofBranch(poolId, branchId), eq(travelExpenseEntries.id, id)))
    .returning();
  return row ? entryOf(row) : null;
}

/** Removes one row of the branch's table; false when the branch has no such row. */
export async function deleteTravelExpense(tx: Tx, poolId: number, branchId: number, id: number) {
  const rows = await tx
    .delete(travelExpenseEntries)
    .where(and(ofBranch(poolId, branchId), eq(travelExpenseEntries.id, id)))
    .returning({ id: travelExpenseEntries.id });
  return rows.length > 0;
}
