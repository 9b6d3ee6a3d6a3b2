import type Router from '@koa/router';
import { Permission, roleInputSchema } from '@app/contracts';
import {
  authOf,
  bodyObject,
  idParamsSchema,
  memoryCapabilities,
  ok,
  okListPage,
  pageInMemory,
  readListRequest,
  requireAuth,
  requireRight,
  validate,
  type ServiceDeps,
} from '@app/service-kit';
import { ROLE_LIST } from '../domain/admin-lists';
import { announceListChange } from './list-changes';
import { givableRoles } from '../flows/account-invitations';
import { changeRole, createRole, getRole, listRoles, removeRole } from '../flows/roles';

/** Roles of the token's pool and the global ones (spec 001 section 3 'Role'); PERMISSION_ROLE_ALL. */
export function mountRoleRoutes(router: Router, deps: ServiceDeps) {
  const guard = [requireAuth(deps.tokens, deps.clock), requireRight(Permission.ROLE_ALL)] as const;

  router.get('/role', ...guard, async (ctx) => {
    const request = readListRequest(ctx, memoryCapabilities(ROLE_LIST));
    okListPage(ctx, request, pageInMemory(await listRoles(deps, authOf(ctx)), ROLE_LIST, request));
  });

  // before /role/:id: the roles a holder of PERMISSION_PERSON_ALL may give in the Profiles tab
  router.get('/role/options', requireAuth(deps.tokens, deps.clock), requireRight(Permission.PERSON_ALL), async (ctx) => {
    ok(ctx, await givableRoles(deps, authOf(ctx)));
  });

  router.get('/role/:id', ...guard, async (ctx) => {
    ok(ctx, await getRole(deps, authOf(ctx), validate(idParamsSchema, ctx.params).id));
  });

  router.post('/role', ...guard, async (ctx) => {
    const created = await createRole(deps, authOf(ctx), validate(roleInputSchema, ctx.request.body));
    await announceListChange(ctx, deps, 'role', created.id, 'created');
    ok(ctx, created, {}, 201);
  });

  router.put('/role/:id', ...guard, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    // fields left out keep their value: a form without the permission lists must not empty them
    const current = await getRole(deps, authOf(ctx), id);
    const input = validate(roleInputSchema, { ...current, global: current.pool_id === null, ...bodyObject(ctx.request.body) });
    const changed = await changeRole(deps, authOf(ctx), id, input);
    await announceListChange(ctx, deps, 'role', id, 'updated');
    ok(ctx, changed);
  });

  router.delete('/role/:id/archive', ...guard, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await removeRole(deps, authOf(ctx), id);
    await announceListChange(ctx, deps, 'role', id, 'deleted');
    ok(ctx, null);
  });
}
