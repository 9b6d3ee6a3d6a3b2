import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './database';

/** A drizzle query that can be prepared: a select, insert, update or delete builder. */
interface Preparable<R> {
  prepare(name: string): Prepared<R>;
}

interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A query whose SQL drizzle builds once per process instead of on every call: under load, building
 * the SQL text of a signed-in call's reads was the largest share of the process's own work (walking
 * the builder's parts, quoting every column). `build` writes the query with `sql.placeholder(name)`
 * for its values; the first call prepares it (drizzle's `.prepare()`, text, parameters and row
 * mapping fixed) and every call runs that on its own transaction's connection with its values.
 * The statement goes unnamed from here, so the process's statement names (ADR 0248) still decide
 * whether the server keeps it prepared. One prepared query is kept per driver (PostgreSQL, PGlite).
 *
 * Only for a query whose text does not depend on the values: a condition present or absent, a list
 * of ids as `in (...)` or a sort chosen by the caller must stay a query built per call, or be
 * told apart by `builtPerShape`.
 */
export function builtOnce<R, V extends Record<string, unknown> = Record<string, unknown>>(
  build: (tx: Tx) => Preparable<R>,
): (tx: Tx, values: V) => Promise<R> {
  const prepared = new Map<unknown, Prepared<R>>();
  return (tx, values) => {
    const session = tx._.session as unknown as { client: unknown };
    let template = prepared.get(session.constructor);
    if (!template) {
      // an empty name: drizzle and node-postgres send it unnamed
      template = build(tx).prepare('');
      prepared.set(session.constructor, template);
    }
    // drizzle's prepared query runs on the connection it holds as `client`: this transaction's
    const onThisTransaction = Object.create(template) as Prepared<R> & { client: unknown };
    onThisTransaction.client = session.client;
    return onThisTransaction.execute(values);
  };
}

/** How many shapes of one query `builtPerShape` keeps prepared (the ones used last). */
const SHAPES_KEPT = 128;

/**
 * A query whose text depends on a few choices of the call but not on its values, such as a list
 * page's sort, its field columns and whether the caller's personal filter applies: one `builtOnce`
 * query per shape. The caller names the shape in a string that holds every choice the text depends
 * on, and `build` writes that shape with placeholders for the values; the first call of a shape
 * builds it, the others run it with their values. The `kept` shapes used last stay prepared, so a
 * process that meets many shapes (every pool its own field columns) stays bounded.
 */
export function builtPerShape<R, V extends Record<string, unknown> = Record<string, unknown>>(kept = SHAPES_KEPT) {
  const shapes = new Map<string, (tx: Tx, values: V) => Promise<R>>();
  return (tx: Tx, shape: string, build: (tx: Tx) => Preparable<R>, values: V): Promise<R> => {
    let run = shapes.get(shape);
    if (run) shapes.delete(shape);
    else {
      run = builtOnce<R, V>(build);
      if (shapes.size >= kept) shapes.delete(shapes.keys().next().value as string);
    }
    // the newest last: the first in the map is the one used longest ago
    shapes.set(shape, run);
    return run(tx, values);
  };
}

const dialect = new PgDialect();

/** The session of a transaction as far as preparing a raw query needs it. */
interface Session {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, isResponseInArrayMode: boolean): unknown;
}

/**
 * A raw SQL query (what `rowsOf` runs) as a query `builtOnce` and `builtPerShape` prepare: it answers
 * its rows as `rowsOf` does, each driver's own values (dates and instants as text on the server).
 */
export function preparableSql<T>(tx: Tx, query: SQL): Preparable<{ rows: T[] }> {
  return {
    prepare: (name) =>
      (tx._.session as unknown as Session).prepareQuery(dialect.sqlToQuery(query), undefined, name, false) as Prepared<{ rows: T[] }>,
  };
}
