import { boolean, date, integer, numeric, pgSchema, text } from 'drizzle-orm/pg-core';

/**
 * The views master data publishes that the money reports and the pool tool read (ADR 0017), declared
 * `.existing()`: names of branches, persons and reasons, contracts and secondment hourly rates.
 */
const masterdata = pgSchema('masterdata');

export const branchDetails = masterdata
  .view('branch_detail_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    archived: boolean('archived').notNull(),
    /** the school's BRIN code: the substitute fund knows a school by it */
    brin: text('brin'),
  })
  .existing();

export const personDetails = masterdata
  .view('person_detail_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    fullName: text('full_name').notNull(),
    archived: boolean('archived').notNull(),
    personnelNumber: text('personnel_number'),
  })
  .existing();

export const reasonsForAbsence = masterdata
  .view('reason_for_absence_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    code: text('code'),
    description: text('description').notNull(),
    /** the substitute fund's code of the reason (Vervangingsfonds) */
    vfCode: text('vf_code'),
  })
  .existing();

/** Live contracts: hours a week and WTF, at a branch, from start to end. */
export const contractDetails = masterdata
  .view('contract_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    branchId: integer('branch_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { mode: 'number' }),
    wtf: numeric('wtf', { mode: 'number' }),
  })
  .existing();

/** Secondment hourly rates per person, for one branch or (branch null) every branch, from start to end (null: open). */
export const hourlyRates = masterdata
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
