import { boolean, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The views identity publishes to the other services (ADR 0017), declared once here: identity's
 * migrations create them, readers import these `.existing()` declarations, and identity's test
 * holds each against the view its migrations made.
 */
const identity = pgSchema('identity');

/** Pools' names and URLs, and whether offers also go out as text messages. */
export const poolDirectory = identity
  .view('pool_directory', {
    id: integer('id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    enableSms: boolean('enable_sms').notNull(),
  })
  .existing();

/** Profiles per person with their role names (the person popup, a branch-bound planner's persons). */
export const profileDirectory = identity
  .view('profile_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id'),
    accountId: integer('account_id').notNull(),
    branchId: integer('branch_id'),
    profileTypeId: integer('profile_type_id'),
    description: text('description'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    roleNames: text('role_names').array().notNull(),
  })
  .existing();

/** Accounts without secrets, only those with a profile in the reader's pool. */
export const accountDirectory = identity
  .view('account_directory', {
    id: integer('id').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    enabled: boolean('enabled').notNull(),
    twoFactor: boolean('two_factor').notNull(),
    isSysadmin: boolean('is_sysadmin').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  })
  .existing();

/**
 * The rights each live profile resolves to, names without the PERMISSION_ prefix (as its token would
 * carry them), and whether it is a sysadmin's: a notification mailing goes only to the holders of its
 * right (ADR 0275).
 */
export const profileRights = identity
  .view('profile_rights', {
    profileId: integer('profile_id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id'),
    isSysadmin: boolean('is_sysadmin').notNull(),
    rights: text('rights').array().notNull(),
    /** one of its roles (or their ancestors) views the entire pool; a sysadmin's profile does anyway */
    viewEntirePool: boolean('view_entire_pool').notNull(),
  })
  .existing();

/** Every published view of identity, for the test that holds them against the database. */
export const identityViews = [poolDirectory, profileDirectory, accountDirectory, profileRights];
