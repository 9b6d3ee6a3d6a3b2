import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSchema, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/**
 * Documents of persons and branches (spec 001 'Document', MD-DOC-01; docs/masterdata.md
 * 'Documents'). The bytes live in the document store (storage/), under `storage_key`; the row says
 * what they are and who may see them. Kept apart from schema.ts so engineers can add tables at once;
 * schema.ts re-exports this file.
 */
const masterdata = pgSchema('masterdata');

export const documents = masterdata
  .table(
    'documents',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      /** a person's or a branch's document: one table, so the viewer route and merge read one place */
      entityType: text('entity_type', { enum: ['person', 'branch'] }).notNull(),
      entityId: integer('entity_id').notNull(),
      filename: text('filename').notNull(),
      /** sniffed from the bytes at upload, never taken from the browser */
      contentType: text('content_type').notNull(),
      size: integer('size').notNull(),
      sha256: text('sha256').notNull(),
      storageKey: text('storage_key').notNull(),
      visibleForBoard: boolean('visible_for_board').notNull().default(false),
      visibleForSchool: boolean('visible_for_school').notNull().default(false),
      visibleForSubstitute: boolean('visible_for_substitute').notNull().default(false),
      restrictedToBranch: boolean('restricted_to_branch').notNull().default(false),
      /** the branch a restriction keeps the document to: the branch itself, or the uploader's branch for a person's document */
      branchId: integer('branch_id'),
      uploadedBy: text('uploaded_by').notNull(),
      uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      index('documents_pool_entity')
        .on(t.poolId, t.entityType, t.entityId)
        .where(sql`${t.archivedAt} is null`),
      tenantIsolation('documents'),
    ],
  )
  .enableRLS();

export type DocumentRow = typeof documents.$inferSelect;
