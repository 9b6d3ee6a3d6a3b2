import { sql } from 'drizzle-orm';
import { SERVICES } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { createTestDeps, type TestDeps } from '@app/service-kit/testing';
import { ALL_SERVICES } from './services';

/**
 * Past one machine (item 4; docs/adr/0038): PostgreSQL with Citus distributes every tenant
 * table (a table with `pool_id`) by `pool_id` and replicates the few tables without a pool as reference
 * tables. Distribution needs `pool_id` in each tenant table's primary key and unique indexes, NOT
 * NULL, and in every foreign key between tenant tables, so that a pool's rows and their references live on one node; a
 * reference table may not point at a tenant table. This test reads the migrated schemas of every
 * service and holds them to that. The tables below do not meet it yet: each is named with the reason
 * and the step of ADR 0038 that changes it; a table that meets the rule must leave the list (the test
 * says so), and a new table must meet it from the start.
 */

/** Tenant tables whose primary key is still `id` alone (a serial, unique across pools): step 1 of ADR 0038 makes it (pool_id, id). */
const KEY_WITHOUT_POOL = new Set([
  'identity.account_invitations',
  // the services' outboxes (ADR 0144) are keyed like notify's: a row of no pool (a password reset) has an id alone
  'identity.outbox',
  'identity.profile_roles',
  'identity.profiles',
  'identity.refresh_tokens',
  'identity.sso_logins',
  'identity.sso_providers',
  'identity.two_factor_challenges',
  'masterdata.absence_groups',
  'masterdata.additional_fields',
  'masterdata.branch_types',
  'masterdata.branches',
  'masterdata.contract_types',
  'masterdata.contracts',
  'masterdata.data_suppliers',
  'masterdata.label_groups',
  'masterdata.labels',
  'masterdata.outbox',
  'masterdata.periods',
  'masterdata.persons',
  'masterdata.policies',
  'masterdata.profile_types',
  'masterdata.reasons_for_absence',
  'masterdata.reasons_for_daypart',
  'masterdata.schedules',
  'masterdata.vacations',
  'masterdata.week_schedules',
  'notify.outbox',
  'staffing.outbox',
  'staffing.external_relations',
  // invitations and reservations came in keyed like the requests they belong to
  'staffing.offers',
  'staffing.request_dates',
  'staffing.request_groups',
  'staffing.request_log',
  'staffing.request_notes',
  'staffing.requests',
]);

/**
 * Unique indexes of tenant tables without `pool_id` (Citus enforces uniqueness per shard only, so it
 * refuses them): step 1 of ADR 0038 adds `pool_id` (a refresh token's hash stays findable by its own index).
 */
const UNIQUE_WITHOUT_POOL = new Set([
  'identity.account_invitations.account_invitations_token_hash_unique',
  // a message's idempotency key is unique across pools: a relayed row is stored and sent once (ADR 0144)
  'identity.outbox.outbox_idempotency_key',
  'identity.profile_roles.profile_roles_profile_role',
  'identity.refresh_tokens.refresh_tokens_token_hash_unique',
  'identity.sso_logins.sso_logins_state_hash_unique',
  'identity.sso_logins.sso_logins_ticket_hash_unique',
  'identity.two_factor_challenges.two_factor_challenges_token_hash_unique',
  'masterdata.data_suppliers.data_suppliers_token_hash',
  'masterdata.outbox.outbox_idempotency_key',
  'notify.outbox.outbox_idempotency_key',
  // a public embed page finds its token by the hash before the pool is known
  'staffing.embed_tokens.embed_tokens_token_hash',
  // a public confirmation link finds its offer by the token's hash before the pool is known
  'staffing.offers.offers_token_hash',
  'staffing.outbox.outbox_idempotency_key',
  'staffing.request_dates.request_dates_request_date_daypart',
]);

/**
 * Tables with `pool_id` whose rows may have none, replicated as reference tables instead of distributed:
 * roles (a global role, pool null, is held in every pool; a few hundred rows).
 */
const REFERENCE_WITH_POOL = new Set(['identity.roles']);

/** Tenant tables whose `pool_id` may be null, to be split (step 3 of ADR 0038): mail outside any pool (a password reset). */
const POOL_MAY_BE_NULL = new Set(['identity.outbox', 'masterdata.outbox', 'notify.outbox', 'staffing.outbox']);

interface Table {
  name: string;
  hasPool: boolean;
  poolNullable: boolean;
  key: string[];
}
interface ForeignKey {
  from: string;
  columns: string[];
  to: string;
  targets: string[];
}

let deps: TestDeps;
let tables: Map<string, Table>;
let foreignKeys: ForeignKey[];
let uniques: { table: string; index: string; columns: string[] }[];

