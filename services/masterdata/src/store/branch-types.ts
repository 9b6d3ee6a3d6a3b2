import { and, eq, isNull, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, branchTypes } from '../db/schema';
import {
  BRANCH_TYPE_IN_USE,
  branchTypeParentRules,
  branchTypeRules,
  withBranchTypeDefaults,
} from '../domain/branch-types/branch-type-input';
import { NAME_TAKEN } from '../domain/validation/field-schemas';
import { entityStore, type ApiRecord } from './entity-store';
import type { ListDefinition } from './list-query';
import { uniqueInPool } from './unique-in-pool';

/** The parent type's label, for the list's column (MD-BTYPE-01). */
const parentName = sql<string | null>`(select p.label from masterdata.branch_types p where p.id = masterdata.branch_types.parent_id)`;

export const branchTypeList: ListDefinition = {
  table: branchTypes,
  fields: {
    id: branchTypes.id,
    name: branchTypes.name,
    label: branchTypes.label,
    level: branchTypes.level,
    color: branchTypes.color,
    parent_id: branchTypes.parentId,
    parent_name: parentName,
    has_requests: branchTypes.hasRequests,
    has_contracts: branchTypes.hasContracts,
    has_sub_contracts: branchTypes.hasSubContracts,
    has_schedule: branchTypes.hasSchedule,
    has_certificate_of_conduct: branchTypes.hasCertificateOfConduct,
    number_of_branches_summary: branchTypes.numberOfBranchesSummary,
    single_per_parent: branchTypes.singlePerParent,
    archived: sql<boolean>`${branchTypes.archivedAt} is not null`,
  },
  sortable: {
    name: sql`lower(${branchTypes.name})`,
    label: sql`lower(${branchTypes.label})`,
    level: branchTypes.level,
    parent_name: parentName,
    has_requests: branchTypes.hasRequests,
    has_contracts: branchTypes.hasContracts,
    has_sub_contracts: branchTypes.hasSubContracts,
    has_schedule: branchTypes.hasSchedule,
    has_certificate_of_conduct: branchTypes.hasCertificateOfConduct,
    number_of_branches_summary: branchTypes.numberOfBranchesSummary,
    single_per_parent: branchTypes.singlePerParent,
  },
  defaultSort: { column: 'level', order: 'asc' },
  filters: {},
  search: [branchTypes.name, branchTypes.label],
};

/** Live branches of the type would lose their place in the tree. */
async function refuseArchiveInUse(tx: Tx, poolId: number, record: ApiRecord) {
  const [used] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.poolId, poolId), eq(branches.branchTypeId, record.id as number), isNull(branches.archivedAt)))
    .limit(1);
  if (used) throw unprocessable({ _: [BRANCH_TYPE_IN_USE] });
}

const uniqueName = uniqueInPool(branchTypes, branchTypes.name, 'name', NAME_TAKEN);

/** A live type of the pool: its level and its parent; another pool's id is not found. */
async function liveType(tx: Tx, poolId: number, id: number) {
  const [row] = await tx
    .select({ level: branchTypes.level, parentId: branchTypes.parentId })
    .from(branchTypes)
    .where(and(eq(branchTypes.poolId, poolId), eq(branchTypes.id, id), isNull(branchTypes.archivedAt)));
  return row ?? null;
}

/**
 * The parent type (MD-BTYPE-01) with the ids of its chain upwards (itself first). The walk stops at
 * a repeated id, so rows stored before the cycle rule cannot loop it.
 */
async function parentWithChain(tx: Tx, poolId: number, parentId: number) {
  const parent = await liveType(tx, poolId, parentId);
  if (!parent) return null;
  const chain = [parentId];
  for (let next = parent.parentId; next !== null && !chain.includes(next);) {
    chain.push(next);
    next = (await liveType(tx, poolId, next))?.parentId ?? null;
  }
  return { level: parent.level, chain };
}

async function checkParent(tx: Tx, poolId: number, record: ApiRecord) {
  const parentId = record.parent_id;
  const parent = typeof parentId === 'number' ? await parentWithChain(tx, poolId, parentId) : null;
  const errors = branchTypeParentRules(record, parent);
  if (Object.keys(errors).length) throw unprocessable(errors);
}

export const branchTypeStore = entityStore(branchTypes, {
  rules: branchTypeRules,
  defaults: withBranchTypeDefaults,
  hooks: {
    beforeWrite: async (tx, poolId, record, id) => {
      await uniqueName(tx, poolId, record, id);
      await checkParent(tx, poolId, record);
    },
    beforeArchive: refuseArchiveInUse,
  },
});
