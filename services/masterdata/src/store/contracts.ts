import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, contracts, contractTypes, persons, policies } from '../db/schema';
import { refuseContractWhereNotAllowed } from './branch-type-allowances';
import { contractRules, exceedsContractLimit, minMaxRules, TOO_MANY_CONTRACTS } from '../domain/contracts/contract-rules';
import type { FieldErrors } from '../domain/validation/field-schemas';
import { entityStore, type ApiRecord } from './entity-store';
import { isLiveInPool } from './known-ids';
import { onOrAfter, onOrBefore } from './list-filters';
import { branchInScope, branchWriteScope, inIds, type ListDefinition, outer } from './list-query';

const nameOf = (table: typeof branches | typeof contractTypes | typeof policies, id: PgColumn) =>
  sql<string>`(select ${table.name} from ${table} where ${table.id} = ${outer(id)})`;
const personName = sql<string>`(select concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName}) from ${persons} where ${persons.id} = ${outer(contracts.personId)})`;
const personSort = sql`(select lower(${persons.lastName} || ' ' || ${persons.firstName}) from ${persons} where ${persons.id} = ${outer(contracts.personId)})`;
const branchName = nameOf(branches, contracts.branchId);
const typeName = nameOf(contractTypes, contracts.contractTypeId);
const policyName = nameOf(policies, contracts.policyId);

/** The contract list; the person popup's Contracts tab is the same list filtered on one person. */
export const contractList: ListDefinition = {
  table: contracts,
  // the personal filter: a profile bound to a branch sees the contracts of its subtree
  scope: branchInScope(contracts.branchId, false),
  writeScope: branchWriteScope(contracts.branchId),
  fields: {
    id: contracts.id,
    person_id: contracts.personId,
    person_name: personName,
    contract_type_id: contracts.contractTypeId,
    contract_type_name: typeName,
    branch_id: contracts.branchId,
    branch_name: branchName,
    parent_id: contracts.parentId,
    start_date: contracts.startDate,
    end_date: contracts.endDate,
    hours: contracts.hours,
    wtf: contracts.wtf,
    policy_id: contracts.policyId,
    policy_name: policyName,
    is_imported: contracts.isImported,
    archived: sql<boolean>`${contracts.archivedAt} is not null`,
  },
  sortable: {
    person_name: personSort,
    contract_type_name: sql`lower(${typeName})`,
    branch_name: sql`lower(${branchName})`,
    start_date: contracts.startDate,
    end_date: contracts.endDate,
    hours: contracts.hours,
    wtf: contracts.wtf,
    policy_name: sql`lower(${policyName})`,
    is_imported: contracts.isImported,
  },
  defaultSort: { column: 'start_date', order: 'desc' },
  filters: {
    person: inIds(contracts.personId),
    contract_type: inIds(contracts.contractTypeId),
    branch: inIds(contracts.branchId),
    policy: inIds(contracts.policyId),
    // a contract is in the chosen period when the two ranges overlap
    from: onOrAfter(contracts.endDate),
    to: onOrBefore(contracts.startDate),
  },
  search: [personName, branchName, contracts.functionCode, contracts.requestCode],
};

/**
 * At most 6 main contracts per person (spec 001 sections 5 and 9). The person's row is locked
 * first, so two contracts written at once for one person are counted one after the other.
 */
async function refuseSeventhContract(tx: Tx, poolId: number, personId: number, exceptId: number | null) {
  await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.poolId, poolId), eq(persons.id, personId)))
    .for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(
      and(
        eq(contracts.poolId, poolId),
        eq(contracts.personId, personId),
        isNull(contracts.parentId),
        isNull(contracts.archivedAt),
        exceptId === null ? undefined : ne(contracts.id, exceptId),
      ),
    );
  if (exceedsContractLimit(row?.n ?? 0)) throw unprocessable({ _: [TOO_MANY_CONTRACTS] });
}

/** Every reference names a live record of the pool; a subcontract hangs under a main contract of the same person. */
async function checkReferences(tx: Tx, poolId: number, record: ApiRecord, id: number | null) {
  const errors: FieldErrors = {};
  const live = async (table: Parameters<typeof isLiveInPool>[1], field: string, label: string) => {
    const value = record[field];
    if (typeof value === 'number' && !(await isLiveInPool(tx, table, poolId, value))) errors[field] = [`The selected ${label} is invalid.`];
  };
  await live(persons, 'person_id', 'Person');
  await live(contractTypes, 'contract_type_id', 'Contract type');
  await live(branches, 'branch_id', 'Branch');
  await live(branches, 'base_branch_id', 'Base branch');
  await live(policies, 'policy_id', 'Policy');
  if (typeof record.parent_id === 'number') {
    const [parent] = await tx
      .select({ personId: contracts.personId, parentId: contracts.parentId })
      .from(contracts)
      .where(and(eq(contracts.poolId, poolId), eq(contracts.id, record.parent_id), isNull(contracts.archivedAt)));
    if (!parent || parent.personId !== record.person_id || parent.parentId !== null)
      errors.parent_id = ['The selected Main contract is invalid.'];
  }
  if (!errors.contract_type_id) {
    const [type] = await tx
      .select({ minMax: contractTypes.minMax })
      .from(contractTypes)
      .where(eq(contractTypes.id, record.contract_type_id as number));
    if (type?.minMax) Object.assign(errors, minMaxRules(record));
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  // the branch's type allows (sub)contracts (ADR 0110)
  await refuseContractWhereNotAllowed(tx, poolId, record);
  if (record.parent_id == null && !record.archived) await refuseSeventhContract(tx, poolId, record.person_id as number, id);
}

export const contractStore = entityStore(contracts, {
  rules: contractRules,
  hooks: {
    beforeWrite: checkReferences,
    // an unarchived contract counts again
    beforeUnarchive: (tx, poolId, record) =>
      record.parent_id == null ? refuseSeventhContract(tx, poolId, record.person_id as number, record.id as number) : Promise.resolve(),
  },
});
