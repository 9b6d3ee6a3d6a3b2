import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { createStatementNames, type StatementNames } from './statement-names';

const { serialize } = protocol;

/** What an embedded database holds of the statements it was sent by name: each name's parameter types. */
interface PgliteStatements {
  names: StatementNames;
  types: Map<string, number[]>;
}

/** PGlite is one session: the names a statement got, and what its Parse described, belong to the instance. */
const statementsOf = new WeakMap<PGlite, PgliteStatements>();

/** The messages of one round into PGlite as one buffer: it runs them all before it answers. */
const joined = (...messages: Uint8Array[]) => Buffer.concat(messages);

/** A value as the text PGlite's own `query` sends for a parameter of type `oid`. */
function textOf(pglite: PGlite, value: unknown, oid: number | undefined, options: QueryOptions | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = oid === undefined ? undefined : (options?.serializers?.[oid] ?? pglite.serializers[oid]);
  return serializer ? serializer(value) : String(value);
}

/**
 * The parsers a query's rows are parsed with: the query's own, then PGlite's through the prototype.
 * drizzle hands each execution parsers of its own, and a copy of PGlite's 318 per statement was a
 * tenth of a millisecond: a tenth of a service test file's CPU.
 */
function parsersOf(pglite: PGlite, options: QueryOptions | undefined): PGlite['parsers'] {
  const own = options?.parsers;
  return own ? Object.assign(Object.create(pglite.parsers) as PGlite['parsers'], own) : pglite.parsers;
}

/**
 * Runs `text` as the statement `name`: parsed and described once in the instance (the first call),
 * then only bound and executed, in one call into PGlite's WebAssembly, answered as `query` answers.
 * A statement whose Parse fails is not kept; one that fails later stays, as on a server.
 */
async function runNamed<T>(
  pglite: PGlite,
  statements: PgliteStatements,
  name: string,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  // the lock of PGlite's own statements: no other one runs into the instance meanwhile
  return pglite.runExclusive(async () => {
    try {
      let types = statements.types.get(name);
      if (!types) {
        const described = await pglite.execProtocolStream(
          joined(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
          { syncToFs: false },
        );
        types = parse.parseDescribeStatementResults(described);
        statements.types.set(name, types);
      }
      const values = params.map((value, i) => textOf(pglite, value, types[i], options));
      const answered = await pglite.execProtocolStream(
        joined(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()),
        { syncToFs: false },
      );
      // PGlite's own parse would spread its every parser under the query's on every call
      return parse.parseResults(answered, parsersOf(pglite, options), { rowMode: options?.rowMode })[0] as Results<T>;
    } catch (error) {
      // what PGlite's own query tells about a failed statement
      throw Object.assign(error as object, { query: text, params });
    }
  });
}

/**
 * Named statements on an embedded PGlite, as on a server (ADR 0248): PGlite's `query` sends every
 * statement unnamed, so it parsed, analysed and planned each one on every call, and a list page's
 * statements were most of what the call cost. A text the process sends again and again (named by
 * `StatementNames` on its second sighting, at most `kept`) is parsed once in the instance and from
 * then on only bound and executed; PostgreSQL's plan cache keeps its plan as a server's does,
 * planned again when the role or row-level security it was planned under differ from the running
 * transaction's, or its tables changed. The permissions and the policies' settings are read when it
 * runs, so each transaction still sees what its own role and `app.pool_id` allow.
 *
 * The answer wraps a PGlite transaction as drizzle's session uses it: `query` of a named text goes
 * by name, everything else passes as is. Only inside a transaction of `pglite` (which holds its
 * transaction lock, so nothing else runs on the one session meanwhile).
 */
export function namingPgliteStatements(pglite: PGlite, tx: Transaction, kept: number): Transaction {
  let statements = statementsOf.get(pglite);
  if (!statements) statementsOf.set(pglite, (statements = { names: createStatementNames(kept), types: new Map() }));
  const held = statements;
  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const name = held.names.nameOf(text);
    return name ? runNamed<T>(pglite, held, name, text, params, options) : tx.query<T>(text, params, options);
  };
  return new Proxy(tx, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key, target)) });
}
