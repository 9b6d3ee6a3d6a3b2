import { translateMessage, type Locale, type PersonMergeAnswer, type PersonMergeBody, type TokenPayload } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { personNotFound } from '../domain/persons/person-input';
import { mergeConflicts } from '../store/merge/merge-conflicts';
import { copyAvatar } from '../storage/merge-images';
import { mergePersons } from '../store/merge/merge-persons';
import { publishMerge } from './merge-saga';
import { ensureListsOwned, movedContractIds } from '../store/merge/merge-selection';
import { addMovedImages, insertMerge, lockMergePersons } from '../store/merge/merge-records';
import { moveMasterdataRows } from '../store/merge/move-rows';

/**
 * POST person/{id}/merge (MD-MERGE-09, ADR 0099). In one transaction of the caller's pool: both
 * persons locked, the lists checked, every conflict looked for; with any conflict nothing is
 * written and the messages are the answer. Otherwise master data's rows move, the other person
 * is archived and the merge is logged; after the commit the avatar is copied and `person.merged`
 * asks identity and staffing to move theirs.
 */
export async function mergePerson(
  deps: ServiceDeps,
  auth: TokenPayload,
  body: PersonMergeBody,
  locale: Locale,
): Promise<PersonMergeAnswer> {
  const poolId = auth.pool_id;
  const now = deps.clock.now();
  const outcome = await deps.db.withPool(poolId, async (tx): Promise<{ conflicts: string[] } | { mergeId: number }> => {
    const ids = [body.destination.id, body.other.id];
    await lockMergePersons(tx, poolId, ids);
    const persons = await mergePersons(tx, poolId, ids);
    const destination = persons.get(body.destination.id);
    const other = persons.get(body.other.id);
    if (!destination) throw notFound(personNotFound(body.destination.id));
    if (!other) throw notFound(personNotFound(body.other.id));
    await ensureListsOwned(tx, poolId, body.destination, 'destination');
    await ensureListsOwned(tx, poolId, body.other, 'other');
    const conflicts = await mergeConflicts(tx, poolId, destination, other, body);
    if (conflicts.length > 0) return { conflicts };
    const contractIds = await movedContractIds(tx, poolId, other.id, body.other.contracts ?? []);
    const moved = await moveMasterdataRows(tx, { poolId, destinationId: destination.id, otherId: other.id, body, contractIds, now });
    const mergeId = await insertMerge(tx, {
      poolId,
      destinationId: destination.id,
      otherId: other.id,
      mergedBy: auth.username,
      mergedAt: now,
      body,
      moved,
      publishedAt: now,
    });
    return { mergeId };
  });
  if ('conflicts' in outcome) return outcome.conflicts.map((m) => translateMessage(m, locale));

  if (body.other.images) {
    const copied = await copyAvatar(deps, poolId, body.other.id, body.destination.id, body.destination.images === true);
    await deps.db.withPool(poolId, (tx) => addMovedImages(tx, poolId, outcome.mergeId, copied));
  }
  await publishMerge(
    deps,
    { merge_id: outcome.mergeId, pool_id: poolId, destination_id: body.destination.id, other_id: body.other.id, other: body.other },
    auth.username,
  );
  return true;
}
