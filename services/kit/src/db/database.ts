import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** Both drivers give the same query builder; services only see this type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The role every tenant query runs as: not the tables' owner, so row-level security applies. */
export const APP_ROLE = 'app_user';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in a transaction scoped to one pool: as the app role, with `app.pool_id` set, so
   * row-level security filters every tenant table even where a query forgot its own filter.
   */
  withPool<T>(poolId: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in a transaction as the owner: for login (before a pool exists), seeds and jobs. */
  withSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Applies one service's drizzle-kit migrations to its own schema and grants the app role. */
  migrate(service: { schema: string; migrationsFolder: string }): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite is used */
  url?: string;
  /** PGlite data folder; omitted means in memory */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool) as unknown as Db;
    return build(db, 'postgres', (folder, schema) => migratePg(drizzlePg(pool), { migrationsFolder: folder, migrationsSchema: schema }), () => pool.end());
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return build(db, 'pglite', (folder, schema) => migratePglite(drizzlePglite(client), { migrationsFolder: folder, migrationsSchema: schema }), () => client.close());
}

function build(
  db: Db,
  kind: Database['kind'],
  runMigrations: (folder: string, schema: string) => Promise<void>,
  close: () => Promise<void>,
): Database {
  let roleReady: Promise<void> | null = null;
  const ensureRole = () =>
    (roleReady ??= db
      .execute(
        sql.raw(`DO $$ BEGIN
          IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN CREATE ROLE ${APP_ROLE} NOLOGIN; END IF;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`),
      )
      .then(() => undefined));

  return {
    db,
    kind,
    withPool: (poolId, fn) =>
      db.transaction(async (tx) => {
        if (!Number.isInteger(poolId) || poolId <= 0) throw new Error(`invalid pool id ${poolId}`);
        await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
        await tx.execute(sql`select set_config('app.pool_id', ${String(poolId)}, true)`);
        return fn(tx);
      }),
    withSystem: (fn) => db.transaction(fn),
    migrate: async ({ schema, migrationsFolder }) => {
      await ensureRole();
      await runMigrations(migrationsFolder, `${schema}_migrations`);
      for (const grant of [
        `GRANT USAGE ON SCHEMA ${schema} TO ${APP_ROLE}`,
        `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${APP_ROLE}`,
        `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schema} TO ${APP_ROLE}`,
      ])
        await db.execute(sql.raw(grant));
    },
    close,
  };
}
