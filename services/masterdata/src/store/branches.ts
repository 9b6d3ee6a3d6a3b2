import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, branchTypes, policies } from '../db/schema';
import { ARCHIVE_WITH_CHILDREN, limitError, placementErrors, type BranchTypeFacts } from '../domain/branches/branch-rules';
import type { BranchTreeRow } from '../domain/branches/branch-tree';
import { LIMIT_SETTING_OF_LEVEL, settingOf } from '../domain/settings/setting-catalogue';
import { branchTypeFacts } from './branch-type-facts';
import { entityStore, type ApiRecord } from './entity-store';
import { isLiveInPool } from './known-ids';
import { branchesBelow } from './list-filters';
import { branchInScope, branchWriteScope, inIds, inValues, type ListDefinition, type PersonalScope, scopeConditionOf } from './list-query';
import { poolSettingValue } from './settings';

// Written out in full: drizzle leaves select-list columns unqualified, which inside a correlated
// subquery on the same table would bind to the inner row instead of the listed branch.
// the type's label ('Bestuur') is what readers know it by; its name ('board') is a code (ADR 0103)
const typeName = sql<string>`(select bt.label from masterdata.branch_types bt where bt.id = masterdata.branches.branch_type_id)`;
const parentName = sql<string | null>`(select p.name from masterdata.branches p where p.id = masterdata.branches.parent_id)`;

export const branchList: ListDefinition = {
  table: branches,
  // the personal filter: the profile's branch and the branches below it
  scope: branchInScope(branches.id, false),
  writeScope: branchWriteScope(branches.id),
  fields: {
    id: branches.id,
    name: branches.name,
    branch_type_id: branches.branchTypeId,
    branch_type_name: typeName,
    parent_id: branches.parentId,
    parent_name: parentName,
    brin: branches.brin,
    city: branches.city,
    region: branches.region,
    archived: sql<boolean>`${branches.archivedAt} is not null`,
  },
  sortable: {
    name: sql`lower(${branches.name})`,
    branch_type_name: typeName,
    parent_name: parentName,
    brin: branches.brin,
    city: branches.city,
    region: branches.region,
  },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { branch_type: inIds(branches.branchTypeId), region: inValues(branches.region), parent: branchesBelow },
  search: [branches.name, branches.brin, branches.city],
  additionalFields: 'branch',
};

async function branchTypeOf(tx: Tx, poolId: number, id: number): Promise<BranchTypeFacts | null> {
  const [row] = await tx
    .select({
      id: branchTypes.id,
      name: branchTypes.name,
      level: branchTypes.level,
      topLevel: branchTypes.topLevel,
      singlePerParent: branchTypes.singlePerParent,
    })
    .from(branchTypes)
    .where(and(eq(branchTypes.poolId, poolId), eq(branchTypes.id, id), isNull(branchTypes.archivedAt)));
  return row ?? null;
}

