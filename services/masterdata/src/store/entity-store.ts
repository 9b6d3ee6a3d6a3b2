import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { unprocessable, type Tx } from '@app/service-kit';
import type { FieldErrors } from '../domain/validation/field-schemas';
import type { TenantTable } from './list-query';

/** A record as the API shows it: the spec's snake_case names (the column names), no pool_id. */
export type ApiRecord = Record<string, unknown>;

/**
 * The API speaks the spec's field names, which are the columns' SQL names; mapping through drizzle's
 * column list keeps one source of truth instead of a hand-written mapper per entity.
 */
export function toApiRecord(table: PgTable, row: Record<string, unknown>): ApiRecord {
  const out: ApiRecord = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (column.name === 'pool_id') continue;
    out[column.name] = row[property];
  }
  if ('archived_at' in out) out.archived = out.archived_at !== null;
  return out;
}

function toRowValues(table: PgTable, record: ApiRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (column.name in record && !['id', 'pool_id', 'archived_at', 'created_at'].includes(column.name))
      values[property] = record[column.name];
  }
  return values;
}

/** Rules that need the data (limits, uniqueness): run inside the write's transaction; throw 422. */
export interface EntityHooks {
  beforeWrite?(tx: Tx, poolId: number, record: ApiRecord, id: number | null): Promise<void>;
  beforeArchive?(tx: Tx, poolId: number, record: ApiRecord): Promise<void>;
  beforeUnarchive?(tx: Tx, poolId: number, record: ApiRecord): Promise<void>;
}

/** Runs inside a create's or update's transaction on the written row; throwing undoes the write. */
export type AfterWrite = (tx: Tx, id: number) => Promise<void>;

/** Pure cross-field rules (end after start) on the full record after a create or a patch. */
export type RecordRules = (record: ApiRecord) => FieldErrors;

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw unprocessable(errors);
};

/** One record of the pool, archived or not, on the caller's transaction. */
export async function findIn(tx: Tx, table: TenantTable, poolId: number, id: number): Promise<ApiRecord | null> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.poolId, poolId), eq(table.id, id)));
  return row ? toApiRecord(table, row as Record<string, unknown>) : null;
}

/**
 * Create, read, update, archive and unarchive for one pool-owned table. Every call runs on the
 * transaction its flow opened, scoped to the pool (RLS), and the hooks run inside it so nothing is
 * half-written. Archiving stamps archived_at instead of deleting: archived rows keep their history (LIST-07).
 */
export interface EntityStoreOptions {
  rules?: RecordRules;
  /** fills derived values of a new record (initials from the first name) */
  defaults?: (record: ApiRecord) => ApiRecord;
  hooks?: EntityHooks;
}

export function entityStore(table: TenantTable, { rules = () => ({}), defaults = (r) => r, hooks = {} }: EntityStoreOptions = {}) {
  const setArchived = async (tx: Tx, poolId: number, id: number, archivedAt: Date | null) => {
    const archive = archivedAt !== null;
    const existing = await findIn(tx, table, poolId, id);
    if (!existing) return null;
    if (archive && !existing.archived) await hooks.beforeArchive?.(tx, poolId, existing);
    if (!archive && existing.archived) await hooks.beforeUnarchive?.(tx, poolId, existing);
    // an already archived row keeps its first archive time
    if (archive === existing.archived) return existing;
    const [row] = await tx
      .update(table as PgTable)
      .set({ archivedAt } as Record<string, unknown>)
      .where(and(eq(table.poolId, poolId), eq(table.id, id)))
      .returning();
    return toApiRecord(table, row as Record<string, unknown>);
  };

  return {
    find: (tx: Tx, poolId: number, id: number) => findIn(tx, table, poolId, id),

    create: async (tx: Tx, poolId: number, input: ApiRecord, afterWrite?: AfterWrite) => {
      const record = defaults(input);
      throwIfAny(rules(record));
      await hooks.beforeWrite?.(tx, poolId, record, null);
      const [row] = await tx
        .insert(table as PgTable)
        .values({ ...toRowValues(table, record), poolId } as Record<string, unknown>)
        .returning();
      const created = toApiRecord(table, row as Record<string, unknown>);
      await afterWrite?.(tx, created.id as number);
      return created;
    },

    /** A patch: fields left out stay as they are (disabled fields are not sent, FORM-04). */
    update: async (tx: Tx, poolId: number, id: number, patch: ApiRecord, afterWrite?: AfterWrite) => {
      const existing = await findIn(tx, table, poolId, id);
      if (!existing) return null;
      const merged = { ...existing, ...patch };
      throwIfAny(rules(merged));
      await hooks.beforeWrite?.(tx, poolId, merged, id);
      const values = toRowValues(table, patch);
      if (!Object.keys(values).length) return findIn(tx, table, poolId, id);
      const [row] = await tx
        .update(table as PgTable)
        .set(values)
        .where(and(eq(table.poolId, poolId), eq(table.id, id)))
        .returning();
      await afterWrite?.(tx, id);
      return toApiRecord(table, row as Record<string, unknown>);
    },

    /** `at` comes from the injected clock */
    archive: (tx: Tx, poolId: number, id: number, at: Date) => setArchived(tx, poolId, id, at),
    unarchive: (tx: Tx, poolId: number, id: number) => setArchived(tx, poolId, id, null),
  };
}

export type EntityStore = ReturnType<typeof entityStore>;
