import { index, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PersonMergeBody } from '@app/contracts';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

const masterdata = pgSchema('masterdata');

/**
 * The merge log (ADR 0099): one row per duplicate-person merge. The other person is archived and
 * this row marks it merged into the destination (a person is merged away once). Identity and
 * staffing move their records on the `person.merged` event; their answers fill in the per-service
 * completion, and a merge with a service still open is published again until it answers.
 */
export const personMerges = masterdata
  .table(
    'person_merges',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      destinationId: integer('destination_id').notNull(),
      otherId: integer('other_id').notNull(),
      mergedBy: text('merged_by').notNull(),
      mergedAt: timestamp('merged_at', { withTimezone: true }).notNull(),
      /** the request body as validated: both sides' ticked flags and lists */
      body: jsonb('body').$type<PersonMergeBody>().notNull(),
      /** master data's own rows moved, per table (and replaced single values) */
      moved: jsonb('moved').$type<Record<string, number>>().notNull(),
      identityDoneAt: timestamp('identity_done_at', { withTimezone: true }),
      identityMoved: jsonb('identity_moved').$type<Record<string, number>>(),
      staffingDoneAt: timestamp('staffing_done_at', { withTimezone: true }),
      staffingMoved: jsonb('staffing_moved').$type<Record<string, number>>(),
      /** when the event was last published (the retry job publishes again after a while) */
      publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('person_merges_pool_other').on(t.poolId, t.otherId),
      index('person_merges_pool_destination').on(t.poolId, t.destinationId),
      tenantIsolation('person_merges'),
    ],
  )
  .enableRLS();
