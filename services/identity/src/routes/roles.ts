import { listQuerySchema, Permission, roleInputSchema } from '@app/contracts';
import {
  authOf,
  bodyObject,
  idParamsSchema,
  memoryCapabilities,
  ok,
  okListPage,
  pageInMemory,
  readListRequest,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { ROLE_LIST } from '../domain/admin-lists';
import { announceListChange } from './list-changes';
import { givableRoles } from '../flows/account-invitations';
import { changeRole, createRole, getRole, listRoles, removeRole } from '../flows/roles';

const ROLE = [Permission.ROLE_ALL];

export const roleRoutes = {
  list: {
    method: 'get',
    path: '/role',
    summary: 'Roles of the pool and the global ones',
    access: ROLE,
    query: listQuerySchema,
    answers: 'page',
  },
  options: {
    method: 'get',
    path: '/role/options',
    summary: 'The roles the caller may give with POST profile, by name (the Profiles tab)',
    access: [Permission.PERSON_ALL],
  },
  one: { method: 'get', path: '/role/:id', summary: 'One role', access: ROLE, params: idParamsSchema },
  create: { method: 'post', path: '/role', summary: 'Creates a role', access: ROLE, body: roleInputSchema, status: 201 },
  change: {
    method: 'put',
    path: '/role/:id',
    summary: 'Changes a role; fields left out keep their value',
    access: ROLE,
    params: idParamsSchema,
    body: roleInputSchema,
  },
  remove: { method: 'delete', path: '/role/:id/archive', summary: 'Removes a role', access: ROLE, params: idParamsSchema },
} satisfies Record<string, ApiRoute>;

/** Roles of the token's pool and the global ones (spec 001 section 3 'Role'); PERMISSION_ROLE_ALL. */
export function mountRoleRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(roleRoutes.list, async (ctx) => {
    const request = readListRequest(ctx, memoryCapabilities(ROLE_LIST));
    okListPage(ctx, request, pageInMemory(await listRoles(deps, authOf(ctx)), ROLE_LIST, request));
  });

  // before /role/:id: the roles a holder of PERMISSION_PERSON_ALL may give in the Profiles tab
  mount(roleRoutes.options, async (ctx) => {
    ok(ctx, await givableRoles(deps, authOf(ctx)));
  });

  mount(roleRoutes.one, async (ctx) => {
    ok(ctx, await getRole(deps, authOf(ctx), validate(idParamsSchema, ctx.params).id));
  });

  mount(roleRoutes.create, async (ctx) => {
    const created = await createRole(deps, authOf(ctx), validate(roleInputSchema, ctx.request.body));
    await announceListChange(ctx, deps, 'role', created.id, 'created');
    ok(ctx, created, {}, 201);
  });

  mount(roleRoutes.change, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    // fields left out keep their value: a form without the permission lists must not empty them
    const current = await getRole(deps, authOf(ctx), id);
    const input = validate(roleInputSchema, { ...current, global: current.pool_id === null, ...bodyObject(ctx.request.body) });
    const changed = await changeRole(deps, authOf(ctx), id, input);
    await announceListChange(ctx, deps, 'role', id, 'updated');
    ok(ctx, changed);
  });

  mount(roleRoutes.remove, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await removeRole(deps, authOf(ctx), id);
    await announceListChange(ctx, deps, 'role', id, 'deleted');
    ok(ctx, null);
  });
}
