import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { periods } from '../db/schema';
import { periodRules } from '../domain/periods/period-input';
import { entityStore, type ApiRecord } from './entity-store';
import { isTrueFlag, type ListDefinition } from './list-query';

export const periodList: ListDefinition = {
  table: periods,
  fields: {
    id: periods.id,
    name: periods.name,
    start_date: periods.startDate,
    end_date: periods.endDate,
    active: periods.active,
    current: periods.current,
    archived: sql<boolean>`${periods.archivedAt} is not null`,
  },
  sortable: { name: sql`lower(${periods.name})`, start_date: periods.startDate, end_date: periods.endDate, active: periods.active, current: periods.current },
  defaultSort: { column: 'start_date', order: 'desc' },
  filters: { active: isTrueFlag(periods.active), current: isTrueFlag(periods.current) },
  search: [periods.name],
  csv: [
    { value: 'name', title: { nl: 'Naam', en: 'Name' } },
    { value: 'start_date', title: { nl: 'Begindatum', en: 'Start date' } },
    { value: 'end_date', title: { nl: 'Einddatum', en: 'End date' } },
  ],
};

/**
 * Making a period current moves the flag: the previous current period stops being current in the
 * same transaction (the client makes 'the one flagged current' current, FILTER-17; refusing
 * would force two saves). The partial unique index backs this up.
 */
async function moveCurrentFlag(tx: Tx, poolId: number, record: ApiRecord, id: number | null) {
  if (record.current !== true) return;
  await tx
    .update(periods)
    .set({ current: false })
    .where(and(eq(periods.poolId, poolId), eq(periods.current, true), id === null ? undefined : ne(periods.id, id)));
}

/** An archived period cannot stay current. */
async function dropCurrentOnArchive(tx: Tx, poolId: number, record: ApiRecord) {
  if (record.current === true) await tx.update(periods).set({ current: false }).where(and(eq(periods.poolId, poolId), eq(periods.id, record.id as number)));
}

export const periodStore = entityStore(periods, { rules: periodRules, hooks: { beforeWrite: moveCurrentFlag, beforeArchive: dropCurrentOnArchive } });
