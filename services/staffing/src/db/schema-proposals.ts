import { date, index, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Proposal } from '@app/contracts';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * The week proposals a planner asked for (docs/planning-proposal.md): what was proposed, by whom
 * and when, so a send names the proposal it comes from and the pool's history shows how close
 * each was to its bound. The cells sent are the planner's final ones, read from the send.
 */
export const proposals = staffing
  .table(
    'proposals',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      fromDate: date('from_date', { mode: 'string' }).notNull(),
      toDate: date('to_date', { mode: 'string' }).notNull(),
      branchIds: integer('branch_ids').array(),
      result: jsonb('result').$type<Omit<Proposal, 'id'>>().notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      createdByUsername: text('created_by_username').notNull(),
      sentAt: timestamp('sent_at', { withTimezone: true }),
    },
    (t) => [
      // pool_id leads the key, so the table distributes by pool (ADR 0038)
      primaryKey({ columns: [t.poolId, t.id] }),
      index('proposals_pool_created').on(t.poolId, t.createdAt),
      tenantIsolation('proposals'),
    ],
  )
  .enableRLS();
