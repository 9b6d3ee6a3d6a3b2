import { AVATAR_SIZES, TIME_ZONE, type AvatarSize } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { avatarKey } from '../domain/avatars/avatar-images';
import { anonymizeCutoff } from '../domain/persons/anonymize';
import { settingOf } from '../domain/settings/setting-catalogue';
import { documentStoreOf } from '../storage/storage-config';
import { anonymizeArchivedPersons, poolsWithArchivedPersons, removePersonalRecords } from '../store/person-anonymize';
import { poolSettingValue } from '../store/settings';

/**
 * Anonymises, pool by pool, the archived persons whose last planned work and archiving lie more
 * than the pool's anonymize_after_days back (MD-SET-07, ADR 0304; 0 switches it off): their
 * personal fields, documents, photo, own person fields and certificate files. The files go after
 * the commit (the store is no part of the transaction); one that fails to go is logged, its row is
 * gone already. Answers the anonymised ids per pool that had any.
 */
export async function anonymizeDuePersons(deps: ServiceDeps): Promise<Map<number, number[]>> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(deps.clock.now());
  const done = new Map<number, number[]>();
  for (const poolId of await deps.db.withSystem((tx) => poolsWithArchivedPersons(tx))) {
    const { ids, files } = await deps.db.withPool(poolId, async (tx) => {
      const days = await poolSettingValue(tx, poolId, settingOf('anonymize_after_days')!);
      const cutoff = anonymizeCutoff(today, Number(days));
      const anonymised = cutoff === null ? [] : await anonymizeArchivedPersons(tx, poolId, cutoff, today);
      return { ids: anonymised, files: await removePersonalRecords(tx, poolId, anonymised) };
    });
    if (!ids.length) continue;
    done.set(poolId, ids);
    const store = documentStoreOf(deps);
    const photos = ids.flatMap((id) => (Object.keys(AVATAR_SIZES) as AvatarSize[]).map((size) => avatarKey(poolId, id, size)));
    for (const key of [...files, ...photos])
      await store.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'removing an anonymised file failed'));
  }
  return done;
}
