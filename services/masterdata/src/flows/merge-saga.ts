import { sql } from 'drizzle-orm';
import {
  PERSON_MERGE_APPLIED_EVENT,
  PERSON_MERGE_CHANNEL,
  PERSON_MERGED_EVENT,
  personMergeAppliedEventSchema,
  type PersonMergedEvent,
} from '@app/contracts';
import { rowsOf, type ServiceDeps } from '@app/service-kit';

/** A merge a service has not answered is published again after this long (ADR 0099). */
export const MERGE_RETRY_MS = 60_000;
export const MERGE_AUTHOR = 'person-merge';

export async function publishMerge(deps: ServiceDeps, event: PersonMergedEvent, author: string | null) {
  await deps.bus.publish({ channel: PERSON_MERGE_CHANNEL, event: PERSON_MERGED_EVENT, author, payload: event });
}

/** Records a service's answer: when it moved its records and how many. A repeated answer changes nothing. */
export async function recordApplied(deps: ServiceDeps, payload: unknown) {
  const event = personMergeAppliedEventSchema.parse(payload);
  const done = event.service === 'identity' ? sql`identity_done_at` : sql`staffing_done_at`;
  const movedColumn = event.service === 'identity' ? sql`identity_moved` : sql`staffing_moved`;
  await deps.db.withPool(event.pool_id, (tx) =>
    tx.execute(sql`update masterdata.person_merges set ${done} = ${deps.clock.now().toISOString()}, ${movedColumn} = ${JSON.stringify(event.moved)}::jsonb
      where pool_id = ${event.pool_id} and id = ${event.merge_id} and ${done} is null`),
  );
}

/**
 * Publishes again every merge a service has not answered within MERGE_RETRY_MS (every pool's:
 * a system lookup, ADR 0017's list). The consumers move only what still points at the other
 * person, so a second delivery moves nothing twice.
 */
export async function republishOpenMerges(deps: ServiceDeps) {
  const now = deps.clock.now();
  const due = await deps.db.withSystem((tx) =>
    rowsOf<PersonMergedEvent>(
      tx,
      sql`update masterdata.person_merges set published_at = ${now.toISOString()}
        where (identity_done_at is null or staffing_done_at is null) and published_at < ${new Date(now.getTime() - MERGE_RETRY_MS).toISOString()}
        returning id as merge_id, pool_id, destination_id, other_id, body->'other' as other`,
    ),
  );
  for (const event of due) await publishMerge(deps, event, MERGE_AUTHOR);
  return due.length;
}

/** Master data's side of the saga: the services' answers, and publishing open merges again. Returns the stop function. */
export function startMergeSagaJob(deps: ServiceDeps): () => void {
  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.channel !== PERSON_MERGE_CHANNEL || event.event !== PERSON_MERGE_APPLIED_EVENT) return;
    recordApplied(deps, event.payload).catch((err: unknown) => deps.log.warn({ err }, 'recording a merge answer failed'));
  });
  const timer = setInterval(() => {
    republishOpenMerges(deps).catch((err: unknown) => deps.log.warn({ err }, 'publishing open merges again failed'));
  }, MERGE_RETRY_MS);
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
