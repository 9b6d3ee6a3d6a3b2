import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RichTextDoc } from '@app/contracts';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

/**
 * Announcements (spec 000 section 3 'Announcement'; docs/announcements.md) and who has read them.
 * Content is the editor's JSON document, validated on the way in (ADR 0076). Roles and branches say
 * who sees one: empty means everybody. Kept apart from schema.ts; schema.ts re-exports this file.
 */
const masterdata = pgSchema('masterdata');

export const announcements = masterdata
  .table(
    'announcements',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      title: text('title').notNull(),
      content: jsonb('content').$type<RichTextDoc>().notNull(),
      icon: text('icon'),
      pinned: boolean('pinned').notNull().default(false),
      startDate: date('start_date', { mode: 'string' }),
      endDate: date('end_date', { mode: 'string' }),
      /** role codes (ROLE_SCHOOL, ...) that see it; empty: every role */
      roles: text('roles')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      /** branch ids whose subtree sees it; empty: every branch */
      branchIds: integer('branch_ids')
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`),
      /** the username of who added it */
      author: text('author').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.id] }), tenantIsolation('announcements')],
  )
  .enableRLS();

/** One profile has read one announcement (mark read); a row per pair, the first read's time. */
export const announcementReads = masterdata
  .table(
    'announcement_reads',
    {
      poolId: poolIdColumn(),
      announcementId: integer('announcement_id').notNull(),
      profileId: integer('profile_id').notNull(),
      readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.announcementId, t.profileId] }),
      index('announcement_reads_profile').on(t.poolId, t.profileId),
      tenantIsolation('announcement_reads'),
    ],
  )
  .enableRLS();
