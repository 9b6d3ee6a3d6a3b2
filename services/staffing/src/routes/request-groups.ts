import { z } from 'zod';
import type { Context } from 'koa';
import {
  groupRequestSchema,
  listQuerySchema,
  recordId,
  requestGroupCreateSchema,
  RequestRights,
  requestGroupUpdateSchema,
} from '@app/contracts';
import {
  idParamsSchema,
  ok,
  okListPage,
  readListRequest,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
  type Tx,
} from '@app/service-kit';
import { readRequestSettings } from '../store/masterdata-reads';
import {
  addToGroup,
  createGroup,
  dissolveGroup,
  findGroupInScope,
  groupListCapabilities,
  groupView,
  listGroups,
  removeFromGroup,
  updateGroup,
} from '../store/request-groups';
import type { ListContext } from '../store/request-list';
import type { Caller } from '../store/request-rows';
import { announceRequestChange } from '../flows/request-events';
import { callerOf } from './caller';

/** `/request-group/:id/requests/:requestId`: a request of a group, by its number. */
export const groupRequestParamsSchema = z.object({ id: recordId(), requestId: recordId() });

const R = RequestRights;

export const groupRoutes = {
  list: {
    method: 'get',
    path: '/request-group',
    summary: 'The request group list (page, sort, filters, search)',
    access: R.view,
    query: listQuerySchema,
    answers: 'page',
  },
  create: {
    method: 'post',
    path: '/request-group',
    summary: 'Creates a request group with up to 6 requests',
    access: R.edit,
    body: requestGroupCreateSchema,
    status: 201,
  },
  one: { method: 'get', path: '/request-group/:id', summary: 'A request group with its requests', access: R.view, params: idParamsSchema },
  change: {
    method: 'put',
    path: '/request-group/:id',
    summary: 'Changes a request group (requests, when sent, is the whole list)',
    access: R.edit,
    params: idParamsSchema,
    body: requestGroupUpdateSchema,
  },
  dissolve: {
    method: 'delete',
    path: '/request-group/:id/archive',
    summary: 'Dissolves a request group (its requests stay)',
    access: R.edit,
    params: idParamsSchema,
  },
  addRequest: {
    method: 'post',
    path: '/request-group/:id/requests',
    summary: 'Adds a request to a group with its required employability',
    access: R.edit,
    params: idParamsSchema,
    body: groupRequestSchema,
    status: 201,
  },
  removeRequest: {
    method: 'delete',
    path: '/request-group/:id/requests/:requestId',
    summary: 'Takes a request out of a group',
    access: R.edit,
    params: groupRequestParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/** The request group calls (REQ-GROUP-01..04): list, read, create, change, dissolve, add and take out a request. */
export function mountGroupRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const id = (ctx: Context) => validate(idParamsSchema, ctx.params).id;

  /** The group list's context: the caller as the request list sees it. */
  const listContext = (caller: Caller): ListContext => ({ ...caller, caller: caller.author.username });

  /** Runs a group write and answers the group as it now stands; the pool's screens hear of it. */
  const write = async (
    ctx: Context,
    status: 200 | 201,
    change: (tx: Tx, caller: Caller, settings: Awaited<ReturnType<typeof readRequestSettings>>) => Promise<{ id: number }>,
  ) => {
    const caller = callerOf(ctx, deps);
    const group = await deps.db.withPool(caller.poolId, async (tx) => {
      const changed = await change(tx, caller, await readRequestSettings(tx, caller.poolId, null));
      return groupView(tx, listContext(caller), await findGroupInScope(tx, caller, changed.id));
    });
    for (const member of group.requests) await announceRequestChange(deps, caller, member.request.id, 'grouped', group.id);
    ok(ctx, group, {}, status);
  };

  mount(groupRoutes.list, async (ctx) => {
    const request = readListRequest(ctx, groupListCapabilities);
    const caller = callerOf(ctx, deps);
    okListPage(ctx, request, await deps.db.withPool(caller.poolId, async (tx) => listGroups(tx, listContext(caller), request)));
  });

  mount(groupRoutes.one, async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => groupView(tx, listContext(caller), await findGroupInScope(tx, caller, id(ctx)))),
    );
  });

  mount(groupRoutes.create, async (ctx) => {
    const input = validate(requestGroupCreateSchema, ctx.request.body);
    await write(ctx, 201, (tx, caller, settings) => createGroup(tx, caller, input, settings));
  });

  mount(groupRoutes.change, async (ctx) => {
    const groupId = id(ctx);
    const input = validate(requestGroupUpdateSchema, ctx.request.body);
    await write(ctx, 200, (tx, caller, settings) => updateGroup(tx, caller, groupId, input, settings));
  });

  mount(groupRoutes.addRequest, async (ctx) => {
    const groupId = id(ctx);
    const input = validate(groupRequestSchema, ctx.request.body);
    await write(ctx, 201, (tx, caller, settings) => addToGroup(tx, caller, groupId, input, settings));
  });

  mount(groupRoutes.removeRequest, async (ctx) => {
    const { id: groupId, requestId } = validate(groupRequestParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    await deps.db.withPool(caller.poolId, (tx) => removeFromGroup(tx, caller, groupId, requestId));
    await announceRequestChange(deps, caller, requestId, 'grouped', groupId);
    ok(ctx, { id: groupId, request: requestId });
  });

  mount(groupRoutes.dissolve, async (ctx) => {
    const groupId = id(ctx);
    const caller = callerOf(ctx, deps);
    await deps.db.withPool(caller.poolId, (tx) => dissolveGroup(tx, caller, groupId));
    ok(ctx, { id: groupId });
  });
}
