import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { namingPgliteStatements } from './pglite-statements';
import { ensureRuntimeRoles, hardenSchema, roleNames, type RoleNames } from './roles';
import { queriesOneAtATime } from './one-query-at-a-time';
import { createStatementNames, NAMED_STATEMENTS_KEPT, namingStatements, type StatementNames } from './statement-names';

/** Both drivers give the same query builder; services only see this type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  /** the owner's connection: migrations, seeds in tests, and what withSystem runs on */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the service whose runtime role withPool and withGlobal run as */
  service: string;
  /**
   * Runs `fn` in a transaction scoped to one pool: as the service's runtime role (not superuser, no
   * BYPASSRLS, owner of nothing) with `app.pool_id` set, so row-level security filters every tenant
   * table even where a query forgot its own filter, and grants keep the service to its own schema
   * and the other services' published views.
   */
  withPool<T>(poolId: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * `withPool` whose first read travels with the transaction's start: on a server one round trip
   * less (a list page's additional fields before its page). `first` goes as a simple query, its
   * values written into its text (escaped by drizzle), so it suits ids and constants, and it is
   * planned on every call; `fn` gets its rows as the driver parses them by default.
   */
  withPoolAndRead<R, T>(poolId: number, first: SQL, fn: (tx: Tx, firstRows: R[]) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` as the service's runtime role without a pool: tables without a pool (accounts, pools,
   * login attempts) answer per the grants; every tenant table shows nothing.
   */
  withGlobal<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in a transaction as the owner, past row-level security: only for migrations, seeds
   * and the cross-pool lookups login needs (docs/adr/0017 lists every use).
   */
  withSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Applies one service's drizzle-kit migrations to its own schema, then the least-privilege baseline. */
  migrate(service: { schema: string; migrationsFolder: string }): Promise<void>;
  /** The same database as another service's runtime role (the launcher hands each service its own). */
  forService(service: string): Database;
  /** The runtime and publisher role names of this database. */
  roles: RoleNames;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of the owner; without it an embedded PGlite is used */
  url?: string;
  /** PGlite data folder; omitted means in memory */
  dataDir?: string;
  /** an embedded database the caller opened (tests open one from a migrated snapshot); closed with the rest */
  pglite?: PGlite;
  /** prefix of the runtime roles (`<prefix>_<service>`); default 'invalpool' */
  rolePrefix?: string;
  /** password of the runtime login roles on a server (trust or peer authentication needs none) */
  appPassword?: string;
  /** the service whose runtime role withPool and withGlobal use; `forService` gives another's */
  service?: string;
  /** statements sent often go named (ADR 0248, on PGlite too); false sends every one unnamed */
  namedStatements?: boolean;
  /**
   * A query started on a transaction of withPool, withPoolAndRead or withGlobal while another of its
   * queries runs fails (ADR 0365); default: under jest (`NODE_ENV` test), where a test then shows it.
   */
  oneQueryAtATime?: boolean;
}

/** The URL a runtime role logs in with: the owner's server and database, the role's name and password. */
export function runtimeUrl(ownerUrl: string, role: string, password: string | undefined): string {
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = password ?? '';
  return url.toString();
}

interface Engine {
  kind: Database['kind'];
  owner: Db;
  /**
   * A transaction as the runtime role of the service with `app.pool_id` set to `poolId` (null: no
   * pool, so every tenant table shows nothing); the setting travels with the transaction's start.
   */
  asRole<T>(role: string, poolId: number | null, fn: (tx: Tx, firstRows: never[]) => Promise<T>, first?: SQL): Promise<T>;
  runMigrations(folder: string, schema: string): Promise<void>;
  /** runs `fn` while no other process of this database migrates (several pods start at once) */
  migrationLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;

/** Runs the calls of `lock` one after the other in this process, whatever each of them does. */
function oneAtATime(lock: Exclusive): Exclusive {
  let last: Promise<unknown> = Promise.resolve();
  return (fn) => {
    const run = last.then(() => lock(fn));
    last = run.catch(() => undefined);
    return run;
  };
}

/** The advisory lock every process takes around its migrations, the same in each; it ends with its connection. */
const MIGRATION_LOCK_KEY = "hashtext('invalpool.migrations')";

/**
 * A pool whose idle connection the server ends (a failover, a restart) reports it as an 'error' event,
 * which without a listener ends the process. The pool has dropped that connection already and opens a
 * new one for the next query; a query that was running gets its own error.
 */
function serverPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 5 });
  pool.on('error', () => undefined);
  return pool;
}

/** The value `app.pool_id` takes in a transaction: a pool's id, or empty for none (row-level security reads it). */
const poolSetting = (poolId: number | null) => (poolId === null ? '' : String(poolId));

const dialect = new PgDialect();

/**
 * A transaction on one connection of `pool` whose start and `app.pool_id` go to the server as one
 * simple query (`begin; select set_config(...)`): a round trip less on every call than drizzle's own
 * transaction followed by the setting. The setting is a validated integer or empty, so it is written
 * into the text. What `fn` gets is drizzle's transaction on that connection (savepoints included),
 * whose statements the process sends often go as named statements (`statement-names.ts`).
 */
async function poolTransaction<T>(
  pool: pg.Pool,
  names: StatementNames,
  guard: Guard,
  poolId: number | null,
  fn: (tx: Tx, firstRows: never[]) => Promise<T>,
  first: SQL | undefined,
): Promise<T> {
  const client = await pool.connect();
  const session = new NodePgSession(guard(namingStatements(client, names)), dialect, undefined);
  const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
  let broken: Error | undefined;
  try {
    const start = `begin; select set_config('app.pool_id', '${poolSetting(poolId)}', true)`;
    if (!first) await client.query(start);
    // the first read as the third statement of the same simple query: its rows are the third result
    const started = first
      ? ((await client.query(`${start}; ${dialect.sqlToQuery(first.inlineParams()).sql}`)) as unknown as pg.QueryResult[])
      : [];
    const result = await fn(tx, (started[2]?.rows ?? []) as never[]);
    await client.query('commit');
    return result;
  } catch (error) {
    // a connection that cannot even roll back is dropped, not handed to the next call
    await client.query('rollback').catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** What the transactions of withPool and withGlobal hand their session: the connection as is, or one query at a time. */
type Guard = <C extends object>(client: C) => C;
const unguarded: Guard = (client) => client;
const guardOf = (oneAtATime: boolean): Guard => (oneAtATime ? queriesOneAtATime : unguarded);

function postgresEngine(url: string, appPassword: string | undefined, namedStatements: boolean, guard: Guard): Engine {
  const ownerPool = serverPool(url);
  const owner = drizzlePg(ownerPool) as unknown as Db;
  // one small pool per runtime role, opened on first use: each service logs in as its own role
  const runtime = new Map<string, pg.Pool>();
  const names = createStatementNames(namedStatements ? NAMED_STATEMENTS_KEPT : 0);
  const runtimePool = (role: string) => {
    let pool = runtime.get(role);
    if (!pool) {
      pool = serverPool(runtimeUrl(url, role, appPassword));
      runtime.set(role, pool);
    }
    return pool;
  };
  return {
    kind: 'postgres',
    owner,
    asRole: (role, poolId, fn, first) => poolTransaction(runtimePool(role), names, guard, poolId, fn, first),
    runMigrations: (folder, schema) => migratePg(drizzlePg(ownerPool), { migrationsFolder: folder, migrationsSchema: schema }),
    // across processes a session lock on a connection of its own (not the pool's, which the migrator
    // needs): a second pod waits, then finds the migrations applied and the roles made
    migrationLock: oneAtATime(async (fn) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        return await fn();
      } finally {
        await client.end();
      }
    }),
    close: async () => {
      await Promise.all([...runtime.values()].map((pool) => pool.end()));
      await ownerPool.end();
    },
  };
}

async function pgliteEngine(
  dataDir: string | undefined,
  opened: PGlite | undefined,
  guard: Guard,
  namedStatements: boolean,
): Promise<Engine> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = opened ?? (dataDir ? new PGlite(dataDir) : new PGlite());
  await client.waitReady;
  const owner = drizzlePglite(client) as unknown as Db;
  const kept = namedStatements ? NAMED_STATEMENTS_KEPT : 0;
  return {
    kind: 'pglite',
    owner,
    // one connection: the transaction switches to the runtime role (set_config('role') is SET LOCAL
    // ROLE), so the same grants and row-level security hold as on a server, where the role logs in
    // itself; role and pool in one statement. drizzle's transaction as `owner.transaction` makes it,
    // on the embedded transaction as the guard hands it, whose statements sent often go named
    // (`pglite-statements.ts`)
    asRole: (role, poolId, fn, first) =>
      client.transaction(async (embedded) => {
        const session = new PgliteSession(guard(namingPgliteStatements(client, embedded, kept)), dialect, undefined);
        const tx = new PgliteTransaction(dialect, session, undefined) as unknown as Tx;
        await tx.execute(sql`select set_config('role', ${role}, true), set_config('app.pool_id', ${poolSetting(poolId)}, true)`);
        return fn(tx, first ? await rowsOf<never>(tx, first) : []);
      }),
    runMigrations: (folder, schema) => migratePglite(drizzlePglite(client), { migrationsFolder: folder, migrationsSchema: schema }),
    // an embedded database belongs to one process
    migrationLock: oneAtATime((fn) => fn()),
    close: () => client.close(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const roles = roleNames(options.rolePrefix);
  const guard = guardOf(options.oneQueryAtATime ?? process.env.NODE_ENV === 'test');
  const engine = options.url
    ? postgresEngine(options.url, options.appPassword, options.namedStatements ?? true, guard)
    : await pgliteEngine(options.dataDir, options.pglite, guard, options.namedStatements ?? true);
  let rolesReady: Promise<void> | null = null;
  const ensureRoles = () => (rolesReady ??= ensureRuntimeRoles(engine.owner, roles, options.appPassword));

  const scoped = (service: string): Database => ({
    db: engine.owner,
    kind: engine.kind,
    service,
    roles,
    withPool: (poolId, fn) => {
      if (!Number.isInteger(poolId) || poolId <= 0) throw new Error(`invalid pool id ${poolId}`);
      return engine.asRole(roles.runtime(service), poolId, (tx) => fn(tx));
    },
    withPoolAndRead: (poolId, first, fn) => {
      if (!Number.isInteger(poolId) || poolId <= 0) throw new Error(`invalid pool id ${poolId}`);
      return engine.asRole(roles.runtime(service), poolId, fn, first);
    },
    withGlobal: (fn) => engine.asRole(roles.runtime(service), null, (tx) => fn(tx)),
    withSystem: (fn) => engine.owner.transaction(fn),
    migrate: ({ schema, migrationsFolder }) =>
      engine.migrationLock(async () => {
        await ensureRoles();
        await engine.runMigrations(migrationsFolder, `${schema}_migrations`);
        await hardenSchema(engine.owner, roles, schema);
      }),
    forService: (other) => scoped(other),
    close: () => engine.close(),
  });
  return scoped(options.service ?? 'system');
}

/** The rows of a raw SQL query, typed by the caller (both drivers answer `{ rows }`). */
export async function rowsOf<T>(runner: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await runner.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The rows of several raw SQL reads that do not depend on one another, in one statement and one
 * round trip instead of one each: each read's rows come as a JSON array under its key
 * (`json_agg`), so a row holds what JSON holds (numbers, text, booleans, null: write dates and
 * instants as text) and the rows of a read come in no promised order. The statement is one text for
 * the same reads, so it goes named like any other sent often.
 */
export async function rowsTogether<T extends Record<string, unknown[]>>(
  runner: Pick<Db, 'execute'>,
  queries: { [K in keyof T]: SQL },
): Promise<T> {
  const columns = Object.entries(queries as Record<string, SQL>).map(
    ([key, query]) => sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) q) as ${sql.identifier(key)}`,
  );
  const [row] = await rowsOf<T>(runner, sql`select ${sql.join(columns, sql`, `)}`);
  return row!;
}
