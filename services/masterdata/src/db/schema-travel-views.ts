import { sql } from 'drizzle-orm';
import { date, doublePrecision, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { branches, personBranchDistances, persons, travelExpenseEntries } from './schema';

/**
 * Published contract of travel: what staffing's matching and reports read. Kept apart
 * from schema.ts, which schema-travel.ts' tables are re-exported from (drizzle.config.ts names this file).
 */
const masterdata = pgSchema('masterdata');

/** Straight-line distance between two coordinates (haversine, earth radius 6371 km) times the road factor of ADR 0057, one decimal. */
const computedKm = (lat1: unknown, lon1: unknown, lat2: unknown, lon2: unknown) =>
  sql`round((1.3 * 2 * 6371 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2))))::numeric, 1)::float8`;

/**
 * Published contract: the km of one single trip from a person's address to a branch, the entered
 * distance first, else computed from both coordinates (`source` says which); a pair with neither
 * has no row (the distance is unknown). Read by staffing's matching and by reports.
 */
export const personBranchDistance = masterdata
  .view('person_branch_distance', {
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    branchId: integer('branch_id').notNull(),
    km: doublePrecision('km').notNull(),
    source: text('source', { enum: ['entered', 'computed'] }).notNull(),
  })
  .as(
    sql`select p.pool_id, p.id as person_id, b.id as branch_id,
      coalesce(d.km::float8, ${computedKm(sql`p.latitude`, sql`p.longitude`, sql`b.latitude`, sql`b.longitude`)}) as km,
      case when d.km is not null then 'entered' else 'computed' end as source
    from ${persons} p join ${branches} b on b.pool_id = p.pool_id
    left join ${personBranchDistances} d on d.pool_id = p.pool_id and d.person_id = p.id and d.branch_id = b.id
    where d.km is not null or (p.latitude is not null and p.longitude is not null and b.latitude is not null and b.longitude is not null)`,
  );

/** Published contract: the coordinates geocoded from a person's address (null when unknown), for reports. */
export const personCoordinates = masterdata
  .view('person_coordinates', {
    poolId: integer('pool_id').notNull(),
    personId: integer('person_id').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  })
  .as(sql`select pool_id, id as person_id, latitude, longitude from ${persons}`);

/**
 * Published contract: a branch's travel expense table (km band, amount, validity), which the
 * allowance of a working day before 2024 takes its amount from; read by staffing's work state.
 */
export const travelExpenseDirectory = masterdata
  .view('travel_expense_directory', {
    poolId: integer('pool_id').notNull(),
    branchId: integer('branch_id').notNull(),
    kmMin: doublePrecision('km_min').notNull(),
    kmMax: doublePrecision('km_max').notNull(),
    amount: doublePrecision('amount').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  })
  .as(
    sql`select pool_id, branch_id, km_min::float8 as km_min, km_max::float8 as km_max, amount::float8 as amount, start_date, end_date
    from ${travelExpenseEntries}`,
  );
