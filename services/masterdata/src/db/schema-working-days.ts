import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { weekScheduleSegmentColumns } from '@app/contracts/published-views/masterdata';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/**
 * Working days and absence data (spec 001 section 3): week schedules, schedules (groups), reasons
 * for absence, absence groups and reasons for dayparts. Kept apart from schema.ts so two engineers
 * can add tables at once; schema.ts re-exports this file.
 */
const masterdata = pgSchema('masterdata');

/** One daypart of one week day in a week schedule (MD-SCHED-03); times are 'HH:mm'. */
export interface WeekScheduleSegment {
  week_day: number;
  daypart: number;
  start_class_time: string;
  end_class_time: string;
  start_work_time: string;
  end_work_time: string;
  /** extra working time outside the segment, as a duration 'HH:mm' */
  extra_time: string;
  wtf: number;
}

/**
 * Week schedules (MD-SCHED-02). The segments are always read and written whole with their week
 * schedule, so they live in one jsonb document; a segment is addressed by (week day, daypart),
 * which the rules keep unique.
 */
export const weekSchedules = masterdata
  .table(
    'week_schedules',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      /** null: usable by every branch of the pool */
      branchId: integer('branch_id'),
      segments: jsonb('segments')
        .$type<WeekScheduleSegment[]>()
        .notNull()
        .default(sql`'[]'::jsonb`),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('week_schedules_pool_branch').on(t.poolId, t.branchId), tenantIsolation('week_schedules')],
  )
  .enableRLS();

/** Schedules (groups, MD-SCHED-01): a week schedule for a period, minus the listed vacations. */
export const schedules = masterdata
  .table(
    'schedules',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      nameAddition: text('name_addition'),
      periodId: integer('period_id').notNull(),
      weekScheduleId: integer('week_schedule_id').notNull(),
      branchId: integer('branch_id'),
      vacationIds: integer('vacation_ids')
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('schedules_pool_period').on(t.poolId, t.periodId),
      index('schedules_pool_week_schedule').on(t.poolId, t.weekScheduleId),
      tenantIsolation('schedules'),
    ],
  )
  .enableRLS();

/** Absence groups (MD-ABS-02); `deletable` false marks a group the pool may never remove. */
export const absenceGroups = masterdata
  .table(
    'absence_groups',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      name: text('name').notNull(),
      deletable: boolean('deletable').notNull().default(true),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('absence_groups_pool_name').on(t.poolId, t.name), tenantIsolation('absence_groups')],
  )
  .enableRLS();

/** Reasons for absence (MD-ABS-01); `branch_ids` narrows one to some branches (empty: all). */
export const reasonsForAbsence = masterdata
  .table(
    'reasons_for_absence',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      code: text('code').notNull(),
      description: text('description').notNull(),
      externalCode: text('external_code'),
      vfCode: text('vf_code'),
      absenceGroupId: integer('absence_group_id').notNull(),
      active: boolean('active').notNull().default(true),
      branchIds: integer('branch_ids')
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`),
      /** how contracts for this reason count in the contract chain (DOMAIN 'Matching' rule 6) */
      chainInfo: text('chain_info', { enum: ['counts', 'replacement_only', 'not_counted'] })
        .notNull()
        .default('counts'),
      substituteRequired: boolean('substitute_required').notNull().default(true),
      absenteeRequired: boolean('absentee_required').notNull().default(true),
      agreementDescription: text('agreement_description'),
      poolTool: boolean('pool_tool').notNull().default(false),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('reasons_for_absence_pool_code').on(t.poolId, t.code),
      index('reasons_for_absence_pool_group').on(t.poolId, t.absenceGroupId),
      tenantIsolation('reasons_for_absence'),
    ],
  )
  .enableRLS();

/** Reasons for daypart actions (MD-DPR-01): every add, close, delete, open or unplan names one. */
export const reasonsForDaypart = masterdata
  .table(
    'reasons_for_daypart',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      action: text('action', { enum: ['add', 'close', 'delete', 'open', 'unplan'] }).notNull(),
      reason: text('reason').notNull(),
      // the reason codes (REQ-DP-02, ADR 0255): a comment is required; the dayparts count as processed; they still required a substitute
      comment: boolean('comment').notNull().default(false),
      processed: boolean('processed').notNull().default(false),
      required: boolean('required').notNull().default(false),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('reasons_for_daypart_pool_action_reason').on(t.poolId, t.action, t.reason), tenantIsolation('reasons_for_daypart')],
  )
  .enableRLS();

/** Published contract: schedules, read by staffing (a request is made on a schedule, REQ-CREATE-05). */
export const scheduleDirectory = masterdata.view('schedule_directory').as((qb) =>
  qb
    .select({
      id: schedules.id,
      poolId: schedules.poolId,
      name: schedules.name,
      nameAddition: schedules.nameAddition,
      periodId: schedules.periodId,
      weekScheduleId: schedules.weekScheduleId,
      branchId: schedules.branchId,
      vacationIds: schedules.vacationIds,
      archived: sql<boolean>`${schedules.archivedAt} is not null`.as('archived'),
    })
    .from(schedules),
);

/**
 * Published contract: one row per week schedule segment, read by staffing (a request's dayparts
 * follow the week schedule of their weekday, CAL-MARK-09).
 */
export const weekScheduleSegmentDirectory = masterdata.view('week_schedule_segment_directory', weekScheduleSegmentColumns()).as(
  sql`select w.id as week_schedule_id, w.pool_id, s.week_day, s.daypart, s.start_class_time, s.end_class_time, s.start_work_time, s.end_work_time, s.extra_time, s.wtf
      from ${weekSchedules} w cross join lateral jsonb_to_recordset(w.segments) as s(week_day integer, daypart integer, start_class_time text, end_class_time text, start_work_time text, end_work_time text, extra_time text, wtf double precision)`,
);

/** Published contract: reasons for absence, read by staffing (a request names one, REQ-CREATE-03). */
export const reasonForAbsenceDirectory = masterdata.view('reason_for_absence_directory').as((qb) =>
  qb
    .select({
      id: reasonsForAbsence.id,
      poolId: reasonsForAbsence.poolId,
      code: reasonsForAbsence.code,
      description: reasonsForAbsence.description,
      vfCode: reasonsForAbsence.vfCode,
      absenceGroupId: reasonsForAbsence.absenceGroupId,
      active: reasonsForAbsence.active,
      chainInfo: reasonsForAbsence.chainInfo,
      substituteRequired: reasonsForAbsence.substituteRequired,
      absenteeRequired: reasonsForAbsence.absenteeRequired,
      archived: sql<boolean>`${reasonsForAbsence.archivedAt} is not null`.as('archived'),
    })
    .from(reasonsForAbsence),
);

/** Published contract: reasons for dayparts, read by staffing (every daypart action names one, REQ-DP-02). */
export const reasonForDaypartDirectory = masterdata.view('reason_for_daypart_directory').as((qb) =>
  qb
    .select({
      id: reasonsForDaypart.id,
      poolId: reasonsForDaypart.poolId,
      action: reasonsForDaypart.action,
      reason: reasonsForDaypart.reason,
      archived: sql<boolean>`${reasonsForDaypart.archivedAt} is not null`.as('archived'),
      comment: reasonsForDaypart.comment,
      processed: reasonsForDaypart.processed,
      required: reasonsForDaypart.required,
    })
    .from(reasonsForDaypart),
);
