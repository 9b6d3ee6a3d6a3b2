import { BirthdayRights } from '@app/contracts';
import { authOf, ok, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { birthdays } from '../flows/birthdays';

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
 * Mounted before `person/:id`, which would claim the path.
 */
export function mountBirthdayRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(birthdayRoutes.getPersonBirthdays, async (ctx) => {
    ok(ctx, await birthdays(deps, authOf(ctx)));
  });
}
