import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVICES } from '@app/contracts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OwnerDb = PgDatabase<PgQueryResultHKT, any>;

/** Every part that talks to the database as its own runtime role: the services and the gateway. */
export const DATABASE_CLIENTS: readonly string[] = [...SERVICES, 'gateway'];

export interface RoleNames {
  /** the login role a service's (or the gateway's) requests run as */
  runtime(service: string): string;
  /** owns the published views: reads the tables behind them, logs in never, bypasses nothing */
  publisher: string;
}

const ROLE_NAME = /^[a-z][a-z0-9_]{0,40}$/;

export function roleNames(prefix = 'invalpool'): RoleNames {
  if (!ROLE_NAME.test(prefix)) throw new Error(`invalid database role prefix ${prefix}`);
  return { runtime: (service) => `${prefix}_${service}`, publisher: `${prefix}_publisher` };
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

async function rows<T>(db: OwnerDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Creates the runtime roles (LOGIN, not superuser, no BYPASSRLS, owning nothing) and the publisher
 * role (NOLOGIN) when missing, and takes superuser or BYPASSRLS away from one that has it. Roles
 * are the cluster's: several databases (and parallel test files) share them.
 */
export async function ensureRuntimeRoles(db: OwnerDb, roles: RoleNames, password: string | undefined): Promise<void> {
  const wanted = [
    ...DATABASE_CLIENTS.map((client) => ({ name: roles.runtime(client), login: true })),
    { name: roles.publisher, login: false },
  ];
  for (const { name, login } of wanted) {
    const attributes = `${login ? 'LOGIN' : 'NOLOGIN'} NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT`;
    await db.execute(
      sql.raw(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${literal(name)}) THEN CREATE ROLE ${name} ${attributes}; END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`),
    );
    const [found] = await rows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${name}`,
    );
    if (found?.rolsuper || found?.rolbypassrls) await db.execute(sql.raw(`ALTER ROLE ${name} NOSUPERUSER NOBYPASSRLS`));
    if (login && password) await db.execute(sql.raw(`ALTER ROLE ${name} PASSWORD ${literal(password)}`));
  }
}

/**
 * The least-privilege baseline of one service's schema, applied after its migrations (drizzle-kit
 * cannot say all of it): its runtime role may read and write the schema's tables; every table with
 * `pool_id` has row-level security enabled and forced (the owner too is filtered unless it bypasses
 * RLS); every view is published: owned by the publisher role, whose rights it runs with (views are
 * declared without security_invoker), so a reader needs only SELECT on the view, never on the tables, while
 * row-level security still filters the rows (the publisher neither owns the tables nor bypasses
 * RLS); and every other service's runtime role may read those views, and nothing else of the schema.
 */
export async function hardenSchema(db: OwnerDb, roles: RoleNames, schema: string): Promise<void> {
  const own = roles.runtime(schema);
  const statements = [
    `GRANT USAGE ON SCHEMA ${schema} TO ${own}, ${roles.publisher}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${own}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schema} TO ${own}`,
    `GRANT SELECT ON ALL TABLES IN SCHEMA ${schema} TO ${roles.publisher}`,
  ];
  const poolTables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p')
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'pool_id' and not a.attisdropped)`,
  );
  for (const { name } of poolTables) {
    statements.push(`ALTER TABLE ${schema}.${name} ENABLE ROW LEVEL SECURITY`, `ALTER TABLE ${schema}.${name} FORCE ROW LEVEL SECURITY`);
  }
  const views = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind = 'v'`,
  );
  const readers = DATABASE_CLIENTS.filter((client) => client !== schema).map((client) => roles.runtime(client));
  if (views.length) statements.push(`GRANT USAGE ON SCHEMA ${schema} TO ${readers.join(', ')}`);
  for (const { name } of views) {
    statements.push(
      `ALTER VIEW ${schema}.${name} OWNER TO ${roles.publisher}`,
      `GRANT SELECT ON ${schema}.${name} TO ${readers.join(', ')}`,
    );
  }
  for (const statement of statements) await db.execute(sql.raw(statement));
}
