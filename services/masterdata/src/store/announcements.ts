import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CurrentAnnouncement } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { announcementReads, announcements, branches } from '../db/schema';
import { endNotBeforeStart } from '../domain/validation/date-range';
import { entityStore, type ApiRecord } from './entity-store';
import { idsOf, refuseUnknownIds } from './known-ids';
import { onOrAfter, onOrBefore } from './list-filters';
import { branchListFilter, branchListInScope, branchListWriteScope, isTrueFlag, visibleBranches, type ListDefinition } from './list-query';

/** The management list (spec 001 section 2): newest period first, searchable by title. */
export const announcementList: ListDefinition = {
  table: announcements,
  fields: {
    id: announcements.id,
    title: announcements.title,
    icon: announcements.icon,
    pinned: announcements.pinned,
    start_date: announcements.startDate,
    end_date: announcements.endDate,
    roles: announcements.roles,
    branch_ids: announcements.branchIds,
    author: announcements.author,
    archived: sql<boolean>`${announcements.archivedAt} is not null`,
  },
  sortable: {
    title: sql`lower(${announcements.title})`,
    pinned: announcements.pinned,
    start_date: announcements.startDate,
    end_date: announcements.endDate,
    author: sql`lower(${announcements.author})`,
  },
  defaultSort: { column: 'start_date', order: 'desc' },
  filters: {
    pinned: isTrueFlag(announcements.pinned),
    from: onOrAfter(announcements.endDate),
    to: onOrBefore(announcements.startDate),
    branch: branchListFilter(announcements.branchIds),
  },
  search: [announcements.title],
  // a branch-scoped editor sees those for everybody and those aimed at the own part of the tree
  scope: branchListInScope(announcements.branchIds),
  writeScope: branchListWriteScope(announcements.branchIds),
};

const refuseUnknownBranches = (tx: Tx, poolId: number, record: ApiRecord) =>
  refuseUnknownIds(tx, branches, poolId, idsOf(record.branch_ids), 'branch_ids', 'Branches');

export const announcementStore = entityStore(announcements, { rules: endNotBeforeStart, hooks: { beforeWrite: refuseUnknownBranches } });

/** Who asks for the panel: the token's roles and the profile's branch; `everything` for a sysadmin. */
export interface AnnouncementReader {
  profileId: number;
  roles: readonly string[];
  branchId: number | null;
  /** a sysadmin or a profile that views the entire pool: no role or branch narrowing */
  everything: boolean;
}

/**
 * Whom an announcement is for (docs/announcements.md): live (not archived), within its period on
 * `today` (either end open), and, unless the reader sees everything, aimed at one of the reader's
 * roles (or none) and at a branch above, at or below the reader's branch (or none).
 */
function visibleTo(poolId: number, reader: AnnouncementReader, today: string): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(announcements.poolId, poolId),
    isNull(announcements.archivedAt),
    sql`(${announcements.startDate} is null or ${announcements.startDate} <= ${today})`,
    sql`(${announcements.endDate} is null or ${announcements.endDate} >= ${today})`,
  ];
  if (!reader.everything) {
    const roles = sql`array[${sql.join(
      reader.roles.map((r) => sql`${r}`),
      sql`, `,
    )}]::text[]`;
    conditions.push(sql`(cardinality(${announcements.roles}) = 0 or ${announcements.roles} && ${roles})`);
    conditions.push(branchListInScope(announcements.branchIds)(visibleBranches(poolId, reader.branchId)));
  }
  return and(...conditions) as SQL;
}

const readBy = (profileId: number) =>
  sql<boolean>`exists (select 1 from ${announcementReads} r where r.pool_id = ${announcements.poolId}
    and r.announcement_id = ${announcements.id} and r.profile_id = ${profileId})`;

/**
 * GET announcement/current: the reader's visible announcements that are pinned or still unread,
 * pinned first, then the newest (by start date, then by when they were added).
 */
export async function currentAnnouncements(
  tx: Tx,
  poolId: number,
  reader: AnnouncementReader,
  today: string,
): Promise<CurrentAnnouncement[]> {
  const read = readBy(reader.profileId);
  const rows = await tx
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      icon: announcements.icon,
      pinned: announcements.pinned,
      read,
      author: announcements.author,
      start_date: announcements.startDate,
      end_date: announcements.endDate,
    })
    .from(announcements)
    .where(and(visibleTo(poolId, reader, today), sql`(${announcements.pinned} or not ${read})`))
    .orderBy(
      desc(announcements.pinned),
      sql`coalesce(${announcements.startDate}, ${announcements.createdAt}::date) desc`,
      desc(announcements.createdAt),
      desc(announcements.id),
    );
  return rows as CurrentAnnouncement[];
}

/** Whether the reader sees the announcement on `today`. */
export async function announcementVisibleTo(tx: Tx, poolId: number, reader: AnnouncementReader, id: number, today: string) {
  const [visible] = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), visibleTo(poolId, reader, today)));
  return Boolean(visible);
}

/**
 * Marks the announcement read for a profile: marking twice keeps the first time; two marks at once
 * cannot both insert (primary key, do nothing).
 */
export async function insertAnnouncementRead(tx: Tx, poolId: number, profileId: number, id: number, at: Date) {
  await tx.insert(announcementReads).values({ poolId, announcementId: id, profileId, readAt: at }).onConflictDoNothing();
}
