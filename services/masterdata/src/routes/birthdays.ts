import { BirthdayRights, TIME_ZONE, type BirthdaysAnswer } from '@app/contracts';
import { authOf, ok, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { avatarKey } from '../domain/avatars/avatar-images';
import { documentStoreOf } from '../storage/storage-config';
import { birthdaysFrom, birthdaySettings } from '../store/birthdays';
import { personalScopeOf } from '../store/list-query';

export const birthdayRoutes = {
  getPersonBirthdays: {
    method: 'get',
    path: '/person/birthdays',
    summary: "The birthdays panel: whether the pool shows it, and the scope's persons with a birthday within the display days",
    access: BirthdayRights,
  },
} satisfies Record<string, ApiRoute>;

/**
 * GET person/birthdays (DASH-12, DASH-13): the dashboard's birthdays panel with DASHBOARD_BIRTHDAYS.
 * With the pool setting show_birthdays_panel off it answers `enabled: false` and no persons; on,
 * the persons of the caller's personal filter with a birthday within birthday_display_days, each
 * with the path of their photo where they have one.
 * Mounted before `person/:id`, which would claim the path.
 */
export function mountBirthdayRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(birthdayRoutes.getPersonBirthdays, async (ctx) => {
    const auth = authOf(ctx);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(deps.clock.now());
    const answer = await deps.db.withPool(auth.pool_id, async (tx): Promise<BirthdaysAnswer> => {
      const { enabled, days } = await birthdaySettings(tx, auth.pool_id);
      return { enabled, persons: enabled ? await birthdaysFrom(tx, auth.pool_id, personalScopeOf(auth), today, days) : [] };
    });
    const store = documentStoreOf(deps);
    for (const person of answer.persons)
      if (await store.has(avatarKey(auth.pool_id, person.id, 's'))) person.image = `/person/${person.id}/image/s`;
    ok(ctx, answer);
  });
}
