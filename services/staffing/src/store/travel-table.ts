import { sql, type SQL } from 'drizzle-orm';
import { TRAVEL_PER_KM_FROM } from '@app/contracts';

/**
 * The amount of the branch's travel expense table (master data's published
 * `travel_expense_directory`) for a single trip of `km` on `date`: the band holding the km, valid
 * that day, the narrowest (highest km_min) first. Only days before 2024 read it: from then on the
 * per-km rule needs no table, so the subquery is never run for them.
 */
export const travelTableAmount = (poolId: number, branchId: SQL, km: SQL, date: SQL): SQL =>
  sql`case when ${date} < ${TRAVEL_PER_KM_FROM}::date then (select t.amount from masterdata.travel_expense_directory t
    where t.pool_id = ${poolId} and t.branch_id = ${branchId} and ${km} between t.km_min and t.km_max
      and t.start_date <= ${date} and (t.end_date is null or t.end_date >= ${date})
    order by t.km_min desc limit 1) end`;
