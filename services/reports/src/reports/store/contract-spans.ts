import { and, eq, gte, inArray, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branchDetailDirectory, contractDirectory, personDetailDirectory } from '@app/contracts/published-views/masterdata';

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
      id: contractDirectory.id,
      personId: contractDirectory.personId,
      personName: personDetailDirectory.fullName,
      branchId: contractDirectory.branchId,
      branchName: branchDetailDirectory.name,
      startDate: contractDirectory.startDate,
      endDate: contractDirectory.endDate,
      hours: contractDirectory.hours,
      wtf: contractDirectory.wtf,
    })
    .from(contractDirectory)
    .innerJoin(
      personDetailDirectory,
      and(eq(personDetailDirectory.poolId, contractDirectory.poolId), eq(personDetailDirectory.id, contractDirectory.personId)),
    )
    .innerJoin(
      branchDetailDirectory,
      and(eq(branchDetailDirectory.poolId, contractDirectory.poolId), eq(branchDetailDirectory.id, contractDirectory.branchId)),
    )
    .where(
      and(
        eq(contractDirectory.poolId, q.poolId),
        lte(contractDirectory.startDate, q.to),
        gte(contractDirectory.endDate, q.from),
        q.branchCondition(contractDirectory.branchId),
        q.persons?.length ? inArray(contractDirectory.personId, [...q.persons]) : undefined,
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
