import {
  PERSON_MERGE_APPLIED_EVENT,
  PERSON_MERGE_CHANNEL,
  PERSON_MERGED_EVENT,
  personMergeAppliedEventSchema,
  type PersonMergedEvent,
} from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { markMergeApplied, takeOpenMerges } from '../store/merge/merge-records';

/** A merge a service has not answered is published again after this long (ADR 0099). */
export const MERGE_RETRY_MS = 60_000;
export const MERGE_AUTHOR = 'person-merge';

export async function publishMerge(deps: ServiceDeps, event: PersonMergedEvent, author: string | null) {
  await deps.bus.publish({ channel: PERSON_MERGE_CHANNEL, event: PERSON_MERGED_EVENT, author, payload: event });
}

/** Records a service's answer: when it moved its records and how many. A repeated answer changes nothing. */
export async function recordApplied(deps: ServiceDeps, payload: unknown) {
  const event = personMergeAppliedEventSchema.parse(payload);
  await deps.db.withPool(event.pool_id, (tx) => markMergeApplied(tx, event, deps.clock.now()));
}

/**
 * Publishes again every merge a service has not answered within MERGE_RETRY_MS (every pool's:
 * a system lookup, ADR 0017's list). The consumers move only what still points at the other
 * person, so a second delivery moves nothing twice.
 */
export async function republishOpenMerges(deps: ServiceDeps) {
  const now = deps.clock.now();
  const due = await deps.db.withSystem((tx) => takeOpenMerges(tx, now, new Date(now.getTime() - MERGE_RETRY_MS)));
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
