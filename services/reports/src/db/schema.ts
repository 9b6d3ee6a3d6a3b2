import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/**
 * The reports service's own tables (ADR 0093): export jobs and the pool tool's XML exports. The
 * reports themselves read the other services' published views (`@app/contracts/published-views`).
 */
export const reports = pgSchema('reports');

/** A file's bytes: both drivers hand back a Uint8Array (a Buffer on node-postgres). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A report export run in the background: its state, progress and, once done, its file. */
export const exportJobs = reports
  .table(
    'export_jobs',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      reportKey: text('report_key').notNull(),
      /** the report's filter query as the caller sent it, validated again when the job runs */
      filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
      format: text('format').notNull(),
      locale: text('locale').notNull(),
      /** queued -> running -> done | failed */
      state: text('state').notNull().default('queued'),
      progressDone: integer('progress_done').notNull().default(0),
      progressTotal: integer('progress_total').notNull().default(0),
      file: bytes('file'),
      fileName: text('file_name'),
      contentType: text('content_type'),
      error: text('error'),
      /** the profile that asked: only it may read the job and its file */
      createdByProfile: integer('created_by_profile').notNull(),
      createdByUsername: text('created_by_username').notNull(),
      /** the caller's rights and scope when it asked, so the job runs as it would have */
      caller: jsonb('caller').$type<Record<string, unknown>>().notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      /** set by the worker that runs the job and renewed per chunk: a job whose worker died is taken again */
      heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
      finishedAt: timestamp('finished_at', { withTimezone: true }),
      /** after this the job and its file are deleted */
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      // pool_id leads the key, so the table distributes by pool (ADR 0038)
      primaryKey({ columns: [t.poolId, t.id] }),
      // the worker's one cross-pool read: the jobs waiting or running
      index('export_jobs_open')
        .on(t.state, t.createdAt)
        .where(sql`state in ('queued', 'running')`),
      index('export_jobs_expires').on(t.expiresAt),
      tenantIsolation('export_jobs'),
    ],
  )
  .enableRLS();

/** One validation finding of a pool tool export (RPT-XML-03 errors), in the caller's words on screen. */
export interface PoolToolErrorRow {
  code: string;
  person_id: number | null;
  person: string | null;
  date: string | null;
  detail: string | null;
}

/**
 * The pool tool (substitute fund) XML export per branch and period (RPT-XML-01..04): one report per
 * date, so a branch's periods never overlap (checked under a lock when generating).
 */
export const poolToolExports = reports
  .table(
    'pool_tool_exports',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      branchId: integer('branch_id').notNull(),
      periodFrom: date('period_from', { mode: 'string' }).notNull(),
      periodTo: date('period_to', { mode: 'string' }).notNull(),
      /** the declaration, valid against pool-tool.xsd; null while it has not been generated */
      xml: text('xml'),
      errors: jsonb('errors').$type<PoolToolErrorRow[]>().notNull().default([]),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
      createdByUsername: text('created_by_username').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('pool_tool_exports_branch_from').on(t.poolId, t.branchId, t.periodFrom),
      tenantIsolation('pool_tool_exports'),
    ],
  )
  .enableRLS();
