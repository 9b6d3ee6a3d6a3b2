import { boolean, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** identity's published views (its contract); masterdata never touches identity's tables. */
const identityContract = pgSchema('identity');

export const poolDirectory = identityContract
  .view('pool_directory', { id: integer('id').notNull(), name: text('name').notNull(), url: text('url').notNull() })
  .existing();

/** Profiles per person (the person popup's Profiles tab, 'in use' of profile types). */
export const profileDirectory = identityContract
  .view('profile_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id'),
    accountId: integer('account_id').notNull(),
    branchId: integer('branch_id'),
    profileTypeId: integer('profile_type_id'),
    description: text('description'),
    roleNames: text('role_names').array().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  })
  .existing();

/** Accounts without secrets (the person popup's Account tab, the sysadmin removal check). */
export const accountDirectory = identityContract
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
