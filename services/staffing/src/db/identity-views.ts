import { boolean, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** identity's published pools (its contract): the demo data loads per demo pool, found by its url; offers go out as text messages where enable_sms. */
const identity = pgSchema('identity');

export const poolDirectory = identity
  .view('pool_directory', {
    id: integer('id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    enableSms: boolean('enable_sms').notNull(),
  })
  .existing();

/** identity's published profiles: a branch-bound planner plans the persons with a live profile at one of its branches. */
export const profileDirectory = identity
  .view('profile_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id'),
    branchId: integer('branch_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  })
  .existing();
