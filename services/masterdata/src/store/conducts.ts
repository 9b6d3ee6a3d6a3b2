import { and, desc, eq, sql } from 'drizzle-orm';
import type { ConductView } from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, conducts } from '../db/schema';
import { conductDateRules, type ConductInput } from '../domain/conducts/conduct-input';
import { isLiveInPool } from './known-ids';
import { outer } from './list-query';

/** The certificate's branch by name, for the tab's list (MD-COC-01). */
const branchName = sql<
  string | null
>`(select ${branches.name} from ${branches} where ${branches.poolId} = ${outer(conducts.poolId)} and ${branches.id} = ${outer(conducts.branchId)})`;

const columns = {
  id: conducts.id,
  person_id: conducts.personId,
  branch_id: conducts.branchId,
  branch_name: branchName,
  file_name: conducts.fileName,
  issue_date: conducts.issueDate,
  expiration_date: conducts.expirationDate,
  marked_valid: conducts.markedValid,
  remark: conducts.remark,
};

export type ConductRecord = ConductView;

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

/** MD-COC-01: the branch is a live branch of the pool (another pool's is not found), the dates in order. */
async function refuseInvalid(tx: Tx, poolId: number, record: Pick<ConductRecord, 'branch_id' | 'issue_date' | 'expiration_date'>) {
  const errors = conductDateRules(record);
  if (record.branch_id !== null && !(await isLiveInPool(tx, branches, poolId, record.branch_id)))
    errors.branch_id = ['The selected Branch is invalid.'];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

export async function insertConduct(tx: Tx, poolId: number, personId: number, input: ConductInput): Promise<ConductRecord> {
  const values = {
    branch_id: input.branch_id ?? null,
    file_name: input.file_name ?? null,
    issue_date: input.issue_date,
    expiration_date: input.expiration_date ?? null,
  };
  await refuseInvalid(tx, poolId, values);
  const [row] = await tx
    .insert(conducts)
    .values({
      poolId,
      personId,
      branchId: values.branch_id,
      fileName: values.file_name,
      issueDate: values.issue_date,
      expirationDate: values.expiration_date,
      markedValid: input.marked_valid ?? false,
      remark: input.remark ?? null,
    })
    .returning(columns);
  return row!;
}

/** Changes the fields given; the whole record, as changed, is checked. */
export async function updateConduct(tx: Tx, poolId: number, id: number, input: Partial<ConductInput>): Promise<ConductRecord | null> {
  const current = await findConduct(tx, poolId, id);
  if (!current) return null;
  const given = <K extends keyof ConductInput>(key: K) => input[key] !== undefined;
  const next: ConductRecord = {
    ...current,
    ...(given('branch_id') ? { branch_id: input.branch_id ?? null } : {}),
    ...(given('file_name') ? { file_name: input.file_name ?? null } : {}),
    ...(given('issue_date') ? { issue_date: input.issue_date! } : {}),
    ...(given('expiration_date') ? { expiration_date: input.expiration_date ?? null } : {}),
    ...(given('marked_valid') ? { marked_valid: input.marked_valid! } : {}),
    ...(given('remark') ? { remark: input.remark ?? null } : {}),
  };
  await refuseInvalid(tx, poolId, next);
  const [row] = await tx
    .update(conducts)
    .set({
      branchId: next.branch_id,
      fileName: next.file_name,
      issueDate: next.issue_date,
      expirationDate: next.expiration_date,
      markedValid: next.marked_valid,
      remark: next.remark,
    })
    .where(and(eq(conducts.poolId, poolId), eq(conducts.id, id)))
    .returning(columns);
  return row ?? null;
}

export async function deleteConduct(tx: Tx, poolId: number, id: number) {
  await tx.delete(conducts).where(and(eq(conducts.poolId, poolId), eq(conducts.id, id)));
}
