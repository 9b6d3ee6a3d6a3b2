import { sql } from 'drizzle-orm';
import { index, integer, pgSchema, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * The embed tokens of the open-dayparts overview (ADR 0083): issued and revoked by an administrator,
 * each with a label, an optional branch scope and the origins that may frame the page. The 256-bit
 * token is kept only as its SHA-256 hash; a revoked token keeps its row (who revoked it, when).
 */
export const embedTokens = staffing
  .table(
    'embed_tokens',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      label: text('label').notNull(),
      tokenHash: text('token_hash').notNull(),
      /** the branches shown; empty: the whole pool */
      branchIds: integer('branch_ids')
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`),
      origins: text('origins').array().notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      createdByUsername: text('created_by_username').notNull(),
      createdByName: text('created_by_name').notNull(),
      revokedAt: timestamp('revoked_at', { withTimezone: true }),
      revokedByUsername: text('revoked_by_username'),
    },
    (t) => [
      // pool_id leads the key, so the table distributes by pool (ADR 0038)
      primaryKey({ columns: [t.poolId, t.id] }),
      // the public page finds its token by the hash before the pool is known
      uniqueIndex('embed_tokens_token_hash').on(t.tokenHash),
      index('embed_tokens_pool_created').on(t.poolId, t.createdAt),
      tenantIsolation('embed_tokens'),
    ],
  )
  .enableRLS();

/**
 * The frame origins of each live embed token, by hash and without a pool: the gateway reads them
 * (through the published view below, cached briefly) to set `frame-ancestors` on the embed page.
 * Written in the same transaction as the token; revoking deletes the row.
 */
export const embedFrames = staffing.table('embed_frames', {
  tokenHash: text('token_hash').primaryKey(),
  origins: text('origins').array().notNull(),
});

/** Published contract: the origins allowed to frame an embed token's page (ADR 0083). */
export const embedFrameOrigins = staffing
  .view('embed_frame_origins')
  .as((qb) => qb.select({ tokenHash: embedFrames.tokenHash, origins: embedFrames.origins }).from(embedFrames));
