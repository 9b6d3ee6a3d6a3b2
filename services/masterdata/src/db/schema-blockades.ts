import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgSchema, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/**
 * Blockades and certificates of conduct (spec 001 'Blockade dialog', MD-BLK, MD-COC; DOMAIN
 * 'Matching' rules 3 and 5), and the two views staffing's matching reads. Kept apart from
 * schema.ts so engineers can add tables at once; schema.ts re-exports this file.
 */
const masterdata = pgSchema('masterdata');

/**
 * A blockade keeps a person from being matched at its branches (and their subtrees) in its period.
 * `pool` true: set by the pool; false: a personal blockade (pool setting enable_personal_blockade).
 * `end_date` null: indefinite.
 */
export const blockades = masterdata
  .table(
    'blockades',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      pool: boolean('pool').notNull(),
      city: text('city'),
      remark: text('remark'),
      startDate: date('start_date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      index('blockades_pool_person').on(t.poolId, t.personId),
      tenantIsolation('blockades'),
    ],
  )
  .enableRLS();

/** The branches of a blockade (one or more). */
export const blockadeBranches = masterdata
  .table(
    'blockade_branches',
    {
      poolId: poolIdColumn(),
      blockadeId: integer('blockade_id').notNull(),
      branchId: integer('branch_id').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.blockadeId, t.branchId] }),
      index('blockade_branches_pool_branch').on(t.poolId, t.branchId),
      tenantIsolation('blockade_branches'),
    ],
  )
  .enableRLS();

/** A certificate of conduct (VOG): its issue date, and whether the administration marked it valid whatever its age. */
export const conducts = masterdata
  .table(
    'conducts',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      /** the branch the certificate was asked for (MD-COC-01); a branch of the pool */
      branchId: integer('branch_id'),
      /** the name of the certificate's scanned file (MD-COC-01) */
      fileName: text('file_name'),
      issueDate: date('issue_date', { mode: 'string' }).notNull(),
      /** null: it does not expire by date, only by matching's 6-month rule */
      expirationDate: date('expiration_date', { mode: 'string' }),
      markedValid: boolean('marked_valid').notNull().default(false),
      remark: text('remark'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.id] }), index('conducts_pool_person').on(t.poolId, t.personId), tenantIsolation('conducts')],
  )
  .enableRLS();

/** Published contract: one row per blockade and branch, read by staffing's matching (rule 3). */
export const blockadeDirectory = masterdata.view('blockade_directory').as((qb) =>
  qb
    .select({
      id: blockades.id,
      poolId: blockades.poolId,
      personId: blockades.personId,
      branchId: blockadeBranches.branchId,
      pool: blockades.pool,
      startDate: blockades.startDate,
      endDate: blockades.endDate,
    })
    .from(blockades)
    .innerJoin(
      blockadeBranches,
      sql`${blockadeBranches.poolId} = ${blockades.poolId} and ${blockadeBranches.blockadeId} = ${blockades.id}`,
    ),
);

/**
 * Published contract: one row per certificate of conduct, read by staffing's matching (rule 5,
 * MATCH-07), which skips those expired by the dates asked. The person's own conduct_issue_date
 * field counts as a certificate too (it predates the conducts table); named in SQL, not imported, as
 * schema.ts re-exports this file.
 */
export const conductDirectory = masterdata
  .view('conduct_directory', {
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    markedValid: boolean('marked_valid').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }),
  })
  .as(
    sql`select pool_id, person_id, issue_date, marked_valid, expiration_date from ${conducts}
        union all select pool_id, id, conduct_issue_date, false, null from masterdata.persons where conduct_issue_date is not null`,
  );
