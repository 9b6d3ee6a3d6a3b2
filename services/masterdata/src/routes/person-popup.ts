import type Router from '@koa/router';
import type { Context } from 'koa';
import { authOf, ok, requireAuth, requireRight, type ServiceDeps } from '@app/service-kit';
import { personTemplate } from '../domain/persons/person-template';
import { accountOfPerson, profilesOfPerson } from '../store/person-popup';
import { existingPersonId } from './person-param';

/**
 * The person popup's read-only tabs, from identity's published views: GET person/{id}/profiles
 * (each with `removable`: a person keeps at least one profile) and GET person/{id}/account.
 */
export function mountPersonPopupRoutes(router: Router, deps: ServiceDeps) {
  const guard = [requireAuth(deps.tokens, deps.clock), requireRight(...personTemplate.rights.view)];
  const readFor = (read: typeof profilesOfPerson | typeof accountOfPerson) => async (ctx: Context) => {
    const id = await existingPersonId(ctx, deps.db);
    ok(ctx, await read(deps.db, authOf(ctx).pool_id, id));
  };
  router.get('/person/:id/profiles', ...guard, readFor(profilesOfPerson));
  router.get('/person/:id/account', ...guard, readFor(accountOfPerson));
}
