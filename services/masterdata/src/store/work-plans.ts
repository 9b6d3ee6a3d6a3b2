import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { WorkPlanMessages } from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, periods, persons, workPlanDefinitions, workPlans } from '../db/schema';
import { definitionAt, startFromDefinition } from './work-plan-definitions';
import { checkWorkPlan } from './work-plan-rows';
import type { FieldErrors } from '../domain/validation/field-schemas';
import { entityStore, type ApiRecord } from './entity-store';
import { isLiveInPool } from './known-ids';
import { lockPerson } from './person-rows';
import { branchInScope, branchWriteScope, inIds, outer, type ListDefinition } from './list-query';

const branchNameOf = (branchId: PgColumn) =>
  sql<string>`(select ${branches.name} from ${branches} where ${branches.id} = ${outer(branchId)})`;
const periodNameOf = (periodId: PgColumn) => sql<string>`(select ${periods.name} from ${periods} where ${periods.id} = ${outer(periodId)})`;
const periodStartOf = (periodId: PgColumn) => sql`(select ${periods.startDate} from ${periods} where ${periods.id} = ${outer(periodId)})`;

const personName = sql<string>`(select concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName}) from ${persons} where ${persons.id} = ${outer(workPlans.personId)})`;
const personSort = sql`(select lower(${persons.lastName} || ' ' || ${persons.firstName}) from ${persons} where ${persons.id} = ${outer(workPlans.personId)})`;
const planBranch = branchNameOf(workPlans.branchId);
const planPeriod = periodNameOf(workPlans.periodId);
// the norm of the work plan policy at the plan's branch and period (ADR 0109)
const definitionHours = sql<number | null>`(select d.hours::float8 from ${workPlanDefinitions} d
  where d.pool_id = ${outer(workPlans.poolId)} and d.branch_id = ${outer(workPlans.branchId)}
  and d.period_id = ${outer(workPlans.periodId)} and d.archived_at is null)`;
const hoursDifference = sql<number | null>`(${workPlans.hours}::float8 - ${definitionHours})`;

/** The work plans list (MD-GEN-03): every person's plans; the person popup's tab shows the same rows of one person. */
export const workPlanList: ListDefinition = {
  table: workPlans,
  // the personal filter: a profile bound to a branch sees the plans at its subtree
  scope: branchInScope(workPlans.branchId, false),
  writeScope: branchWriteScope(workPlans.branchId),
  fields: {
    id: workPlans.id,
    person_id: workPlans.personId,
    person_name: personName,
    branch_id: workPlans.branchId,
    branch_name: planBranch,
    period_id: workPlans.periodId,
    period_name: planPeriod,
    hours: workPlans.hours,
    definition_hours: definitionHours,
    hours_difference: hoursDifference,
    description: workPlans.description,
    bapo: workPlans.bapo,
    sustainable_employability: workPlans.sustainableEmployability,
    archived: sql<boolean>`${workPlans.archivedAt} is not null`,
  },
  sortable: {
    person_name: personSort,
    branch_name: sql`lower(${planBranch})`,
    period_name: periodStartOf(workPlans.periodId),
    hours: workPlans.hours,
    definition_hours: definitionHours,
    hours_difference: hoursDifference,
    bapo: workPlans.bapo,
    sustainable_employability: workPlans.sustainableEmployability,
    description: sql`lower(${workPlans.description})`,
  },
  defaultSort: { column: 'person_name', order: 'asc' },
  filters: {
    person: inIds(workPlans.personId),
    branch: inIds(workPlans.branchId),
    period: inIds(workPlans.periodId),
  },
  // the search box looks for the person's name
  search: [personName],
};

/**
 * The person tab's rules, with the person locked (ADR 0101): a new plan starts from the definition,
 * the branch and period are live, one live plan a person, branch and period; the person is a live
 * person of the pool.
 */
