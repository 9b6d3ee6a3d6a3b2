import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import type { PayrollState } from '@app/contracts';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/** An extra checkmark as stored in `checks` ({"1": {at, by, by_name}}). */
export interface StoredCheck {
  at: string;
  by: number | null;
  by_name: string;
}

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * A work-state line (docs/work-state.md, ADR 0085): one per planned daypart whose date has
 * passed, made by the materialiser (`store/work-state-materialise.ts`). Each step keeps who took it
 * and when (`*_by` the acting profile, `*_by_name` the name shown). The payroll columns belong to
 * the payroll send (ADR 0087): `payroll_key` is set once when a line is queued and never changed,
 * so a repeated send is recognised by the payroll system.
 */
export const workStateLines = staffing
  .table(
    'work_state_lines',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      requestId: integer('request_id').notNull(),
      requestDateId: integer('request_date_id').notNull(),
      personId: integer('person_id').notNull(),
      branchId: integer('branch_id').notNull(),
      date: date('date', { mode: 'string' }).notNull(),
      daypart: smallint('daypart').notNull(),
      wtf: numeric('wtf', { precision: 6, scale: 4, mode: 'number' }).notNull(),
      hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
      /** km there and back; null when the person's distance to the branch is unknown */
      distanceTotal: numeric('distance_total', { precision: 6, scale: 1, mode: 'number' }),
      travelCost: money('travel_cost'),
      caoFee: money('cao_fee'),
      contribution: money('contribution'),
      secondmentBranchId: integer('secondment_branch_id'),
      approvedAt: timestamp('approved_at', { withTimezone: true }),
      approvedBy: integer('approved_by'),
      approvedByName: text('approved_by_name'),
      reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
      reviewedBy: integer('reviewed_by'),
      reviewedByName: text('reviewed_by_name'),
      processedAt: timestamp('processed_at', { withTimezone: true }),
      processedBy: integer('processed_by'),
      processedByName: text('processed_by_name'),
      sentAt: timestamp('sent_at', { withTimezone: true }),
      sentBy: integer('sent_by'),
      sentByName: text('sent_by_name'),
      checks: jsonb('checks')
        .$type<Record<string, StoredCheck>>()
        .notNull()
        .default(sql`'{}'::jsonb`),
      externalEmployeeId: text('external_employee_id'),
      replacementId: text('replacement_id'),
      payrollKey: uuid('payroll_key'),
      payrollState: text('payroll_state').$type<PayrollState>().notNull().default('none'),
      payrollError: text('payroll_error'),
      payrollAttempts: integer('payroll_attempts').notNull().default(0),
      payrollNextAt: timestamp('payroll_next_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      // pool_id leads the key, so the table distributes by pool (ADR 0038)
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('work_state_lines_pool_request_date').on(t.poolId, t.requestDateId),
      index('work_state_lines_pool_date').on(t.poolId, t.date),
      index('work_state_lines_pool_request').on(t.poolId, t.requestId),
      index('work_state_lines_pool_person_date').on(t.poolId, t.personId, t.date),
      // who marked a step (the duplicate-person list's kinds): most lines carry few marks
      ...(['approvedBy', 'reviewedBy', 'processedBy', 'sentBy'] as const).map((by) =>
        index(`work_state_lines_pool_${by.replace('By', '')}_by`)
          .on(t.poolId, t[by])
          .where(sql`${t[by]} is not null`),
      ),
      // the payroll send's queue: only the few lines on their way
      index('work_state_lines_payroll_queue')
        .on(t.payrollState, t.payrollNextAt)
        .where(sql`${t.payrollState} in ('queued', 'sending')`),
      tenantIsolation('work_state_lines'),
    ],
  )
  .enableRLS();

/**
 * Published contract (ADR 0086): every line with what the reports count, the request's branch and
 * reason, and each step as a boolean. Reports read this, never the table.
 */
export const workStateLineDirectory = staffing.view('work_state_line_directory').as((qb) =>
  qb
    .select({
      id: workStateLines.id,
      poolId: workStateLines.poolId,
      requestId: workStateLines.requestId,
      requestNumber: sql<number>`r.number`.as('request_number'),
      requestDateId: workStateLines.requestDateId,
      date: workStateLines.date,
      daypart: workStateLines.daypart,
      wtf: workStateLines.wtf,
      hours: workStateLines.hours,
      distanceTotal: workStateLines.distanceTotal,
      travelCost: workStateLines.travelCost,
      caoFee: workStateLines.caoFee,
      contribution: workStateLines.contribution,
      branchId: workStateLines.branchId,
      personId: workStateLines.personId,
      reasonForAbsenceId: sql<number>`r.reason_for_absence_id`.as('reason_for_absence_id'),
      absenteePersonId: sql<number | null>`r.absentee_person_id`.as('absentee_person_id'),
      secondmentBranchId: workStateLines.secondmentBranchId,
      approved: sql<boolean>`${workStateLines.approvedAt} is not null`.as('approved'),
      reviewed: sql<boolean>`${workStateLines.reviewedAt} is not null`.as('reviewed'),
      processed: sql<boolean>`${workStateLines.processedAt} is not null`.as('processed'),
      sent: sql<boolean>`${workStateLines.sentAt} is not null`.as('sent'),
      payrollState: workStateLines.payrollState,
      externalEmployeeId: workStateLines.externalEmployeeId,
      replacementId: workStateLines.replacementId,
    })
    .from(workStateLines)
    .innerJoin(sql`staffing.requests r`, sql`r.id = ${workStateLines.requestId}`),
);
