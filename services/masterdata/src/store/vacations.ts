import { sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branches, periods, vacations } from '../db/schema';
import { endNotBeforeStart } from '../domain/validation/date-range';
import { entityStore, type ApiRecord } from './entity-store';
import { idsOf, refuseUnknownIds } from './known-ids';
import { onOrAfter, onOrBefore, positiveIds } from './list-filters';
import { branchListFilter, branchListInScope, branchListWriteScope, inValues, isTrueFlag, type ListDefinition, outer } from './list-query';

const inPeriod = (values: string[]) => {
  const [id] = positiveIds(values.slice(0, 1));
  if (id === undefined) return undefined;
  return sql`exists (select 1 from ${periods} p where p.id = ${id} and p.start_date <= ${outer(vacations.endDate)} and p.end_date >= ${outer(vacations.startDate)})`;
};

export const vacationList: ListDefinition = {
  table: vacations,
  fields: {
    id: vacations.id,
    name: vacations.name,
    region: vacations.region,
    type: vacations.type,
    start_date: vacations.startDate,
    end_date: vacations.endDate,
    branch_ids: vacations.branchIds,
    plannable: vacations.plannable,
    archived: sql<boolean>`${vacations.archivedAt} is not null`,
  },
  sortable: {
    name: sql`lower(${vacations.name})`,
    region: vacations.region,
    type: vacations.type,
    start_date: vacations.startDate,
    end_date: vacations.endDate,
    plannable: vacations.plannable,
  },
  defaultSort: { column: 'start_date', order: 'asc' },
  filters: {
    region: inValues(vacations.region),
    type: inValues(vacations.type),
    // a vacation is in the chosen period when the two ranges overlap
    from: onOrAfter(vacations.endDate),
    to: onOrBefore(vacations.startDate),
    // a vacation without branches holds for every branch of its region
    branch: branchListFilter(vacations.branchIds),
    // the vacations within a period (a schedule's period): the ranges overlap
    period_id: inPeriod,
    plannable: isTrueFlag(vacations.plannable),
  },
  search: [vacations.name],
  scope: branchListInScope(vacations.branchIds),
  writeScope: branchListWriteScope(vacations.branchIds),
};

/** Every branch a vacation names must be a branch of the pool. */
const refuseUnknownBranches = (tx: Tx, poolId: number, record: ApiRecord) =>
  refuseUnknownIds(tx, branches, poolId, idsOf(record.branch_ids), 'branch_ids', 'Branches');

export const vacationStore = entityStore(vacations, { rules: endNotBeforeStart, hooks: { beforeWrite: refuseUnknownBranches } });
