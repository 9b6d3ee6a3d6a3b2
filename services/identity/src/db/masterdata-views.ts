import { integer, pgSchema, text } from 'drizzle-orm/pg-core';

/**
 * The views masterdata publishes as its contract. Declared here (not imported from masterdata) so
 * identity depends only on the published shape; `.existing()` keeps them out of our migrations.
 */
const masterdataContract = pgSchema('masterdata');

export const personDirectory = masterdataContract
  .view('person_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    email: text('email'),
    initials: text('initials').notNull(),
    fullName: text('full_name').notNull(),
  })
  .existing();

export const branchDirectory = masterdataContract
  .view('branch_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    level: integer('level').notNull(),
  })
  .existing();

export const profileTypeDirectory = masterdataContract
  .view('profile_type_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
  })
  .existing();
