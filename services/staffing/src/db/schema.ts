import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSchema, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DaypartState } from '@app/contracts';
import { outboxTable, poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/** The staffing service's own schema; other services read it only through the views at the end. */
export const staffing = pgSchema('staffing');

/** A request's number in its pool comes from one counter row per pool (numbers 1, 2, 3 ... per pool). */
export const requestNumbers = staffing
  .table(
    'request_numbers',
    {
      poolId: poolIdColumn().primaryKey(),
      lastNumber: integer('last_number').notNull(),
    },
    () => [tenantIsolation('request_numbers')],
  )
  .enableRLS();

/** A week schedule segment as a daypart keeps it from the day it was added (times 'HH:mm'). */
export interface DaypartSegment {
  start_work_time: string;
  end_work_time: string;
  extra_time: string;
  wtf: number;
}

/**
 * An absence request (spec 000 section 3, REQ-DATA-01). The counts, the first open daypart and the
 * period are kept on the row, in the same transaction as every daypart change, so the list sorts
 * and filters by them without reading the dayparts (docs/requests.md 'Status'). A deleted request
 * keeps its row (`deleted_at`) for the timeline and the reports.
 */
export const requests = staffing
  .table(
    'requests',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      number: integer('number').notNull(),
      branchId: integer('branch_id').notNull(),
      scheduleId: integer('schedule_id').notNull(),
      /** the schedule's period, kept so master data can tell a period in use */
      periodId: integer('period_id').notNull(),
      absenteePersonId: integer('absentee_person_id'),
      preferredPersonId: integer('preferred_person_id'),
      reasonForAbsenceId: integer('reason_for_absence_id').notNull(),
      requestGroupId: integer('request_group_id'),
      /** the required employability: label ids */
      labels: integer('labels')
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`),
      adminRemark: text('admin_remark'),
      internalRemark: text('internal_remark'),
      generalRemark: text('general_remark'),
      vacancyUrl: text('vacancy_url'),
      message: text('message'),
      daypartsCount: integer('dayparts_count').notNull().default(0),
      openDayparts: integer('open_dayparts').notNull().default(0),
      plannedDayparts: integer('planned_dayparts').notNull().default(0),
      closedDayparts: integer('closed_dayparts').notNull().default(0),
      firstOpenDate: date('first_open_date', { mode: 'string' }),
      firstOpenDaypart: smallint('first_open_daypart'),
      periodStart: date('period_start', { mode: 'string' }),
      periodEnd: date('period_end', { mode: 'string' }),
      hasExternalRelations: boolean('has_external_relations').notNull().default(false),
      lockedAt: timestamp('locked_at', { withTimezone: true }),
      lockedByUsername: text('locked_by_username'),
      lockedByName: text('locked_by_name'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      createdByUsername: text('created_by_username').notNull(),
      createdByName: text('created_by_name').notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
      deletedAt: timestamp('deleted_at', { withTimezone: true }),
      /**
       * made without dayparts, the sickness notification its maker asked for waits for them: the first
       * add mails it with its dates (ADR 0308)
       */
      sicknessNotificationDue: boolean('sickness_notification_due').notNull().default(false),
    },
    (t) => [
      uniqueIndex('requests_pool_number').on(t.poolId, t.number),
      index('requests_pool_first_open').on(t.poolId, t.firstOpenDate),
      index('requests_pool_branch').on(t.poolId, t.branchId),
      index('requests_pool_absentee').on(t.poolId, t.absenteePersonId),
      index('requests_pool_group').on(t.poolId, t.requestGroupId),
      index('requests_pool_created').on(t.poolId, t.createdAt),
      tenantIsolation('requests'),
    ],
  )
  .enableRLS();

/**
 * A daypart of a request (REQ-DATA-04): one row per request, date and daypart, kept after removal
 * (state 'removed') so adding it again reuses the row.
 */
export const requestDates = staffing
  .table(
    'request_dates',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      requestId: integer('request_id').notNull(),
      date: date('date', { mode: 'string' }).notNull(),
      daypart: smallint('daypart').notNull(),
      state: text('state').$type<DaypartState>().notNull(),
      /** the planned person */
      personId: integer('person_id'),
      /** the reason for dayparts and the comment of the last action */
      reasonId: integer('reason_id'),
      comment: text('comment'),
      segment: jsonb('segment').$type<DaypartSegment>(),
      /** a plannable vacation the date falls in */
      vacation: text('vacation'),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      uniqueIndex('request_dates_request_date_daypart').on(t.requestId, t.date, t.daypart),
      index('request_dates_pool_date').on(t.poolId, t.date, t.daypart),
      index('request_dates_pool_person_date')
        .on(t.poolId, t.personId, t.date)
        .where(sql`${t.personId} is not null`),
      tenantIsolation('request_dates'),
    ],
  )
  .enableRLS();

/** The timeline (REQ-DATA-08): one row per logged event, with who and when. */
export const requestLog = staffing
  .table(
    'request_log',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      requestId: integer('request_id').notNull(),
      event: text('event').notNull(),
      at: timestamp('at', { withTimezone: true }).notNull(),
      authorUsername: text('author_username').notNull(),
      authorName: text('author_name').notNull(),
      /** the reason for dayparts of a daypart action (master data asks whether a reason is in use) */
      reasonId: integer('reason_id'),
      data: jsonb('data')
        .$type<Record<string, unknown>>()
        .notNull()
        .default(sql`'{}'::jsonb`),
    },
    (t) => [
      index('request_log_pool_request_at').on(t.poolId, t.requestId, t.at),
      index('request_log_pool_reason')
        .on(t.poolId, t.reasonId)
        .where(sql`${t.reasonId} is not null`),
      tenantIsolation('request_log'),
    ],
  )
  .enableRLS();

/** Notes (REQ-DATA-07): for admins, never changed or deleted; so the table has no update path. */
export const requestNotes = staffing
  .table(
    'request_notes',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      requestId: integer('request_id').notNull(),
      message: text('message').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      authorUsername: text('author_username').notNull(),
      authorName: text('author_name').notNull(),
    },
    (t) => [index('request_notes_pool_request').on(t.poolId, t.requestId), tenantIsolation('request_notes')],
  )
  .enableRLS();

/** Request groups (REQ-GROUP-01); a request names its group, so a group's requests are found by that. */
export const requestGroups = staffing
  .table(
    'request_groups',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      reference: text('reference').notNull(),
      description: text('description'),
      remark: text('remark'),
      periodStart: date('period_start', { mode: 'string' }).notNull(),
      periodEnd: date('period_end', { mode: 'string' }).notNull(),
      /** the creator's branch (null: a profile of the whole pool): branch-bound profiles see the groups of their branches */
      branchId: integer('branch_id'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      createdByUsername: text('created_by_username').notNull(),
      deletedAt: timestamp('deleted_at', { withTimezone: true }),
    },
    (t) => [index('request_groups_pool_period').on(t.poolId, t.periodStart), tenantIsolation('request_groups')],
  )
  .enableRLS();

/** What was sent about a request to another system (the External relations tab): payroll notifications. */
export const externalRelations = staffing
  .table(
    'external_relations',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      requestId: integer('request_id').notNull(),
      system: text('system').$type<'payroll'>().notNull(),
      externalId: text('external_id').notNull(),
      dateFrom: date('date_from', { mode: 'string' }).notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      authorUsername: text('author_username').notNull(),
      authorName: text('author_name').notNull(),
    },
    (t) => [index('external_relations_pool_request').on(t.poolId, t.requestId), tenantIsolation('external_relations')],
  )
  .enableRLS();

/**
 * Published contract: live requests with what other services ask of them: master data whether a
 * person, period or reason is in use, the dashboard and reports their counts and dates.
 */
export const requestDirectory = staffing.view('request_directory').as((qb) =>
  qb
    .select({
      id: requests.id,
      poolId: requests.poolId,
      number: requests.number,
      branchId: requests.branchId,
      scheduleId: requests.scheduleId,
      periodId: requests.periodId,
      absenteePersonId: requests.absenteePersonId,
      preferredPersonId: requests.preferredPersonId,
      reasonForAbsenceId: requests.reasonForAbsenceId,
      requestGroupId: requests.requestGroupId,
      daypartsCount: requests.daypartsCount,
      openDayparts: requests.openDayparts,
      plannedDayparts: requests.plannedDayparts,
      closedDayparts: requests.closedDayparts,
      firstOpenDate: requests.firstOpenDate,
      periodStart: requests.periodStart,
      periodEnd: requests.periodEnd,
      createdAt: requests.createdAt,
    })
    .from(requests)
    .where(sql`${requests.deletedAt} is null`),
);

/** Published contract: the live dayparts of live requests, for planning, the calendar and reports. */
export const requestDateDirectory = staffing.view('request_date_directory').as((qb) =>
  qb
    .select({
      id: requestDates.id,
      poolId: requestDates.poolId,
      requestId: requestDates.requestId,
      requestNumber: sql<number>`${requests.number}`.as('request_number'),
      date: requestDates.date,
      daypart: requestDates.daypart,
      state: requestDates.state,
      personId: requestDates.personId,
    })
    .from(requestDates)
    .innerJoin(requests, sql`${requests.id} = ${requestDates.requestId}`)
    .where(sql`${requestDates.state} <> 'removed' and ${requests.deletedAt} is null`),
);

/** Published contract: the reasons for dayparts that daypart actions named (MD-DPR-02: such a reason stays). */
export const daypartReasonUsage = staffing.view('daypart_reason_usage').as((qb) =>
  qb
    .selectDistinct({ poolId: requestLog.poolId, reasonId: sql<number>`${requestLog.reasonId}`.as('reason_id') })
    .from(requestLog)
    .where(sql`${requestLog.reasonId} is not null`),
);

// availability per daypart and the rest, each kept in its own file
/** Staffing's mail, text and push messages (offers, their end, planning), written with the change that causes them (ADR 0144). */
export const outbox = outboxTable(staffing);

export * from './schema-availability';
export * from './schema-offers';
export * from './schema-embed';
export * from './schema-work-state';
export * from './schema-report-views';
export * from './schema-calendar-counts';
export * from './schema-report-totals';
export * from './schema-request-fields';
export * from './schema-proposals';
export * from './schema-open-work';
export * from './schema-change-notices';
export * from './schema-availability-notices';
export * from './schema-planner-reports';
