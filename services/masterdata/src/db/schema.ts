import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgSchema, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/** The masterdata service's own schema; other services read it only through the views below. */
export const masterdata = pgSchema('masterdata');

/** Branch types with levels: board (1) > school (2) > location (3) (DOMAIN: tenancy). */
export const branchTypes = masterdata
  .table(
    'branch_types',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      label: text('label').notNull(),
      level: integer('level').notNull(),
      color: text('color').notNull().default('#1565c0'),
      topLevel: boolean('top_level').notNull().default(false),
      hasRequests: boolean('has_requests').notNull().default(true),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
    },
    (t) => [uniqueIndex('branch_types_pool_name').on(t.poolId, t.name), tenantIsolation('branch_types')],
  )
  .enableRLS();

export const branches = masterdata
  .table(
    'branches',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      parentId: integer('parent_id'),
      branchTypeId: integer('branch_type_id').notNull(),
      name: text('name').notNull(),
      brin: text('brin'),
      street: text('street'),
      number: text('number'),
      postalCode: text('postal_code'),
      city: text('city'),
      region: text('region'),
      phone: text('phone'),
      email: text('email'),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('branches_pool_parent').on(t.poolId, t.parentId), tenantIsolation('branches')],
  )
  .enableRLS();

/** Profile types: what kind of person a profile is (employee, other, substitute). */
export const profileTypes = masterdata
  .table(
    'profile_types',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      type: text('type', { enum: ['employee', 'other', 'substitute'] }).notNull(),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
    },
    (t) => [uniqueIndex('profile_types_pool_name').on(t.poolId, t.name), tenantIsolation('profile_types')],
  )
  .enableRLS();

export const persons = masterdata
  .table(
    'persons',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      firstName: text('first_name').notNull(),
      middleName: text('middle_name'),
      lastName: text('last_name').notNull(),
      initials: text('initials').notNull(),
      gender: text('gender', { enum: ['', 'female', 'male', 'neutral'] }).notNull().default(''),
      birthDate: date('birth_date', { mode: 'string' }),
      email: text('email'),
      mobile: text('mobile'),
      street: text('street'),
      number: text('number'),
      postalCode: text('postal_code'),
      city: text('city'),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('persons_pool_last_name').on(t.poolId, t.lastName), uniqueIndex('persons_pool_email').on(t.poolId, t.email), tenantIsolation('persons')],
  )
  .enableRLS();

/** Published contract: persons' display names, read by identity for profiles and the token. */
export const personDirectory = masterdata
  .view('person_directory')
  .with({ securityInvoker: true })
  .as((qb) =>
    qb
      .select({
        id: persons.id,
        poolId: persons.poolId,
        email: persons.email,
        initials: persons.initials,
        fullName: sql<string>`concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName})`.as('full_name'),
      })
      .from(persons),
  );

/** Published contract: the branch tree, read by identity (profile branch) and staffing (scoping). */
export const branchDirectory = masterdata
  .view('branch_directory')
  .with({ securityInvoker: true })
  .as((qb) =>
    qb
      .select({ id: branches.id, poolId: branches.poolId, parentId: branches.parentId, name: branches.name, level: branchTypes.level })
      .from(branches)
      .innerJoin(branchTypes, sql`${branchTypes.id} = ${branches.branchTypeId}`),
  );
