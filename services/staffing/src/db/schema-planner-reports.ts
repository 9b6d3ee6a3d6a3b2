import { date, integer, pgSchema, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';
import type { PlannerReportKind } from '../domain/mails/planner-reports';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * The planners' scheduled mails sent (the digest, the Monday report: ADR 0337): one row per pool,
 * report and Amsterdam day, inserted by the job's transaction that writes the day's mails. The
 * unique key is the claim: a second process, or a run after a restart, finds the day's row and
 * sends nothing; a failed run leaves no row, so the next one sends.
 */
export const plannerReportRuns = staffing
  .table(
    'planner_report_runs',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      kind: text('kind').$type<PlannerReportKind>().notNull(),
      day: date('day', { mode: 'string' }).notNull(),
      /** the mails the run wrote (none when nothing was open or nobody held the right) */
      mails: integer('mails').notNull(),
      ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      // pool_id leads the key, so the table distributes by pool (ADR 0038)
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('planner_report_runs_day').on(t.poolId, t.kind, t.day),
      tenantIsolation('planner_report_runs'),
    ],
  )
  .enableRLS();
