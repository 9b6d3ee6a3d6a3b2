import { sql } from 'drizzle-orm';
import { contracts, policies } from '../db/schema';
import { CODE_TAKEN } from '../domain/contract-types/contract-type-input';
import { POLICY_IN_USE } from '../domain/policies/policy-input';
import { entityStore } from './entity-store';
import { inValues, type ListDefinition } from './list-query';
import { uniqueInPool } from './unique-in-pool';
import { referencedBy, refuseArchiveWhileInUse } from './usage-checks';

export const policyList: ListDefinition = {
  table: policies,
  fields: {
    id: policies.id,
    name: policies.name,
    code: policies.code,
    type: policies.type,
    chain_by_end_date: policies.chainByEndDate,
    archived: sql<boolean>`${policies.archivedAt} is not null`,
  },
  sortable: {
    name: sql`lower(${policies.name})`,
    code: sql`lower(${policies.code})`,
    type: policies.type,
    chain_by_end_date: policies.chainByEndDate,
  },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { type: inValues(policies.type) },
  search: [policies.name, policies.code],
};

export const policyStore = entityStore(policies, {
  hooks: {
    beforeWrite: uniqueInPool(policies, policies.code, 'code', CODE_TAKEN),
    beforeArchive: refuseArchiveWhileInUse([referencedBy(contracts, contracts.policyId)], POLICY_IN_USE),
  },
});
