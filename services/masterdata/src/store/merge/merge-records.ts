import { sql } from 'drizzle-orm';
import type { PersonMergedEvent } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { personMerges } from '../../db/schema-merge';

/** Locks both persons of a merge, in id order so two merges of the same pair cannot deadlock. */
export async function lockMergePersons(tx: Tx, poolId: number, ids: readonly number[]) {
  await rowsOf(
    tx,
    sql`select id from masterdata.persons where pool_id = ${poolId} and id = any(${`{${ids.join(',')}}`}::int[]) order by id for update`,
  );
}

/** Logs a merge; answers its id. */
export async function insertMerge(tx: Tx, values: Omit<typeof personMerges.$inferInsert, 'id'>) {
  const [row] = await tx.insert(personMerges).values(values).returning({ id: personMerges.id });
  return row!.id;
}

/** Adds the count of copied images to a logged merge's moved records. */
export async function addMovedImages(tx: Tx, poolId: number, mergeId: number, copied: number) {
  await tx.execute(
    sql`update masterdata.person_merges set moved = moved || jsonb_build_object('images', ${copied}::int)
      where pool_id = ${poolId} and id = ${mergeId}`,
  );
}

/** Records a service's answer once: when it moved its records and how many. */
export async function markMergeApplied(
  tx: Tx,
  event: { service: 'identity' | 'staffing'; pool_id: number; merge_id: number; moved: unknown },
  at: Date,
) {
  const done = event.service === 'identity' ? sql`identity_done_at` : sql`staffing_done_at`;
  const movedColumn = event.service === 'identity' ? sql`identity_moved` : sql`staffing_moved`;
  await tx.execute(sql`update masterdata.person_merges set ${done} = ${at.toISOString()}, ${movedColumn} = ${JSON.stringify(event.moved)}::jsonb
      where pool_id = ${event.pool_id} and id = ${event.merge_id} and ${done} is null`);
}

/** Stamps and answers every merge a service has not answered since `before` (every pool's: a system lookup). */
export const takeOpenMerges = (tx: Tx, now: Date, before: Date) =>
  rowsOf<PersonMergedEvent>(
    tx,
    sql`update masterdata.person_merges set published_at = ${now.toISOString()}
      where (identity_done_at is null or staffing_done_at is null) and published_at < ${before.toISOString()}
      returning id as merge_id, pool_id, destination_id, other_id, body->'other' as other`,
  );
