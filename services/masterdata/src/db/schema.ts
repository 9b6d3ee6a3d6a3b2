import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { outboxTable, poolIdColumn, tenantIsolation } from '@app/service-kit/db';

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
      /** MD-BTYPE-01: the type one level up that a branch of this type sits under (none for the top level) */
      parentId: integer('parent_id'),
      hasRequests: boolean('has_requests').notNull().default(true),
      /** 'Per branch only one of type %type can be created': a parent holds at most one child of this type */
      singlePerParent: boolean('single_per_parent').notNull().default(false),
      /** MD-BTYPE-01 flags: which records a branch of this type may hold (ADR 0103) */
      hasContracts: boolean('has_contracts').notNull().default(true),
      hasSubContracts: boolean('has_sub_contracts').notNull().default(true),
      hasSchedule: boolean('has_schedule').notNull().default(true),
      hasCertificateOfConduct: boolean('has_certificate_of_conduct').notNull().default(false),
      /** the branch popup's summary counts the branches below one of this type */
      numberOfBranchesSummary: boolean('number_of_branches_summary').notNull().default(false),
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
      /** geocoded from the address (domain/geo); null when unknown */
      latitude: doublePrecision('latitude'),
      longitude: doublePrecision('longitude'),
      region: text('region'),
      phone: text('phone'),
      email: text('email'),
      addition: text('addition'),
      website: text('website'),
      contactPerson: text('contact_person'),
      secondContactPerson: text('second_contact_person'),
      adminRemark: text('admin_remark'),
      internalRemark: text('internal_remark'),
      substituteInformation: text('substitute_information'),
      matchingInfo: text('matching_info'),
      /** the branch's default policy (MD-BRANCH-02): a contract with another chain regime gets a warning (MATCH-08) */
      policyId: integer('policy_id'),
      /** printed under the secondment invoice of a pair where this branch loans (MD-BRANCH-02) */
      secondmentInvoiceFooter: text('secondment_invoice_footer'),
      /** MD-BRANCH-03: the branch takes part in the payroll / substitute-fund export, with its contact there */
      exportEnabled: boolean('export_enabled').notNull().default(false),
      exportContact: text('export_contact'),
      exportEmail: text('export_email'),
      exportPhone: text('export_phone'),
      exportEducationType: text('export_education_type'),
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
      nameSuffix: text('name_suffix'),
      namePartner: text('name_partner'),
      initials: text('initials').notNull(),
      gender: text('gender', { enum: ['', 'female', 'male', 'neutral'] })
        .notNull()
        .default(''),
      birthDate: date('birth_date', { mode: 'string' }),
      bsn: text('bsn'),
      personnelNumber: text('personnel_number'),
      intakeDate: date('intake_date', { mode: 'string' }),
      registerDate: date('register_date', { mode: 'string' }),
      idExpirationDate: date('id_expiration_date', { mode: 'string' }),
      conductIssueDate: date('conduct_issue_date', { mode: 'string' }),
      /** the primary e-mail address */
      email: text('email'),
      privateEmail: text('private_email'),
      telephone: text('telephone'),
      mobile: text('mobile'),
      street: text('street'),
      number: text('number'),
      addition: text('addition'),
      postalCode: text('postal_code'),
      city: text('city'),
      /** geocoded from the address (domain/geo); null when unknown */
      latitude: doublePrecision('latitude'),
      longitude: doublePrecision('longitude'),
      generalRemark: text('general_remark'),
      internalRemark: text('internal_remark'),
      adminRemark: text('admin_remark'),
      planningBlockade: boolean('planning_blockade').notNull().default(false),
      planningBlockadeRemark: text('planning_blockade_remark'),
      matchingInfo: text('matching_info'),
      /** the person's mail settings: true, no notification mailing (ID-PERM-14) reaches them (ADR 0307) */
      notificationMailsOff: boolean('notification_mails_off').notNull().default(false),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('persons_pool_last_name').on(t.poolId, t.lastName),
      uniqueIndex('persons_pool_email').on(t.poolId, t.email),
      tenantIsolation('persons'),
    ],
  )
  .enableRLS();