async function checkPlan(tx: Tx, poolId: number, record: ApiRecord, id: number | null) {
  const personId = record.person_id as number;
  if (!(await isLiveInPool(tx, persons, poolId, personId))) throw unprocessable({ person_id: ['The selected Person is invalid.'] });
  await lockPerson(tx, poolId, personId);
  // a create is written from the record: the definition fills it; a change keeps what it leaves out
  if (id === null)
    Object.assign(record, await startFromDefinition(tx, poolId, record as ApiRecord & { branch_id: number; period_id: number }));
  await checkWorkPlan(tx, poolId, personId, record as { branch_id: number; period_id: number }, id);
}

export const workPlanStore = entityStore(workPlans, {
  hooks: {
    beforeWrite: checkPlan,
    // a restored plan counts for the one-plan rule again
    beforeUnarchive: (tx, poolId, record) => checkPlan(tx, poolId, record, record.id as number),
  },
});

const definitionBranch = branchNameOf(workPlanDefinitions.branchId);
const definitionPeriod = periodNameOf(workPlanDefinitions.periodId);
const planCount = sql<number>`(select count(*)::int from ${workPlans} w where w.pool_id = ${outer(workPlanDefinitions.poolId)}
  and w.branch_id = ${outer(workPlanDefinitions.branchId)} and w.period_id = ${outer(workPlanDefinitions.periodId)} and w.archived_at is null)`;

/** The work plan definitions list (the work plan policy, ADR 0109). */
export const workPlanDefinitionList: ListDefinition = {
  table: workPlanDefinitions,
  // the personal filter: a profile bound to a branch sees the definitions of its subtree
  scope: branchInScope(workPlanDefinitions.branchId, false),
  writeScope: branchWriteScope(workPlanDefinitions.branchId),
  fields: {
    id: workPlanDefinitions.id,
    branch_id: workPlanDefinitions.branchId,
    branch_name: definitionBranch,
    period_id: workPlanDefinitions.periodId,
    period_name: definitionPeriod,
    hours: workPlanDefinitions.hours,
    description: workPlanDefinitions.description,
    bapo: workPlanDefinitions.bapo,
    sustainable_employability: workPlanDefinitions.sustainableEmployability,
    work_plan_count: planCount,
    archived: sql<boolean>`${workPlanDefinitions.archivedAt} is not null`,
  },
  sortable: {
    branch_name: sql`lower(${definitionBranch})`,
    period_name: periodStartOf(workPlanDefinitions.periodId),
    hours: workPlanDefinitions.hours,
    bapo: workPlanDefinitions.bapo,
    sustainable_employability: workPlanDefinitions.sustainableEmployability,
    description: sql`lower(${workPlanDefinitions.description})`,
    work_plan_count: planCount,
  },
  defaultSort: { column: 'branch_name', order: 'asc' },
  filters: { branch: inIds(workPlanDefinitions.branchId), period: inIds(workPlanDefinitions.periodId) },
  search: [definitionBranch, workPlanDefinitions.description],
};

/** The branch and period are live records of the pool, and a branch has one live definition a period. */
async function checkDefinition(tx: Tx, poolId: number, record: ApiRecord, id: number | null) {
  const errors: FieldErrors = {};
  const branchId = record.branch_id as number;
  const periodId = record.period_id as number;
  if (!(await isLiveInPool(tx, branches, poolId, branchId))) errors.branch_id = ['The selected Branch is invalid.'];
  if (!(await isLiveInPool(tx, periods, poolId, periodId))) errors.period_id = ['The selected Period is invalid.'];
  if (!Object.keys(errors).length) {
    // two definitions written at once for one branch: the partial unique index refuses the second
    const same = await definitionAt(tx, poolId, branchId, periodId);
    if (same && same.id !== id) errors.period_id = [WorkPlanMessages.definitionTaken];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

export const workPlanDefinitionStore = entityStore(workPlanDefinitions, {
  hooks: {
    beforeWrite: checkDefinition,
    beforeUnarchive: (tx, poolId, record) => checkDefinition(tx, poolId, record, record.id as number),
  },
});
