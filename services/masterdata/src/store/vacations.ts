import { and, eq, inArray, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, vacations } from '../db/schema';
import { endNotBeforeStart } from '../domain/validation/date-range';
import { entityStore, type ApiRecord } from './entity-store';
import { inValues, type ListDefinition } from './list-query';

const validDay = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

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
    archived: sql<boolean>`${vacations.archivedAt} is not null`,
  },
  sortable: { name: sql`lower(${vacations.name})`, region: vacations.region, type: vacations.type, start_date: vacations.startDate, end_date: vacations.endDate },
  defaultSort: { column: 'start_date', order: 'asc' },
  filters: {
    region: inValues(vacations.region),
    type: inValues(vacations.type),
    // a vacation is in the chosen period when the two ranges overlap
    from: ([v]) => (validDay(v) ? sql`${vacations.endDate} >= ${validDay(v)}` : undefined),
    to: ([v]) => (validDay(v) ? sql`${vacations.startDate} <= ${validDay(v)}` : undefined),
    // a vacation without branches holds for every branch of its region
    branch: (values) => {
      const ids = values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
      return ids.length ? sql`(cardinality(${vacations.branchIds}) = 0 or ${vacations.branchIds} && ${sql.raw(`array[${ids.join(',')}]::integer[]`)})` : undefined;
    },
  },
  search: [vacations.name],
  csv: [
    { value: 'name', title: { nl: 'Naam', en: 'Name' } },
    { value: 'region', title: { nl: 'Regio', en: 'Region' } },
    { value: 'type', title: { nl: 'Soort', en: 'Type' } },
    { value: 'start_date', title: { nl: 'Begindatum', en: 'Start date' } },
    { value: 'end_date', title: { nl: 'Einddatum', en: 'End date' } },
  ],
};

/** Every branch a vacation names must be a branch of the pool. */
async function refuseUnknownBranches(tx: Tx, poolId: number, record: ApiRecord) {
  const ids = (record.branch_ids as number[] | undefined) ?? [];
  if (!ids.length) return;
  const found = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.poolId, poolId), inArray(branches.id, ids)));
  if (found.length !== ids.length) throw unprocessable({ branch_ids: ['The selected Branches are invalid.'] });
}

export const vacationStore = entityStore(vacations, { rules: endNotBeforeStart, hooks: { beforeWrite: refuseUnknownBranches } });