/** Vacations and study days per region; `branch_ids` narrows one to some branches (empty: all). */
export const vacations = masterdata
  .table(
    'vacations',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      region: text('region', { enum: ['north', 'middle', 'south'] }).notNull(),
      type: text('type', { enum: ['holiday', 'schedule_free', 'study', 'vacation'] }).notNull(),
      startDate: date('start_date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }).notNull(),
      branchIds: integer('branch_ids')
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`),
      /** substitutes may still be planned during it (spec 000: plannable_vacation; DOMAIN 'Matching' rule 2) */
      plannable: boolean('plannable').notNull().default(false),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('vacations_pool_start').on(t.poolId, t.startDate), tenantIsolation('vacations')],
  )
  .enableRLS();

/** School-year periods; the partial unique index keeps one current period per pool. */
export const periods = masterdata
  .table(
    'periods',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      startDate: date('start_date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }).notNull(),
      active: boolean('active').notNull().default(true),
      current: boolean('current').notNull().default(false),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('periods_one_current')
        .on(t.poolId)
        .where(sql`${t.current}`),
      tenantIsolation('periods'),
    ],
  )
  .enableRLS();

/** Pool setting values that differ from the catalogue default (a missing row means the default). */
export const poolSettings = masterdata
  .table(
    'pool_settings',
    {
      poolId: poolIdColumn(),
      code: text('code').notNull(),
      value: jsonb('value').notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.code] }), tenantIsolation('pool_settings')],
  )
  .enableRLS();

/** A branch's own value for a setting; read through the tree, falling back to the pool value. */
export const branchSettings = masterdata
  .table(
    'branch_settings',
    {
      poolId: poolIdColumn(),
      branchId: integer('branch_id').notNull(),
      code: text('code').notNull(),
      value: jsonb('value').notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.branchId, t.code] }), tenantIsolation('branch_settings')],
  )
  .enableRLS();

/** Contract types (MD-CTYPE-01): code, name, an optional end of validity and the min-max flag. */
export const contractTypes = masterdata
  .table(
    'contract_types',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      code: text('code').notNull(),
      name: text('name').notNull(),
      endDate: date('end_date', { mode: 'string' }),
      /** a min-max contract: hours vary between min_hours and max_hours */
      minMax: boolean('min_max').notNull().default(false),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('contract_types_pool_code').on(t.poolId, t.code), tenantIsolation('contract_types')],
  )
  .enableRLS();

/**
 * Policies (MD-POLICY-01): the chain regime a contract falls under (DOMAIN 'Matching' rule 6):
 * `regular` 3 contracts in 36 months, `replacement` 6 in 36 months (replacement of sick staff),
 * `exempt` not counted. `chain_by_end_date` dates the chain by the contracts' end dates.
 */
export const policies = masterdata
  .table(
    'policies',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      code: text('code').notNull(),
      type: text('type', { enum: ['regular', 'replacement', 'exempt'] }).notNull(),
      chainByEndDate: boolean('chain_by_end_date').notNull().default(false),
      additionalInformation: text('additional_information'),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('policies_pool_code').on(t.poolId, t.code), tenantIsolation('policies')],
  )
  .enableRLS();

/**
 * A person's contract (MD-CONTRACT-01). A subcontract points at its main contract (`parent_id`)
 * and is worked from `base_branch_id`; only main contracts count towards the 6 per person.
 */
export const contracts = masterdata
  .table(
    'contracts',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      contractTypeId: integer('contract_type_id').notNull(),
      branchId: integer('branch_id').notNull(),
      parentId: integer('parent_id'),
      baseBranchId: integer('base_branch_id'),
      hours: numeric('hours', { precision: 6, scale: 2, mode: 'number' }),
      minHours: numeric('min_hours', { precision: 6, scale: 2, mode: 'number' }),
      maxHours: numeric('max_hours', { precision: 6, scale: 2, mode: 'number' }),
      /** werktijdfactor (FTE), 4 decimals as the reports round it */
      wtf: numeric('wtf', { precision: 6, scale: 4, mode: 'number' }),
      startDate: date('start_date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }).notNull(),
      terminationDate: date('termination_date', { mode: 'string' }),
      secondment: boolean('secondment').notNull().default(false),
      wantsToSubstitute: boolean('wants_to_substitute').notNull().default(false),
      functionCode: text('function_code'),
      sequenceNumber: integer('sequence_number'),
      policyId: integer('policy_id'),
      requestCode: text('request_code'),
      chainLength: integer('chain_length'),
      isImported: boolean('is_imported').notNull().default(false),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('contracts_pool_person').on(t.poolId, t.personId), tenantIsolation('contracts')],
  )
  .enableRLS();

/** Label groups (MD-LABEL-02) carry the colour and the flags; their labels inherit both. */
export const labelGroups = masterdata
  .table(
    'label_groups',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      color: text('color').notNull().default('#1565c0'),
      branchSelectable: boolean('branch_selectable').notNull().default(false),
      personSelectable: boolean('person_selectable').notNull().default(true),
      matchingOptional: boolean('matching_optional').notNull().default(false),
      matchingRequired: boolean('matching_required').notNull().default(false),
      /** several labels of the group on one person (otherwise at most one) */
      multiselect: boolean('multiselect').notNull().default(false),
      preferredEmployability: boolean('preferred_employability').notNull().default(false),
      requiredEmployability: boolean('required_employability').notNull().default(false),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('label_groups_pool_name').on(t.poolId, t.name), tenantIsolation('label_groups')],
  )
  .enableRLS();

export const labels = masterdata
  .table(
    'labels',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      labelGroupId: integer('label_group_id').notNull(),
      name: text('name').notNull(),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('labels_pool_group_name').on(t.poolId, t.labelGroupId, t.name), tenantIsolation('labels')],
  )
  .enableRLS();

/** The labels given to a person (the person popup's Labels tab). */
export const personLabels = masterdata
  .table(
    'person_labels',
    {
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      labelId: integer('label_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.personId, t.labelId] }),
      index('person_labels_pool_label').on(t.poolId, t.labelId),
      tenantIsolation('person_labels'),
    ],
  )
  .enableRLS();

/** Published contract: persons' display names, read by identity for profiles and the token. */
export const personDirectory = masterdata.view('person_directory').as((qb) =>
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
export const branchDirectory = masterdata.view('branch_directory').as((qb) =>
  qb
    .select({ id: branches.id, poolId: branches.poolId, parentId: branches.parentId, name: branches.name, level: branchTypes.level })
    .from(branches)
    .innerJoin(branchTypes, sql`${branchTypes.id} = ${branches.branchTypeId}`),
);

/** Published contract: profile types, read by identity to type the profiles it creates. */
export const profileTypeDirectory = masterdata.view('profile_type_directory').as((qb) =>
  qb
    .select({
      id: profileTypes.id,
      poolId: profileTypes.poolId,
      name: profileTypes.name,
      type: profileTypes.type,
      // identity offers and accepts only a live type for a profile (MD-PROF-01)
      archived: sql<boolean>`${profileTypes.archivedAt} is not null`.as('archived'),
    })
    .from(profileTypes),
);

/** Published contract: live contracts with their chain regime, read by staffing for matching. */
export const contractDirectory = masterdata.view('contract_directory').as((qb) =>
  qb
    .select({
      id: contracts.id,
      poolId: contracts.poolId,
      personId: contracts.personId,
      branchId: contracts.branchId,
      parentId: contracts.parentId,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      hours: contracts.hours,
      wtf: contracts.wtf,
      // aliased: a view's columns must have distinct names
      policyType: sql<string | null>`${policies.type}`.as('policy_type'),
      chainByEndDate: sql<boolean | null>`${policies.chainByEndDate}`.as('chain_by_end_date'),
    })
    .from(contracts)
    .leftJoin(policies, sql`${policies.id} = ${contracts.policyId}`)
    .where(sql`${contracts.archivedAt} is null`),
);

/** Published contract: persons' live labels with the group's matching flags, read by staffing. */
export const personLabelDirectory = masterdata.view('person_label_directory').as((qb) =>
  qb
    .select({
      poolId: personLabels.poolId,
      personId: personLabels.personId,
      labelId: sql<number>`${labels.id}`.as('label_id'),
      name: labels.name,
      labelGroupId: sql<number>`${labelGroups.id}`.as('label_group_id'),
      matchingRequired: labelGroups.matchingRequired,
      matchingOptional: labelGroups.matchingOptional,
    })
    .from(personLabels)
    .innerJoin(labels, sql`${labels.id} = ${personLabels.labelId}`)
    .innerJoin(labelGroups, sql`${labelGroups.id} = ${labels.labelGroupId}`)
    .where(sql`${labels.archivedAt} is null`),
);

/** Master data's mail (the notice of a change of a person's personal data), written with the change that causes it (ADR 0144, 0345). */
export const outbox = outboxTable(masterdata);

export * from './schema-working-days';
export * from './schema-integrations';
export * from './schema-travel';
export * from './schema-blockades';
export * from './schema-documents';
export * from './schema-announcements';
export * from './schema-branch-labels';
export * from './schema-person-tabs';
export * from './schema-merge';
