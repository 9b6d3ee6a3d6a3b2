import { and, eq, isNull, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, branchTypes } from '../db/schema';
import { BRANCH_TYPE_IN_USE, branchTypeRules, withBranchTypeDefaults } from '../domain/branch-types/branch-type-input';
import { NAME_TAKEN } from '../domain/validation/field-schemas';
import { entityStore, type ApiRecord } from './entity-store';
import type { ListDefinition } from './list-query';
import { uniqueInPool } from './unique-in-pool';

export const branchTypeList: ListDefinition = {
  table: branchTypes,
  fields: {
    id: branchTypes.id,
    name: branchTypes.name,
    label: branchTypes.label,
    level: branchTypes.level,
    color: branchTypes.color,
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

export const branchTypeStore = entityStore(branchTypes, {
  rules: branchTypeRules,
  defaults: withBranchTypeDefaults,
  hooks: { beforeWrite: uniqueInPool(branchTypes, branchTypes.name, 'name', NAME_TAKEN), beforeArchive: refuseArchiveInUse },
});
