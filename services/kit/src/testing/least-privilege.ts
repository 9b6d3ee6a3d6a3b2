import { sql } from 'drizzle-orm';
import { DATABASE_CLIENTS } from '../db/roles';
import type { Database } from '../db/database';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * What breaks least privilege in one migrated service schema, as sentences; a
 * service's test expects none. Its runtime role: no superuser, no BYPASSRLS, owner of nothing, and
 * no right on another service's tables (views only). Its schema: every table with `pool_id` has
 * row-level security enabled, forced and a policy; every view is the publisher's and runs with the
 * publisher's rights.
 */
export async function leastPrivilegeFindings(db: Database, schema: string): Promise<string[]> {
  const role = db.roles.runtime(schema);
  const findings: string[] = [];
  const [found] = await rows<{ rolsuper: boolean; rolbypassrls: boolean }>(
    db,
    sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${role}`,
  );
  if (!found) return [`role ${role} does not exist`];
  if (found.rolsuper) findings.push(`${role} is a superuser`);
  if (found.rolbypassrls) findings.push(`${role} bypasses row-level security`);
  for (const client of DATABASE_CLIENTS) {
    const owned = await rows<{ name: string }>(
      db,
      sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          join pg_roles r on r.oid = c.relowner where r.rolname = ${db.roles.runtime(client)}`,
    );
    findings.push(...owned.map((o) => `${db.roles.runtime(client)} owns ${o.name}`));
  }
  const tables = await rows<{ name: string; rls: boolean; forced: boolean; policies: number }>(
    db,
    sql`select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
          (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p')
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'pool_id' and not a.attisdropped)`,
  );
  for (const t of tables) {
    if (!t.rls) findings.push(`${schema}.${t.name} has no row-level security`);
    if (!t.forced) findings.push(`${schema}.${t.name} does not force row-level security`);
    if (!t.policies) findings.push(`${schema}.${t.name} has no policy`);
  }
  const views = await rows<{ name: string; owner: string; options: string[] | null }>(
    db,
    sql`select c.relname as name, r.rolname as owner, c.reloptions as options from pg_class c
        join pg_namespace n on n.oid = c.relnamespace join pg_roles r on r.oid = c.relowner
        where n.nspname = ${schema} and c.relkind = 'v'`,
  );
  for (const v of views) {
    if (v.owner !== db.roles.publisher) findings.push(`${schema}.${v.name} is owned by ${v.owner}`);
    if ((v.options ?? []).includes('security_invoker=true')) findings.push(`${schema}.${v.name} runs with the reader's rights`);
  }
  const foreign = await rows<{ name: string }>(
    db,
    sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname <> ${schema} and n.nspname = any(${sql.raw(`array[${DATABASE_CLIENTS.map((s) => `'${s}'`).join(', ')}]`)})
          and (has_table_privilege(${role}, c.oid, 'SELECT') or has_table_privilege(${role}, c.oid, 'INSERT')
            or has_table_privilege(${role}, c.oid, 'UPDATE') or has_table_privilege(${role}, c.oid, 'DELETE'))`,
  );
  findings.push(...foreign.map((f) => `${role} may touch ${f.name}, a table of another service`));
  return findings;
}
