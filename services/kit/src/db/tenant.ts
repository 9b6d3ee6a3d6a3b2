import { sql } from 'drizzle-orm';
import { integer, pgPolicy } from 'drizzle-orm/pg-core';

/** The tenant column every pool-owned row carries. */
export const poolIdColumn = () => integer('pool_id').notNull();

/**
 * Row-level security for a tenant table: a row is visible and writable only when its pool is the
 * pool of the current transaction (`Database.withPool`).
 */
export const tenantIsolation = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql`pool_id = nullif(current_setting('app.pool_id', true), '')::int`,
    withCheck: sql`pool_id = nullif(current_setting('app.pool_id', true), '')::int`,
  });
