import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SupportTexts } from '@app/contracts';
import { outboxTable, poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/** The identity service's own schema; other services read it only through `pool_directory`. */
export const identity = pgSchema('identity');

export interface CustomMessages {
  en: string;
  nl: string;
}

/** A pool is a tenant (DOMAIN: tenancy). Not a tenant table itself: it is the list of tenants. */
export const pools = identity.table('pools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  /** a label naming the pool's shard or schema in large deployments, not a separate database */
  databaseName: text('database_name').notNull(),
  logo: text('logo'),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  whitelabelUrl: text('whitelabel_url'),
  modules: jsonb('modules').$type<string[]>().notNull().default([]),
  enableSms: boolean('enable_sms').notNull().default(false),
  customMessages: jsonb('custom_messages').$type<CustomMessages>().notNull().default({ en: '', nl: '' }),
  support: text('support').notNull().default(''),
  /** the support text per audience (ADR 0265); an empty one leaves that audience the pool's text */
  supportTexts: jsonb('support_texts').$type<SupportTexts>().notNull().default({ admin: '', school: '', substitute: '' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts are global: one login reaches every pool it has a profile in. */
export const accounts = identity.table(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id */
    passwordHash: text('password_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    twoFactor: boolean('two_factor').notNull().default(false),
    isSysadmin: boolean('is_sysadmin').notNull().default(false),
    /**
     * Raised when the account's access must end at once (password, username, disabled, a role
     * taken away): every access token and refresh token names the version it was issued under.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // case-insensitive uniqueness: login accepts either name in any case
  (t) => [
    uniqueIndex('accounts_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_email_lower').on(sql`lower(${t.email})`),
  ],
);

const currentPool = sql`nullif(current_setting('app.pool_id', true), '')::int`;

/**
 * Roles of a pool, or global roles (pool_id null) visible in every pool. Row-level security lets a
 * pool read its own and the global roles but write only its own.
 */
export const roles = identity
  .table(
    'roles',
    {
      id: serial('id').primaryKey(),
      poolId: integer('pool_id'),
      code: text('code').notNull(),
      name: text('name').notNull(),
      parentId: integer('parent_id'),
      allow: jsonb('allow').$type<string[]>().notNull().default([]),
      deny: jsonb('deny').$type<string[]>().notNull().default([]),
      viewEntirePool: boolean('view_entire_pool').notNull().default(false),
      isSysadmin: boolean('is_sysadmin').notNull().default(false),
    },
    (t) => [
      unique('roles_pool_code').on(t.poolId, t.code).nullsNotDistinct(),
      pgPolicy('roles_tenant_isolation', {
        as: 'permissive',
        for: 'all',
        to: 'public',
        using: sql`pool_id is null or pool_id = ${currentPool}`,
        withCheck: sql`pool_id = ${currentPool}`,
      }),
    ],
  )
  .enableRLS();

/**
 * Which rights of the catalogue's default roles (DEFAULT_ROLES) each pool's role of that code has
 * been given (ADR 0111): a right added to a default role later is given once to the pools seeded
 * before; a right an administrator took away afterwards stays away.
 */
export const defaultRoleGrants = identity
  .table(
    'default_role_grants',
    {
      poolId: poolIdColumn(),
      roleCode: text('role_code').notNull(),
      permission: text('permission').notNull(),
      grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.roleCode, t.permission] }), tenantIsolation('default_role_grants')],
  )
  .enableRLS();

/** A profile binds an account to a person and a branch of one pool. */
export const profiles = identity
  .table(
    'profiles',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      accountId: integer('account_id')
        .notNull()
        .references(() => accounts.id),
      /** masterdata person (read through masterdata.person_directory) */
      personId: integer('person_id'),
      /** masterdata branch (read through masterdata.branch_directory) */
      branchId: integer('branch_id'),
      profileTypeId: integer('profile_type_id'),
      description: text('description'),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('profiles_account').on(t.accountId),
      index('profiles_pool_account').on(t.poolId, t.accountId),
      // what a reference from another tenant table names: the pool with the id (ADR 0038)
      unique('profiles_pool_id').on(t.poolId, t.id),
      tenantIsolation('profiles'),
    ],
  )
  .enableRLS();

export const profileRoles = identity
  .table(
    'profile_roles',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      profileId: integer('profile_id').notNull(),
      roleId: integer('role_id')
        .notNull()
        .references(() => roles.id),
    },
    (t) => [
      uniqueIndex('profile_roles_profile_role').on(t.profileId, t.roleId),
      // a role of a profile of the same pool only (ADR 0038: references between tenant tables carry the pool)
      foreignKey({
        name: 'profile_roles_profile_fk',
        columns: [t.poolId, t.profileId],
        foreignColumns: [profiles.poolId, profiles.id],
      }).onDelete('cascade'),
      tenantIsolation('profile_roles'),
    ],
  )
  .enableRLS();

/**
 * Refresh tokens, stored as sha256 hashes, in the pool of the session they renew (row-level
 * security); found by hash before any pool is known, which is one of the system lookups of ADR 0017.
 * `family_id` ties every rotation of one login together so reuse of a revoked token revokes the whole
 * family. `sso_pool_id`: the login was a single sign-on through that pool's provider, which vouches
 * for that pool only.
 */
export const refreshTokens = identity
  .table(
    'refresh_tokens',
    {
      id: serial('id').primaryKey(),
      accountId: integer('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      familyId: uuid('family_id').notNull(),
      tokenHash: text('token_hash').notNull().unique(),
      poolId: integer('pool_id').notNull(),
      profileId: integer('profile_id').notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      revokedAt: timestamp('revoked_at', { withTimezone: true }),
      replacedBy: integer('replaced_by'),
      ssoPoolId: integer('sso_pool_id'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      index('refresh_tokens_family').on(t.familyId),
      index('refresh_tokens_account').on(t.accountId),
      tenantIsolation('refresh_tokens'),
    ],
  )
  .enableRLS();

/** Published contract: pools' names and URLs for other services, and whether offers also go out as text messages. */
export const poolDirectory = identity
  .view('pool_directory')
  .as((qb) => qb.select({ id: pools.id, name: pools.name, url: pools.url, enableSms: pools.enableSms }).from(pools));

/**
 * Published contract: profiles with their role names, read by masterdata (the person popup's
 * Profiles tab, 'a profile type in use cannot be deleted').
 */
export const profileDirectory = identity.view('profile_directory').as((qb) =>
  qb
    .select({
      id: profiles.id,
      poolId: profiles.poolId,
      personId: profiles.personId,
      accountId: profiles.accountId,
      branchId: profiles.branchId,
      profileTypeId: profiles.profileTypeId,
      description: profiles.description,
      archivedAt: profiles.archivedAt,
      // written out: drizzle leaves columns of a one-table view unqualified, which the subquery would confuse
      roleNames: sql<
        string[]
      >`coalesce((select array_agg(r.name order by r.name) from identity.profile_roles pr join identity.roles r on r.id = pr.role_id where pr.profile_id = profiles.id), '{}')`.as(
        'role_names',
      ),
    })
    .from(profiles),
);

/**
 * Published contract: accounts without secrets, read by masterdata (the person popup's Account tab,
 * the sysadmin person rule); only accounts with a profile in the reader's pool (profiles are
 * filtered by row-level security inside the view).
 */
export const accountDirectory = identity.view('account_directory').as((qb) =>
  qb
    .select({
      id: accounts.id,
      username: accounts.username,
      email: accounts.email,
      enabled: accounts.enabled,
      twoFactor: accounts.twoFactor,
      isSysadmin: accounts.isSysadmin,
      lastLoginAt: accounts.lastLoginAt,
    })
    .from(accounts)
    .where(sql`exists (select 1 from identity.profiles p where p.account_id = accounts.id)`),
);

/**
 * Published contract: the rights each live profile resolves to, as its token would carry them
 * (`resolveRights`: the allow lists of its roles and their ancestors minus their deny lists, deny
 * winning; names without the PERMISSION_ prefix, GAP-20), whether it is a sysadmin's, and whether
 * one of its roles views the entire pool (the token's view_entire_pool without the sysadmin's part).
 * Read by staffing, which sends a notification mailing only to the holders of its right (ADR 0275)
 * and the new-request mail to the profiles whose branches hold the request (ADR 0331).
 */
export const profileRights = identity
  .view('profile_rights', {
    profileId: integer('profile_id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id'),
    isSysadmin: boolean('is_sysadmin').notNull(),
    rights: text('rights').array().notNull(),
    viewEntirePool: boolean('view_entire_pool').notNull(),
  })
  .as(
    sql`with recursive chain(profile_id, role_id, path) as (
      select pr.profile_id, pr.role_id, array[pr.role_id] from identity.profile_roles pr
      union all
      select c.profile_id, r.parent_id, c.path || r.parent_id from chain c join identity.roles r on r.id = c.role_id
      where r.parent_id is not null and r.parent_id <> all(c.path)
    ), held as (
      select c.profile_id, r.allow, r.deny, r.is_sysadmin, r.view_entire_pool from chain c join identity.roles r on r.id = c.role_id
    )
    select p.id as profile_id, p.pool_id, p.person_id,
      a.is_sysadmin or coalesce((select bool_or(h.is_sysadmin) from held h where h.profile_id = p.id), false) as is_sysadmin,
      array(
        select regexp_replace(x.name, '^PERMISSION_', '') from held h, jsonb_array_elements_text(h.allow) as x(name) where h.profile_id = p.id
        except
        select regexp_replace(y.name, '^PERMISSION_', '') from held h, jsonb_array_elements_text(h.deny) as y(name) where h.profile_id = p.id
      ) as rights,
      coalesce((select bool_or(h.view_entire_pool) from held h where h.profile_id = p.id), false) as view_entire_pool
    from identity.profiles p join identity.accounts a on a.id = p.account_id
    where p.archived_at is null`,
  );

/** Published contract: each account's token version, checked by the gateway on every request. */
export const accountTokenVersions = identity
  .view('account_token_versions')
  .as((qb) => qb.select({ id: accounts.id, tokenVersion: accounts.tokenVersion }).from(accounts));

/**
 * A login waiting for its second factor: the pending-login token (given to the client) and the
 * e-mailed code, both stored hashed, with the pool and profile chosen before the code was asked.
 * In that pool (row-level security); found by its token as a system lookup (ADR 0017).
 */
export const twoFactorChallenges = identity
  .table(
    'two_factor_challenges',
    {
      id: serial('id').primaryKey(),
      accountId: integer('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull().unique(),
      codeHash: text('code_hash').notNull(),
      poolId: integer('pool_id').notNull(),
      profileId: integer('profile_id').notNull(),
      /** the login began with a single sign-on through this pool's provider */
      ssoPoolId: integer('sso_pool_id'),
      attempts: integer('attempts').notNull().default(0),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [index('two_factor_challenges_account').on(t.accountId), tenantIsolation('two_factor_challenges')],
  )
  .enableRLS();

/** Password reset links: single use, 1 hour, stored as sha256 hashes. */
export const passwordResets = identity.table(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_account').on(t.accountId)],
);

/**
 * An invitation to a person without an account: the profile it will become (branch and roles),
 * mailed as `/account/invite/<token>` (14 days, single use, stored hashed). In its pool (row-level
 * security); found by its token before any session exists, as a system lookup (ADR 0017).
 */
export const accountInvitations = identity
  .table(
    'account_invitations',
    {
      id: serial('id').primaryKey(),
      poolId: integer('pool_id').notNull(),
      personId: integer('person_id').notNull(),
      branchId: integer('branch_id'),
      roleIds: jsonb('role_ids').$type<number[]>().notNull(),
      email: text('email').notNull(),
      fullName: text('full_name').notNull(),
      tokenHash: text('token_hash').notNull().unique(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      acceptedAt: timestamp('accepted_at', { withTimezone: true }),
      createdBy: text('created_by').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [index('account_invitations_pool_person').on(t.poolId, t.personId), tenantIsolation('account_invitations')],
  )
  .enableRLS();

export interface ButtonText {
  en: string;
  nl: string;
}

/**
 * A pool's OpenID Connect providers (ADR 0007). The client secret authenticates us at the provider
 * and is never part of an API answer.
 */
export const ssoProviders = identity
  .table(
    'sso_providers',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      code: text('code').notNull(),
      issuerUrl: text('issuer_url').notNull(),
      clientId: text('client_id').notNull(),
      clientSecret: text('client_secret').notNull(),
      scopes: text('scopes').notNull().default('openid email profile'),
      logoUrl: text('logo_url'),
      buttonText: jsonb('button_text').$type<ButtonText>().notNull().default({ en: '', nl: '' }),
      enabled: boolean('enabled').notNull().default(true),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      unique('sso_providers_pool_code').on(t.poolId, t.code),
      unique('sso_providers_pool_id').on(t.poolId, t.id),
      tenantIsolation('sso_providers'),
    ],
  )
  .enableRLS();

/**
 * One single sign-on attempt in two phases. Started: the state (stored hashed, single use, 10
 * minutes) with the nonce and PKCE verifier the callback needs. Verified: the account found, and
 * the login ticket (hashed, 5 minutes) the login page trades for the tokens once. In the
 * provider's pool (row-level security); found by state or ticket as a system lookup (ADR 0017).
 */
export const ssoLogins = identity
  .table(
    'sso_logins',
    {
      id: serial('id').primaryKey(),
      providerId: integer('provider_id').notNull(),
      poolId: integer('pool_id').notNull(),
      stateHash: text('state_hash').notNull().unique(),
      nonce: text('nonce').notNull(),
      codeVerifier: text('code_verifier').notNull(),
      redirect: text('redirect'),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      stateUsedAt: timestamp('state_used_at', { withTimezone: true }),
      accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
      ticketHash: text('ticket_hash').unique(),
      ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
      ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      index('sso_logins_expires').on(t.expiresAt),
      foreignKey({
        name: 'sso_logins_provider_fk',
        columns: [t.poolId, t.providerId],
        foreignColumns: [ssoProviders.poolId, ssoProviders.id],
      }).onDelete('cascade'),
      tenantIsolation('sso_logins'),
    ],
  )
  .enableRLS();

/**
 * Failed sign-in steps (password, second factor, forgot, reset) by key: an account name, a client
 * address, or both. Kept in the database so limits hold across processes and restarts (ADR 0018).
 */
export const authAttempts = identity.table(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_attempts_key_at').on(t.key, t.at)],
);

/** Identity's mail (two-factor codes, reset links, account invitations), written with the change that causes it (ADR 0144). */
export const outbox = outboxTable(identity);
