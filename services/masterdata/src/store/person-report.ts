import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AdditionalFieldEntry } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { branches, contractTypes, contracts, persons } from '../db/schema';
import { entriesOf } from './additional-field-values';
import { findIn } from './entity-store';

/** What the person report shows: the person's record, their live contracts and their additional field values. */
export async function personReportData(tx: Tx, poolId: number, personId: number) {
  const person = await findIn(tx, persons, poolId, personId);
  if (!person) return null;
  const personContracts = await tx
    .select({
      type: sql<string>`coalesce(${contractTypes.name}, '')`,
      branch: sql<string>`coalesce(${branches.name}, '')`,
      start_date: contracts.startDate,
      end_date: contracts.endDate,
      hours: contracts.hours,
    })
    .from(contracts)
    .leftJoin(contractTypes, and(eq(contractTypes.poolId, contracts.poolId), eq(contractTypes.id, contracts.contractTypeId)))
    .leftJoin(branches, and(eq(branches.poolId, contracts.poolId), eq(branches.id, contracts.branchId)))
    .where(and(eq(contracts.poolId, poolId), eq(contracts.personId, personId), isNull(contracts.archivedAt)))
    .orderBy(asc(contracts.startDate));
  const fields: AdditionalFieldEntry[] = await entriesOf(tx, poolId, 'person', personId);
  return { person, contracts: personContracts, fields };
}
