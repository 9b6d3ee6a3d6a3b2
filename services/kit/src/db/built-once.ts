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
 * of ids as `in (...)` or a sort chosen by the caller must stay a query built per call.
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
