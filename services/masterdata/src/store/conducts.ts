import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { conducts } from '../db/schema';
import type { ConductInput } from '../domain/conducts/conduct-input';

const columns = {
  id: conducts.id,
  person_id: conducts.personId,
  issue_date: conducts.issueDate,
  marked_valid: conducts.markedValid,
  remark: conducts.remark,
};

export type ConductRecord = { id: number; person_id: number; issue_date: string; marked_valid: boolean; remark: string | null };

/** A person's certificates of conduct, the latest issued first. */
export const conductsOfPerson = (tx: Tx, poolId: number, personId: number): Promise<ConductRecord[]> =>
  tx
    .select(columns)
    .from(conducts)
    .where(and(eq(conducts.poolId, poolId), eq(conducts.personId, personId)))
    .orderBy(desc(conducts.issueDate), desc(conducts.id));

export async function findConduct(tx: Tx, poolId: number, id: number): Promise<ConductRecord | null> {
  const [row] = await tx
    .select(columns)
    .from(conducts)
    .where(and(eq(conducts.poolId, poolId), eq(conducts.id, id)));
  return row ?? null;
}

export async function insertConduct(tx: Tx, poolId: number, personId: number, input: ConductInput): Promise<ConductRecord> {
  const [row] = await tx
    .insert(conducts)
    .values({ poolId, personId, issueDate: input.issue_date, markedValid: input.marked_valid ?? false, remark: input.remark ?? null })
    .returning(columns);
  return row!;
}

export async function updateConduct(tx: Tx, poolId: number, id: number, input: Partial<ConductInput>): Promise<ConductRecord | null> {
  const set = {
    ...(input.issue_date === undefined ? {} : { issueDate: input.issue_date }),
    ...(input.marked_valid === undefined ? {} : { markedValid: input.marked_valid }),
    ...(input.remark === undefined ? {} : { remark: input.remark ?? null }),
  };
  if (!Object.keys(set).length) return findConduct(tx, poolId, id);
  const [row] = await tx
    .update(conducts)
    .set(set)
    .where(and(eq(conducts.poolId, poolId), eq(conducts.id, id)))
    .returning(columns);
  return row ?? null;
}

export async function deleteConduct(tx: Tx, poolId: number, id: number) {
  await tx.delete(conducts).where(and(eq(conducts.poolId, poolId), eq(conducts.id, id)));
}
