import { sql } from 'drizzle-orm';
import { integer, pgSchema, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/**
 * Integrations (spec 001 section 3, MD-DSUP-01, MD-ADDF-01): data suppliers that import data with
 * their own token, and additional fields a pool adds to persons, branches or requests. Kept apart
 * from schema.ts so engineers can add tables at once; schema.ts re-exports this file.
 */
const masterdata = pgSchema('masterdata');

/**
 * Data suppliers. The auth token is never stored: only its SHA-256 hash, so neither the database
 * nor a list can give it away; it is shown once, when made (docs/masterdata.md).
 */
export const dataSuppliers = masterdata
  .table(
    'data_suppliers',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      code: text('code').notNull(),
      /** null: the supplier serves the whole pool */
      branchId: integer('branch_id'),
      /** a JSON object as text, the supplier's settings */
      options: text('options').notNull().default('{}'),
      tokenHash: text('token_hash').notNull(),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('data_suppliers_pool_code').on(t.poolId, sql`lower(${t.code})`),
      uniqueIndex('data_suppliers_token_hash').on(t.tokenHash),
      tenantIsolation('data_suppliers'),
    ],
  )
  .enableRLS();

/** Additional fields: a key of a person, branch or request record with its type and rules. */
export const additionalFields = masterdata
  .table(
    'additional_fields',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      label: text('label').notNull(),
      key: text('key').notNull(),
      type: text('type', { enum: ['integer', 'date', 'datetime', 'bool'] }).notNull(),
      location: text('location', { enum: ['person', 'branch', 'request'] }).notNull(),
      /** a JSON object as text */
      options: text('options').notNull().default('{}'),
      /** the form rules, '|'-separated: required, min:n, max:n */
      validation: text('validation').notNull().default(''),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('additional_fields_pool_location_key').on(t.poolId, t.location, t.key), tenantIsolation('additional_fields')],
  )
  .enableRLS();
