import { and, eq, ne, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { periods } from '../db/schema';
import { PERIOD_MESSAGES, periodRules } from '../domain/periods/period-input';
import { entityStore, type ApiRecord } from './entity-store';
import { isTrueFlag, type ListDefinition } from './list-query';
import { isInUse, PERIOD_USAGE, refuseArchiveWhileInUse, type UsageCheck } from './usage-checks';

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
  sortable: {
    name: sql`lower(${periods.name})`,
    start_date: periods.startDate,
    end_date: periods.endDate,
    active: periods.active,
    current: periods.current,
  },
  defaultSort: { column: 'start_date', order: 'desc' },
  filters: { active: isTrueFlag(periods.active), current: isTrueFlag(periods.current) },
  search: [periods.name],
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
  if (record.current === true)
    await tx
      .update(periods)
      .set({ current: false })
      .where(and(eq(periods.poolId, poolId), eq(periods.id, record.id as number)));
}

/** What makes a period: its name and dates. Active and current stay switchable while it is used. */
const DEFINING_FIELDS = ['name', 'start_date', 'end_date'] as const;

/**
 * MD-PERIOD-02: a period in use is not editable, nor removable (spec 001 section 8: an entity
 * with relations cannot be edited or removed). The checks come in as a list so other uses
 * (requests) join them.
 */
export function periodStoreWith(usage: readonly UsageCheck[]) {
  const refuseEditInUse = async (tx: Tx, poolId: number, record: ApiRecord, id: number) => {
    const [existing] = await tx
      .select()
      .from(periods)
      .where(and(eq(periods.poolId, poolId), eq(periods.id, id)));
    const before: Record<string, unknown> = { name: existing?.name, start_date: existing?.startDate, end_date: existing?.endDate };
    const changed = DEFINING_FIELDS.filter((f) => record[f] !== before[f]);
    if (changed.length && (await isInUse(tx, poolId, id, usage)))
      throw unprocessable(Object.fromEntries(changed.map((f) => [f, [PERIOD_MESSAGES.inUseEdit]])));
  };
  return entityStore(periods, {
    rules: periodRules,
    hooks: {
      beforeWrite: async (tx, poolId, record, id) => {
        if (id !== null) await refuseEditInUse(tx, poolId, record, id);
        await moveCurrentFlag(tx, poolId, record, id);
      },
      beforeArchive: async (tx, poolId, record) => {
        await refuseArchiveWhileInUse(usage, PERIOD_MESSAGES.inUseRemove)(tx, poolId, record);
        await dropCurrentOnArchive(tx, poolId, record);
      },
    },
  });
}

export const periodStore = periodStoreWith(PERIOD_USAGE);
