import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@app/service-kit';
import { persons } from '../db/schema';

/** A table of a person's rows: every one has the pool, its own id and the person. */
export type PersonRowTable = PgTable & { id: PgColumn; poolId: PgColumn; personId: PgColumn };

/**
 * How one person row tab reads and writes its table (saving goals, work plans, scores; ADR 0101).
 * `check` runs in the write's transaction with the person locked, so two saves cannot both pass a
 * rule that reads the other rows; it throws 422 itself.
 */
export interface PersonRowKind<Input, Row> {
  table: PersonRowTable;
  /** the person's rows as the tab shows them */
  list(tx: Tx, poolId: number, personId: number): Promise<Row[]>;
  /** the table's values of an input (without pool, person, id) */
  values(input: Input, writer: { username: string }): Record<string, unknown>;
  check?(tx: Tx, poolId: number, personId: number, input: Input, id: number | null): Promise<void>;
  /** fills what the input leaves to the data (a work plan's hours from its definition), before `check`; may throw 422 */
  prepare?(tx: Tx, poolId: number, input: Input): Promise<Input>;
}

const ofPerson = (table: PersonRowTable, poolId: number, personId: number, id?: number): SQL =>
  and(eq(table.poolId, poolId), eq(table.personId, personId), id === undefined ? undefined : eq(table.id, id))!;

/** Locks the person's row for the rest of the transaction, so rules over their rows run one after the other. */
export async function lockPerson(tx: Tx, poolId: number, personId: number) {
  await tx.execute(sql`select 1 from ${persons} where pool_id = ${poolId} and id = ${personId} for update`);
}

/** Inserts a person's row of the kind from its checked input. */
export async function insertPersonRow<I, R>(
  tx: Tx,
  kind: PersonRowKind<I, R>,
  poolId: number,
  personId: number,
  input: I,
  writer: { username: string },
) {
  await tx.insert(kind.table).values({ poolId, personId, ...kind.values(input, writer) } as never);
}

/** Writes a person's row of the kind from its checked input; false when the person has no such row. */
export async function updatePersonRow<I, R>(
  tx: Tx,
  kind: PersonRowKind<I, R>,
  poolId: number,
  personId: number,
  id: number,
  input: I,
  writer: { username: string },
) {
  const changed = await tx
    .update(kind.table)
    .set(kind.values(input, writer) as never)
    .where(ofPerson(kind.table, poolId, personId, id))
    .returning({ id: kind.table.id });
  return changed.length > 0;
}

/** Deletes a person's row of the kind; false when the person has no such row. */
export async function deletePersonRow<I, R>(tx: Tx, kind: PersonRowKind<I, R>, poolId: number, personId: number, id: number) {
  const gone = await tx
    .delete(kind.table)
    .where(ofPerson(kind.table, poolId, personId, id))
    .returning({ id: kind.table.id });
  return gone.length > 0;
}
