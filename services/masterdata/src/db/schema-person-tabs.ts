import { date, index, integer, numeric, pgSchema, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/**
 * The person popup's own tabs (ADR 0101, 0102): saving goals, work plans, scores, the
 * values of additional fields, and what data suppliers imported. Kept apart from schema.ts so
 * engineers can add tables at once; schema.ts re-exports this file.
 */
const masterdata = pgSchema('masterdata');

const hours = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/** Saving goals (MD-PPOP-06): hours a person saves for leave, study, a sabbatical or else. */
export const savingGoals = masterdata
  .table(
    'saving_goals',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      type: text('type', { enum: ['leave', 'study', 'sabbatical', 'other'] }).notNull(),
      hours: hours('hours').notNull(),
      description: text('description'),
      startDate: date('start_date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      index('saving_goals_pool_person').on(t.poolId, t.personId),
      tenantIsolation('saving_goals'),
    ],
  )
  .enableRLS();

/** What a work plan and its definition both hold (MD-WPLAN-01): hours with their description, bapo, sustainable employability. */
const workPlanHours = () => ({
  hours: hours('hours').notNull(),
  description: text('description'),
  bapo: hours('bapo').notNull().default(0),
  sustainableEmployability: hours('sustainable_employability').notNull().default(0),
});

/** Work plans (MD-WPLAN-01): one a person, branch and period. */
export const workPlans = masterdata
  .table(
    'work_plans',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      branchId: integer('branch_id').notNull(),
      periodId: integer('period_id').notNull(),
      ...workPlanHours(),
      // the work plans management list archives (ADR 0109); an archived plan leaves the tabs and the rule
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('work_plans_pool_person_branch_period')
        .on(t.poolId, t.personId, t.branchId, t.periodId)
        .where(sql`archived_at is null`),
      tenantIsolation('work_plans'),
    ],
  )
  .enableRLS();

/**
 * Work plan definitions (MD-WPLAN-01, ADR 0109): the work plan policy's norm for a branch and a
 * period (hours with their description, bapo, sustainable employability). A new work plan at that
 * branch and period starts from it, and the work plans list shows the difference. One live
 * definition a branch and period.
 */
export const workPlanDefinitions = masterdata
  .table(
    'work_plan_definitions',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      branchId: integer('branch_id').notNull(),
      periodId: integer('period_id').notNull(),
      ...workPlanHours(),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('work_plan_definitions_pool_branch_period')
        .on(t.poolId, t.branchId, t.periodId)
        .where(sql`archived_at is null`),
      tenantIsolation('work_plan_definitions'),
    ],
  )
  .enableRLS();

/** Scores (MD-PPOP-05, ADR 0101): 1 to 5 on a date by a rater, with a remark. */
export const scores = masterdata
  .table(
    'scores',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      score: integer('score').notNull(),
      date: date('date', { mode: 'string' }).notNull(),
      remark: text('remark'),
      rater: text('rater').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.id] }), index('scores_pool_person').on(t.poolId, t.personId), tenantIsolation('scores')],
  )
  .enableRLS();

/**
 * The value of an additional field on a person, branch or request (MD-ADDF-01): one store for the
 * three locations; `record_id` is the record of the field's location. Values are text in the
 * field's canonical form (integer digits, YYYY-MM-DD, ISO date-time, '1'/'0').
 */
export const additionalFieldValues = masterdata
  .table(
    'additional_field_values',
    {
      poolId: poolIdColumn(),
      fieldId: integer('field_id').notNull(),
      recordId: integer('record_id').notNull(),
      value: text('value').notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.fieldId, t.recordId] }),
      index('additional_field_values_pool_record').on(t.poolId, t.recordId),
      tenantIsolation('additional_field_values'),
    ],
  )
  .enableRLS();

/** What a data supplier imported (ADR 0102): its external id of a person or contract and ours. */
export const supplierRecords = masterdata
  .table(
    'supplier_records',
    {
      poolId: poolIdColumn(),
      dataSupplierId: integer('data_supplier_id').notNull(),
      kind: text('kind', { enum: ['person', 'contract'] }).notNull(),
      externalId: text('external_id').notNull(),
      recordId: integer('record_id').notNull(),
      importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.dataSupplierId, t.kind, t.externalId] }),
      index('supplier_records_pool_record').on(t.poolId, t.kind, t.recordId),
      tenantIsolation('supplier_records'),
    ],
  )
  .enableRLS();