/** Live branches of a level, except the one being placed. */
async function countAtLevel(tx: Tx, poolId: number, level: number, exceptId: number | null) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(branches)
    .innerJoin(branchTypes, eq(branchTypes.id, branches.branchTypeId))
    .where(
      and(
        eq(branches.poolId, poolId),
        isNull(branches.archivedAt),
        eq(branchTypes.level, level),
        exceptId === null ? undefined : ne(branches.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

async function limitErrors(tx: Tx, poolId: number, type: BranchTypeFacts, exceptId: number | null) {
  const setting = LIMIT_SETTING_OF_LEVEL[type.level];
  const def = setting && settingOf(setting.code);
  if (!def) return {};
  const limit = Number(await poolSettingValue(tx, poolId, def));
  return limitError(type.level, await countAtLevel(tx, poolId, type.level, exceptId), limit);
}

/** Loads the facts of a branch's place in the tree and applies the pure rules and the limits. */
async function checkPlacement(tx: Tx, poolId: number, record: ApiRecord, id: number | null) {
  const type = await branchTypeOf(tx, poolId, record.branch_type_id as number);
  const parentId = (record.parent_id as number | null | undefined) ?? null;
  let parentFacts: { id: number; level: number; archived: boolean } | null = null;
  let siblingOfSameType = false;
  if (parentId !== null) {
    const [row] = await tx
      .select({ id: branches.id, level: branchTypes.level, archivedAt: branches.archivedAt })
      .from(branches)
      .innerJoin(branchTypes, eq(branchTypes.id, branches.branchTypeId))
      .where(and(eq(branches.poolId, poolId), eq(branches.id, parentId)));
    parentFacts = row ? { id: row.id, level: row.level, archived: row.archivedAt !== null } : null;
    if (type?.singlePerParent) {
      const [sibling] = await tx
        .select({ id: branches.id })
        .from(branches)
        .where(
          and(
            eq(branches.poolId, poolId),
            eq(branches.parentId, parentId),
            eq(branches.branchTypeId, type.id),
            isNull(branches.archivedAt),
            id === null ? undefined : ne(branches.id, id),
          ),
        )
        .limit(1);
      siblingOfSameType = Boolean(sibling);
    }
  }
  const errors = placementErrors({ type, parentRequested: parentId !== null, parent: parentFacts, siblingOfSameType });
  if (typeof record.policy_id === 'number' && !(await isLiveInPool(tx, policies, poolId, record.policy_id)))
    Object.assign(errors, { policy_id: ['The selected Policy is invalid.'] });
  if (Object.keys(errors).length) throw unprocessable(errors);
  const limits = await limitErrors(tx, poolId, type as BranchTypeFacts, id);
  if (Object.keys(limits).length) throw unprocessable(limits);
}

async function refuseArchiveWithChildren(tx: Tx, poolId: number, record: ApiRecord) {
  const [child] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.poolId, poolId), eq(branches.parentId, record.id as number), isNull(branches.archivedAt)))
    .limit(1);
  if (child) throw unprocessable({ _: [ARCHIVE_WITH_CHILDREN] });
}

const branchRecords = entityStore(branches, {
  hooks: {
    beforeWrite: checkPlacement,
    beforeArchive: refuseArchiveWithChildren,
    // an unarchived branch counts again and needs its place back: same rules as a create
    beforeUnarchive: (tx, poolId, record) => checkPlacement(tx, poolId, record, record.id as number),
  },
});

/** One branch (GET branch/{id}, the popup's summary) also says what its type's flags show (ADR 0110). */
export const branchStore: typeof branchRecords = {
  ...branchRecords,
  find: async (tx, poolId, id) => {
    const record = await branchRecords.find(tx, poolId, id);
    return record && { ...record, ...(await branchTypeFacts(tx, poolId, id)) };
  },
};

/**
 * Every branch of the pool with its type, for the tree list (archived ones only on request), within
 * the personal filter: the top of a profile's subtree becomes a root of the tree.
 */
export async function readBranchTreeRows(
  tx: Tx,
  poolId: number,
  includeArchived: boolean,
  scope: PersonalScope | null,
): Promise<BranchTreeRow[]> {
  const rows = await tx
    .select({
      id: branches.id,
      parent_id: branches.parentId,
      name: branches.name,
      archived_at: branches.archivedAt,
      type_id: branchTypes.id,
      type_code: branchTypes.name,
      type_name: branchTypes.label,
      type_color: branchTypes.color,
    })
    .from(branches)
    .innerJoin(branchTypes, eq(branchTypes.id, branches.branchTypeId))
    .where(
      and(
        eq(branches.poolId, poolId),
        includeArchived ? undefined : isNull(branches.archivedAt),
        scopeConditionOf(branchList, poolId, scope),
      ),
    );
  return rows.map(({ type_id, type_code, type_name, type_color, ...r }) => ({
    ...r,
    branch_type: { id: type_id, code: type_code, name: type_name, color: type_color },
  }));
}
