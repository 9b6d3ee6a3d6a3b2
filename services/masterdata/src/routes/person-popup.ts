import type { Context } from 'koa';
import { PersonFieldPermission } from '@app/contracts';
import { authOf, idParamsSchema, ok, requireRight, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { personTemplate } from '../domain/persons/person-template';
import { personAccount } from '../flows/person-account';
import { personProfiles } from '../flows/person-profiles';
import { existingPersonId } from './person-param';

export const personPopupRoutes = {
  getPersonIdProfiles: {
    method: 'get',
    path: '/person/:id/profiles',
    summary: "A person's profiles (needs PERSON_PROFILES as well)",
    access: personTemplate.rights.view,
    params: idParamsSchema,
  },
  getPersonIdAccount: {
    method: 'get',
    path: '/person/:id/account',
    summary: "A person's account",
    access: personTemplate.rights.view,
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The person popup's read-only tabs, from identity's published views: GET person/{id}/profiles
 * (each with `removable`: a person keeps at least one profile; the Profiles tab's own right, ID-PERM-10)
 * and GET person/{id}/account.
 */
export function mountPersonPopupRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const readFor = (read: typeof personProfiles | typeof personAccount) => async (ctx: Context) => {
    const id = await existingPersonId(ctx, deps);
    ok(ctx, await read(deps, authOf(ctx).pool_id, id));
  };
  mount(personPopupRoutes.getPersonIdProfiles, requireRight(PersonFieldPermission.PERSON_PROFILES), readFor(personProfiles));
  mount(personPopupRoutes.getPersonIdAccount, readFor(personAccount));
}