beforeAll(async () => {
  deps = await createTestDeps(ALL_SERVICES);
  const schemas = sql.raw(SERVICES.map((s) => `'${s}'`).join(', '));
  const found = await rowsOf<{ name: string; pool: string | null; key: string[] | null }>(
    deps.db.db,
    sql`select n.nspname || '.' || c.relname as name,
          (select case when a.attnotnull then 'not null' else 'null' end from pg_attribute a
            where a.attrelid = c.oid and a.attname = 'pool_id' and not a.attisdropped) as pool,
          (select array_agg(a.attname::text order by k.ord) from pg_index i
            cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
            where i.indrelid = c.oid and i.indisprimary) as key
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in (${schemas})`,
  );
  tables = new Map(
    found.map((t) => [t.name, { name: t.name, hasPool: t.pool !== null, poolNullable: t.pool === 'null', key: t.key ?? [] }]),
  );
  foreignKeys = await rowsOf<ForeignKey>(
    deps.db.db,
    sql`select cn.nspname || '.' || cc.relname as "from", tn.nspname || '.' || tc.relname as "to",
          (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality as k(attnum, ord)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
          (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality as k(attnum, ord)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as targets
        from pg_constraint con
        join pg_class cc on cc.oid = con.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
        join pg_class tc on tc.oid = con.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
        where con.contype = 'f' and cn.nspname in (${schemas})`,
  );
  uniques = await rowsOf<{ table: string; index: string; columns: string[] }>(
    deps.db.db,
    sql`select n.nspname || '.' || c.relname as table, ic.relname as index,
          (select array_agg(coalesce(a.attname::text, 'expression') order by k.ord) from unnest(i.indkey) with ordinality as k(attnum, ord)
            left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as columns
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_class ic on ic.oid = i.indexrelid
        where i.indisunique and not i.indisprimary and n.nspname in (${schemas})`,
  );
}, 120_000);

afterAll(() => deps.db.close());

const distributed = () => [...tables.values()].filter((t) => t.hasPool && !REFERENCE_WITH_POOL.has(t.name));
const describeKey = (fk: ForeignKey) => `${fk.from}(${fk.columns.join(', ')}) -> ${fk.to}(${fk.targets.join(', ')})`;

it('reads the tenant tables of every service', () => {
  expect(distributed().length).toBeGreaterThan(20);
  for (const schema of ['identity', 'masterdata', 'staffing', 'notify'])
    expect(distributed().some((t) => t.name.startsWith(`${schema}.`))).toBe(true);
});

it('every tenant table carries pool_id in its primary key (or is listed with its step in ADR 0038)', () => {
  const without = distributed()
    .filter((t) => !t.key.includes('pool_id'))
    .map((t) => t.name)
    .sort();
  expect(without.filter((name) => !KEY_WITHOUT_POOL.has(name))).toEqual([]);
  // a table that meets the rule now, or is gone, leaves the list
  expect([...KEY_WITHOUT_POOL].filter((name) => !without.includes(name))).toEqual([]);
});

it('every tenant table has pool_id NOT NULL (or is listed)', () => {
  const nullable = distributed()
    .filter((t) => t.poolNullable)
    .map((t) => t.name);
  expect(nullable.filter((name) => !POOL_MAY_BE_NULL.has(name))).toEqual([]);
  expect([...POOL_MAY_BE_NULL].filter((name) => !nullable.includes(name))).toEqual([]);
});

it('every foreign key between tenant tables carries pool_id on both sides (no exception), and no reference table points at a tenant table', () => {
  const isDistributed = (name: string) => distributed().some((t) => t.name === name);
  const between = foreignKeys.filter((fk) => isDistributed(fk.from) && isDistributed(fk.to));
  expect(between.length).toBeGreaterThan(0);
  const withoutPool = between.filter(
    (fk) => fk.columns.indexOf('pool_id') < 0 || fk.columns.indexOf('pool_id') !== fk.targets.indexOf('pool_id'),
  );
  expect(withoutPool.map(describeKey)).toEqual([]);
  // a tenant table may point at a reference table (pools, accounts, roles); never the other way round
  expect(foreignKeys.filter((fk) => !isDistributed(fk.from) && isDistributed(fk.to)).map(describeKey)).toEqual([]);
  expect(foreignKeys.length).toBeGreaterThan(0);
});

it('every unique index of a tenant table includes pool_id (or is listed)', () => {
  const isDistributed = (name: string) => distributed().some((t) => t.name === name);
  const without = uniques
    .filter((u) => isDistributed(u.table) && !u.columns.includes('pool_id'))
    .map((u) => `${u.table}.${u.index}`)
    .sort();
  expect(without.filter((name) => !UNIQUE_WITHOUT_POOL.has(name))).toEqual([]);
  expect([...UNIQUE_WITHOUT_POOL].filter((name) => !without.includes(name))).toEqual([]);
});
