import { and, eq, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, dataSuppliers } from '../db/schema';
import { newAuthToken } from '../domain/data-suppliers/auth-token';
import { DATA_SUPPLIER_MESSAGES } from '../domain/data-suppliers/data-supplier-input';
import { entityStore, type ApiRecord, type EntityStore } from './entity-store';
import { isLiveInPool } from './known-ids';
import { branchInScope, branchWriteScope, inIds, type ListDefinition, outer } from './list-query';
import { uniqueInPool } from './unique-in-pool';

const branchName = sql<string | null>`(select ${branches.name} from ${branches} where ${branches.id} = ${outer(dataSuppliers.branchId)})`;

export const dataSupplierList: ListDefinition = {
  table: dataSuppliers,
  // a supplier of a branch belongs to that branch's subtree; one without a branch serves every branch
  scope: branchInScope(dataSuppliers.branchId, true),
  writeScope: branchWriteScope(dataSuppliers.branchId),
  fields: {
    id: dataSuppliers.id,
    name: dataSuppliers.name,
    code: dataSuppliers.code,
    branch_id: dataSuppliers.branchId,
    branch_name: branchName,
    archived: sql<boolean>`${dataSuppliers.archivedAt} is not null`,
  },
  sortable: { name: sql`lower(${dataSuppliers.name})`, code: sql`lower(${dataSuppliers.code})`, branch_name: sql`lower(${branchName})` },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { branch: inIds(dataSuppliers.branchId) },
  search: [dataSuppliers.name, dataSuppliers.code],
};

async function checkBranch(tx: Tx, poolId: number, record: ApiRecord) {
  const branchId = record.branch_id;
  if (typeof branchId === 'number' && !(await isLiveInPool(tx, branches, poolId, branchId)))
    throw unprocessable({ branch_id: [DATA_SUPPLIER_MESSAGES.invalidBranch] });
}

const codeUnique = uniqueInPool(dataSuppliers, dataSuppliers.code, 'code', DATA_SUPPLIER_MESSAGES.codeTaken);

const base = entityStore(dataSuppliers, {
  hooks: {
    beforeWrite: async (tx, poolId, record, id) => {
      await codeUnique(tx, poolId, record, id);
      await checkBranch(tx, poolId, record);
    },
  },
});

/** The hash never leaves the store; a record shows whether it is archived, not its secret. */
const withoutSecret = (record: ApiRecord | null): ApiRecord | null => {
  if (!record) return null;
  const { token_hash: _hash, ...rest } = record;
  return rest;
};

/**
 * Data suppliers through the generic store, with the auth token made on create: the created record
 * carries it once as `auth_token`; only its hash is kept, so it is never shown again.
 */
export const dataSupplierStore: EntityStore = {
  find: async (tx, poolId, id) => withoutSecret(await base.find(tx, poolId, id)),
  create: async (tx, poolId, input) => {
    const { token, hash } = newAuthToken();
    const created = withoutSecret(await base.create(tx, poolId, { ...input, token_hash: hash })) as ApiRecord;
    return { ...created, auth_token: token };
  },
  update: async (tx, poolId, id, patch) => withoutSecret(await base.update(tx, poolId, id, patch)),
  archive: async (tx, poolId, id, at) => withoutSecret(await base.archive(tx, poolId, id, at)),
  unarchive: async (tx, poolId, id) => withoutSecret(await base.unarchive(tx, poolId, id)),
};

/** A new token for a supplier, shown this once; the old one stops working at once. Null: no such supplier. */
export async function regenerateAuthToken(tx: Tx, poolId: number, id: number): Promise<string | null> {
  const { token, hash } = newAuthToken();
  const [row] = await tx
    .update(dataSuppliers)
    .set({ tokenHash: hash })
    .where(and(eq(dataSuppliers.poolId, poolId), eq(dataSuppliers.id, id)))
    .returning({ id: dataSuppliers.id });
  return row ? token : null;
}
