import { sql } from 'drizzle-orm';
import { doublePrecision, integer, jsonb, pgSchema, smallint, text, timestamp, date } from 'drizzle-orm/pg-core';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * Published contract for the reports service (ADR 0086, asked by the reports in
 * /work/briefs/h4-to-h1.md): the reports' runtime role reads only views. Written as SQL over the
 * staffing tables, so this file needs none of schema.ts's table objects.
 */

/** Live dayparts of live requests with what reports sum: the segment's WTF and hours (null without a segment). */
export const requestDaypartDirectory = staffing
  .view('request_daypart_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    requestId: integer('request_id').notNull(),
    requestNumber: integer('request_number').notNull(),
    branchId: integer('branch_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    daypart: smallint('daypart').notNull(),
    state: text('state').notNull(),
    personId: integer('person_id'),
    reasonId: integer('reason_id'),
    wtf: doublePrecision('wtf'),
    hours: doublePrecision('hours'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  })
  .as(
    sql`select d.id, d.pool_id, d.request_id, r.number as request_number, r.branch_id, d.date, d.daypart, d.state, d.person_id, d.reason_id,
      (d.segment->>'wtf')::float8 as wtf,
      case when d.segment is null then null else
        greatest(0, extract(epoch from ((d.segment->>'end_work_time')::time - (d.segment->>'start_work_time')::time)))::float8 / 3600
        + coalesce(extract(epoch from nullif(d.segment->>'extra_time', '')::interval), 0)::float8 / 3600 end as hours,
      d.updated_at
    from staffing.request_dates d join staffing.requests r on r.id = d.request_id
    where d.state <> 'removed' and r.deleted_at is null`,
  );

/** The request log (timeline and log reports), deleted requests' rows included. */
export const requestLogDirectory = staffing
  .view('request_log_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    requestId: integer('request_id').notNull(),
    requestNumber: integer('request_number').notNull(),
    branchId: integer('branch_id').notNull(),
    event: text('event').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    authorUsername: text('author_username').notNull(),
    authorName: text('author_name').notNull(),
    data: jsonb('data').notNull(),
  })
  .as(
    sql`select l.id, l.pool_id, l.request_id, r.number as request_number, r.branch_id, l.event, l.at, l.author_username, l.author_name, l.data
    from staffing.request_log l join staffing.requests r on r.id = l.request_id`,
  );

/** Availability marks per person, date and daypart (the schedule-substitutes report). */
export const availabilityDirectory = staffing
  .view('availability_directory', {
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    daypart: smallint('daypart').notNull(),
    state: text('state').notNull(),
  })
  .as(sql`select pool_id, person_id, date, daypart, state from staffing.availabilities`);

/** The default week of availability per person. */
export const availabilityDefaultDirectory = staffing
  .view('availability_default_directory', {
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    weekDay: smallint('week_day').notNull(),
    daypart: smallint('daypart').notNull(),
    state: text('state').notNull(),
  })
  .as(sql`select pool_id, person_id, week_day, daypart, state from staffing.availability_defaults`);

/**
 * Who holds offers (invitations and reservations): the duplicate-person list names `reservations`
 * among a person's data kinds (ADR 0099).
 */
export const offerPersonDirectory = staffing
  .view('offer_person_directory', {
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
  })
  .as(sql`select pool_id, person_id, kind, state from staffing.offers`);

/**
 * The profiles that marked work-state lines, per step (approved, reviewed, processed, sent): the
 * duplicate-person list names them as the person's `request_dates_<step>_by` kinds. A reader filters
 * on profile_id; the partial indexes on the four columns answer it.
 */
export const workStateMarkDirectory = staffing
  .view('work_state_mark_directory', {
    poolId: integer('pool_id').notNull(),
    profileId: integer('profile_id').notNull(),
    step: text('step').notNull(),
  })
  .as(
    sql`select pool_id, approved_by as profile_id, 'approved' as step from staffing.work_state_lines where approved_by is not null
    union all select pool_id, reviewed_by, 'reviewed' from staffing.work_state_lines where reviewed_by is not null
    union all select pool_id, processed_by, 'processed' from staffing.work_state_lines where processed_by is not null
    union all select pool_id, sent_by, 'sent' from staffing.work_state_lines where sent_by is not null`,
  );
