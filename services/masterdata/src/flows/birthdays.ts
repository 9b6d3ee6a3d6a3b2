import { dateInAmsterdam, type BirthdaysAnswer, type TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { avatarKey } from '../domain/avatars/avatar-images';
import { documentStoreOf } from '../storage/storage-config';
import { birthdaysFrom, birthdaySettings } from '../store/birthdays';
import { personalScopeOf } from '../store/list-query';

/**
 * The dashboard's birthdays panel: with the pool setting show_birthdays_panel off `enabled: false`
 * and no persons; on, the persons of the caller's personal filter with a birthday within
 * birthday_display_days, each with the path of their photo where they have one.
 */
export async function birthdays(deps: ServiceDeps, auth: TokenPayload): Promise<BirthdaysAnswer> {
  const today = dateInAmsterdam(deps.clock.now());
  const answer = await deps.db.withPool(auth.pool_id, async (tx): Promise<BirthdaysAnswer> => {
    const { enabled, days } = await birthdaySettings(tx, auth.pool_id);
    return { enabled, persons: enabled ? await birthdaysFrom(tx, auth.pool_id, personalScopeOf(auth, deps.clock.now()), today, days) : [] };
  });
  const store = documentStoreOf(deps);
  for (const person of answer.persons)
    if (await store.has(avatarKey(auth.pool_id, person.id, 's'))) person.image = `/person/${person.id}/image/s`;
  return answer;
}
