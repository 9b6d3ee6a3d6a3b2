import { and, eq, gte, inArray, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branchDetails, contractDetails, personDetails } from './masterdata-views';

export interface ContractRow {
  id: number;
  person: { id: number; name: string };
  branch: { id: number; name: string };
  startDate: string;
  endDate: string;
  hours: number | null;
  wtf: number | null;
}

/** Live contracts sharing a day with the period, at branches the condition takes in (and of these persons, when named). */
export async function readContracts(
  tx: Tx,
  q: { poolId: number; from: string; to: string; branchCondition(column: SQLWrapper): SQL | undefined; persons?: readonly number[] },
): Promise<ContractRow[]> {
  const rows = await tx
    .select({
      id: contractDetails.id,
      personId: contractDetails.personId,
      personName: personDetails.fullName,
      branchId: contractDetails.branchId,
      branchName: branchDetails.name,
      startDate: contractDetails.startDate,
      endDate: contractDetails.endDate,
      hours: contractDetails.hours,
      wtf: contractDetails.wtf,
    })
    .from(contractDetails)
    .innerJoin(personDetails, and(eq(personDetails.poolId, contractDetails.poolId), eq(personDetails.id, contractDetails.personId)))
    .innerJoin(branchDetails, and(eq(branchDetails.poolId, contractDetails.poolId), eq(branchDetails.id, contractDetails.branchId)))
    .where(
      and(
        eq(contractDetails.poolId, q.poolId),
        lte(contractDetails.startDate, q.to),
        gte(contractDetails.endDate, q.from),
        q.branchCondition(contractDetails.branchId),
        q.persons?.length ? inArray(contractDetails.personId, [...q.persons]) : undefined,
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    person: { id: r.personId, name: r.personName },
    branch: { id: r.branchId, name: r.branchName },
    startDate: r.startDate,
    endDate: r.endDate,
    hours: r.hours === null ? null : Number(r.hours),
    wtf: r.wtf === null ? null : Number(r.wtf),
  }));
}
