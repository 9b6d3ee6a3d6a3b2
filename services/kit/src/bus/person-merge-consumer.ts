import {
  PERSON_MERGE_APPLIED_EVENT,
  PERSON_MERGE_CHANNEL,
  PERSON_MERGED_EVENT,
  personMergedEventSchema,
  type PersonMergeAppliedEvent,
  type PersonMergedEvent,
} from '@app/contracts';
import type { ServiceDeps } from '../service';

/**
 * A service's part of a person merge (ADR 0099): on each `person.merged` it moves its own records
 * with `apply` and answers `person.merge.applied` with what moved. Returns the stop function.
 */
export function startPersonMergeConsumer(
  deps: ServiceDeps,
  service: PersonMergeAppliedEvent['service'],
  apply: (deps: ServiceDeps, event: PersonMergedEvent) => Promise<PersonMergeAppliedEvent['moved']>,
): () => void {
  return deps.bus.subscribe((busEvent) => {
    if (busEvent.channel !== PERSON_MERGE_CHANNEL || busEvent.event !== PERSON_MERGED_EVENT) return;
    const parsed = personMergedEventSchema.safeParse(busEvent.payload);
    if (!parsed.success) return deps.log.warn({ issues: parsed.error.issues }, 'a person.merged event that is no merge');
    const event = parsed.data;
    apply(deps, event)
      .then((moved) => {
        const answer: PersonMergeAppliedEvent = { merge_id: event.merge_id, pool_id: event.pool_id, service, moved };
        return deps.bus.publish({ channel: PERSON_MERGE_CHANNEL, event: PERSON_MERGE_APPLIED_EVENT, author: null, payload: answer });
      })
      // master data publishes an unanswered merge again; the next delivery retries
      .catch((err: unknown) => deps.log.warn({ err, merge: event.merge_id }, `moving ${service} records of a merge failed`));
  });
}
