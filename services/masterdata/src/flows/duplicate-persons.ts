import { MERGE_KINDS, type DuplicatePerson, type DuplicatePersonsQuery } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { haveAvatar } from '../storage/merge-images';
import { duplicatesPage } from '../store/merge/duplicates';

/** One page of the de-duplicate persons report; a person with a photo has `images` among what they have. */
export async function duplicatePersons(
  deps: ServiceDeps,
  poolId: number,
  query: DuplicatePersonsQuery,
): Promise<{ rows: DuplicatePerson[]; total: number }> {
  const { rows, total } = await deps.db.withPool(poolId, (tx) => duplicatesPage(tx, poolId, query));
  const images = await haveAvatar(
    deps,
    poolId,
    rows.map((r) => r.id),
  );
  for (const row of rows) if (images.has(row.id)) row.has = MERGE_KINDS.filter((k) => k === 'images' || row.has.includes(k));
  return { rows, total };
}
