import { boolean, date, doublePrecision, integer, jsonb, numeric, pgSchema, text } from 'drizzle-orm/pg-core';

/**
 * The views master data publishes to the other services (ADR 0017), declared once here: master
 * data's migrations create them, readers import these `.existing()` declarations, and master data's
 * test holds each against the view its migrations made. Each shows live and archived rows with an
 * `archived` flag (where it has one), so a request keeps naming what it was made with.
 */
const masterdata = pgSchema('masterdata');

/** Persons' display names and e-mail addresses (profiles, the token, the demo data). */
export const personDirectory = masterdata
  .view('person_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    email: text('email'),
    initials: text('initials').notNull(),
    fullName: text('full_name').notNull(),
  })
  .existing();

/** The branch tree with each branch's type level (a profile's branch). */
export const branchDirectory = masterdata
  .view('branch_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    level: integer('level').notNull(),
  })
  .existing();

/** Profile types, to type the profiles identity creates. */
export const profileTypeDirectory = masterdata
  .view('profile_type_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    archived: boolean('archived').notNull(),
  })
  .existing();

/** Live contracts with their chain regime: who works where, hours and WTF a week. */
export const contractDirectory = masterdata
  .view('contract_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    branchId: integer('branch_id').notNull(),
    parentId: integer('parent_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { mode: 'number' }),
    wtf: numeric('wtf', { mode: 'number' }),
    policyType: text('policy_type'),
    chainByEndDate: boolean('chain_by_end_date'),
  })
  .existing();

/** Branches with what a request shows and checks, the BRIN code of a payroll line and the address. */
export const branchDetailDirectory = masterdata
  .view('branch_detail_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    email: text('email'),
    region: text('region'),
    city: text('city'),
    hasRequests: boolean('has_requests').notNull(),
    archived: boolean('archived').notNull(),
    brin: text('brin'),
    street: text('street'),
    number: text('number'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    secondmentInvoiceFooter: text('secondment_invoice_footer'),
  })
  .existing();

/** Persons as a request names them, with the mobile number offers are texted to and the employee number. */
export const personDetailDirectory = masterdata
  .view('person_detail_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    fullName: text('full_name').notNull(),
    planningBlockade: boolean('planning_blockade').notNull(),
    archived: boolean('archived').notNull(),
    mobile: text('mobile'),
    personnelNumber: text('personnel_number'),
    notificationMailsOff: boolean('notification_mails_off').notNull(),
  })
  .existing();

/** School-year periods: a calendar's start and end. */
export const periodDirectory = masterdata
  .view('period_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull(),
    current: boolean('current').notNull(),
    archived: boolean('archived').notNull(),
  })
  .existing();

/** Vacations: a request's vacation warnings and a schedule's days off. */
export const vacationDirectory = masterdata
  .view('vacation_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    branchIds: integer('branch_ids').array().notNull(),
    plannable: boolean('plannable').notNull(),
    archived: boolean('archived').notNull(),
  })
  .existing();

/** Labels with their group's employability flags: a request's required employability. */
export const labelDirectory = masterdata
  .view('label_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    name: text('name').notNull(),
    labelGroupId: integer('label_group_id').notNull(),
    groupName: text('group_name').notNull(),
    color: text('color').notNull(),
    requiredEmployability: boolean('required_employability').notNull(),
    preferredEmployability: boolean('preferred_employability').notNull(),
    archived: boolean('archived').notNull(),
  })
  .existing();

/** The setting values a pool (branch null) or a branch stored; a code without a row has the catalogue's default. */
export const settingValueColumns = () => ({
  poolId: integer('pool_id').notNull(),
  branchId: integer('branch_id'),
  code: text('code').notNull(),
  value: jsonb('value').notNull(),
});
export const settingValueDirectory = masterdata.view('setting_value_directory', settingValueColumns()).existing();

/** Schedules: a request is made on one. */
export const scheduleDirectory = masterdata
  .view('schedule_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    name: text('name').notNull(),
    nameAddition: text('name_addition'),
    periodId: integer('period_id').notNull(),
    weekScheduleId: integer('week_schedule_id').notNull(),
    branchId: integer('branch_id'),
    vacationIds: integer('vacation_ids').array().notNull(),
    archived: boolean('archived').notNull(),
  })
  .existing();

/** One row per week schedule segment: a request's dayparts follow the week schedule of their weekday. */
export const weekScheduleSegmentColumns = () => ({
  weekScheduleId: integer('week_schedule_id').notNull(),
  poolId: integer('pool_id').notNull(),
  weekDay: integer('week_day').notNull(),
  daypart: integer('daypart').notNull(),
  startClassTime: text('start_class_time').notNull(),
  endClassTime: text('end_class_time').notNull(),
  startWorkTime: text('start_work_time').notNull(),
  endWorkTime: text('end_work_time').notNull(),
  extraTime: text('extra_time').notNull(),
  wtf: doublePrecision('wtf').notNull(),
});
export const weekScheduleSegmentDirectory = masterdata.view('week_schedule_segment_directory', weekScheduleSegmentColumns()).existing();

/** Reasons for absence: a request names one; the substitute fund knows it by its VF code. */
export const reasonForAbsenceDirectory = masterdata
  .view('reason_for_absence_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    vfCode: text('vf_code'),
    absenceGroupId: integer('absence_group_id').notNull(),
    active: boolean('active').notNull(),
    chainInfo: text('chain_info').notNull(),
    substituteRequired: boolean('substitute_required').notNull(),
    absenteeRequired: boolean('absentee_required').notNull(),
    archived: boolean('archived').notNull(),
  })
  .existing();

/** Reasons for dayparts: every daypart action names one. */
export const reasonForDaypartDirectory = masterdata
  .view('reason_for_daypart_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    archived: boolean('archived').notNull(),
    /** the reason codes (REQ-DP-02, ADR 0255) */
    comment: boolean('comment').notNull(),
    processed: boolean('processed').notNull(),
    required: boolean('required').notNull(),
  })
  .existing();

/** The pool's additional fields; staffing keeps the values of those of location request. */
export const additionalFieldDirectory = masterdata
  .view('additional_field_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type', { enum: ['integer', 'date', 'datetime', 'bool'] }).notNull(),
    location: text('location').notNull(),
    validation: text('validation').notNull(),
    archived: boolean('archived').notNull(),
  })
  .existing();

/** Secondment hourly rates per person, for one branch or (branch null) every branch, from start to end (null: open). */
export const hourlyRateDirectory = masterdata
  .view('hourly_rate_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    branchId: integer('branch_id'),
    amount: numeric('amount', { mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  })
  .existing();

/** Every published view master data's readers declare from here, for the test that holds them against the database. */
export const masterdataViews = [
  personDirectory,
  branchDirectory,
  profileTypeDirectory,
  contractDirectory,
  branchDetailDirectory,
  personDetailDirectory,
  periodDirectory,
  vacationDirectory,
  labelDirectory,
  settingValueDirectory,
  scheduleDirectory,
  weekScheduleSegmentDirectory,
  reasonForAbsenceDirectory,
  reasonForDaypartDirectory,
  additionalFieldDirectory,
  hourlyRateDirectory,
];
