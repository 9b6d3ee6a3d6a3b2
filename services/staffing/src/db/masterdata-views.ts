import { boolean, date, doublePrecision, integer, jsonb, pgSchema, text } from 'drizzle-orm/pg-core';

/**
 * The views master data publishes for staffing (its contract, ADR 0017). Declared here, not
 * imported from masterdata, so staffing depends only on the published shape; `.existing()` keeps
 * them out of our migrations.
 */
const masterdata = pgSchema('masterdata');

export const branchDetails = masterdata
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
  })
  .existing();

export const personDetails = masterdata
  .view('person_detail_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    fullName: text('full_name').notNull(),
    planningBlockade: boolean('planning_blockade').notNull(),
    archived: boolean('archived').notNull(),
    mobile: text('mobile'),
    personnelNumber: text('personnel_number'),
  })
  .existing();

export const periodDetails = masterdata
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

export const vacationDetails = masterdata
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

export const labelDetails = masterdata
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

export const settingValues = masterdata
  .view('setting_value_directory', {
    poolId: integer('pool_id').notNull(),
    branchId: integer('branch_id'),
    code: text('code').notNull(),
    value: jsonb('value').notNull(),
  })
  .existing();

export const scheduleDetails = masterdata
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

export const weekScheduleSegments = masterdata
  .view('week_schedule_segment_directory', {
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
  })
  .existing();

export const absenceReasons = masterdata
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

export const daypartReasons = masterdata
  .view('reason_for_daypart_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    archived: boolean('archived').notNull(),
  })
  .existing();

/** Persons with their e-mail address (the demo data finds master data's demo teachers and substitutes by it). */
export const personDirectory = masterdata
  .view('person_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    email: text('email'),
    initials: text('initials').notNull(),
    fullName: text('full_name').notNull(),
  })
  .existing();

/** Live contracts: who works at which branch. */
export const contractDirectory = masterdata
  .view('contract_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    branchId: integer('branch_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  })
  .existing();

/** The pool's additional fields (ADR 0106): staffing keeps the values of those of location request. */
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
