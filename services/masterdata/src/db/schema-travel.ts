import { date, index, integer, numeric, pgSchema, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/**
 * Travel and hourly rates (spec 001 MD-TRAVEL-01, MD-SECOND-01): distances entered per
 * person and branch, the branches' travel expense tables and the persons' secondment hourly rates.
 * Kept apart from schema.ts so engineers can add tables at once; schema.ts re-exports this file.
 */
const masterdata = pgSchema('masterdata');

/** A distance entered by hand (km of one single trip); without one, the distance is computed from the coordinates (ADR 0057). */
export const personBranchDistances = masterdata
  .table(
    'person_branch_distances',
    {
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      branchId: integer('branch_id').notNull(),
      km: numeric('km', { precision: 6, scale: 1, mode: 'number' }).notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.personId, t.branchId] }),
      index('person_branch_distances_pool_branch').on(t.poolId, t.branchId),
      tenantIsolation('person_branch_distances'),
    ],
  )
  .enableRLS();

/** A branch's travel expense table: the collective-agreement amount for a km band in a date range (the pre-2024 regime). */
export const travelExpenseEntries = masterdata
  .table(
    'travel_expense_entries',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      branchId: integer('branch_id').notNull(),
      kmMin: numeric('km_min', { precision: 6, scale: 1, mode: 'number' }).notNull(),
      kmMax: numeric('km_max', { precision: 6, scale: 1, mode: 'number' }).notNull(),
      amount: numeric('amount', { precision: 8, scale: 2, mode: 'number' }).notNull(),
      startDate: date('start_date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      index('travel_expense_entries_pool_branch').on(t.poolId, t.branchId),
      tenantIsolation('travel_expense_entries'),
    ],
  )
  .enableRLS();

/** A person's secondment hourly rate for a period, optionally for one branch. */
export const hourlyRates = masterdata
  .table(
    'hourly_rates',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      branchId: integer('branch_id'),
      amount: numeric('amount', { precision: 8, scale: 2, mode: 'number' }).notNull(),
      startDate: date('start_date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      index('hourly_rates_pool_person').on(t.poolId, t.personId),
      tenantIsolation('hourly_rates'),
    ],
  )
  .enableRLS();
