import type Router from '@koa/router';
import type { Context } from 'koa';
import { groupRequestSchema, requestGroupCreateSchema, RequestRights, requestGroupUpdateSchema } from '@app/contracts';
import {
  idParamsSchema,
  ok,
  okListPage,
  readListRequest,
  requireAuth,
  requireRight,
  validate,
  type ServiceDeps,
  type Tx,
} from '@app/service-kit';
import { groupRequestParamsSchema } from '../api-doc';
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
import { announceRequestChange, callerOf } from './caller';

/** The request group calls (REQ-GROUP-01..04): list, read, create, change, dissolve, add and take out a request. */
export function mountGroupRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  const view = requireRight(...RequestRights.view);
  const edit = requireRight(...RequestRights.edit);
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

  router.get('/request-group', auth, view, async (ctx) => {
    const request = readListRequest(ctx, groupListCapabilities);
    const caller = callerOf(ctx, deps);
    okListPage(ctx, request, await deps.db.withPool(caller.poolId, async (tx) => listGroups(tx, listContext(caller), request)));
  });

  router.get('/request-group/:id', auth, view, async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => groupView(tx, listContext(caller), await findGroupInScope(tx, caller, id(ctx)))),
    );
  });

  router.post('/request-group', auth, edit, async (ctx) => {
    const input = validate(requestGroupCreateSchema, ctx.request.body);
    await write(ctx, 201, (tx, caller, settings) => createGroup(tx, caller, input, settings));
  });

  router.put('/request-group/:id', auth, edit, async (ctx) => {
    const groupId = id(ctx);
    const input = validate(requestGroupUpdateSchema, ctx.request.body);
    await write(ctx, 200, (tx, caller, settings) => updateGroup(tx, caller, groupId, input, settings));
  });

  router.post('/request-group/:id/requests', auth, edit, async (ctx) => {
    const groupId = id(ctx);
    const input = validate(groupRequestSchema, ctx.request.body);
    await write(ctx, 201, (tx, caller, settings) => addToGroup(tx, caller, groupId, input, settings));
  });

  router.delete('/request-group/:id/requests/:requestId', auth, edit, async (ctx) => {
    const { id: groupId, requestId } = validate(groupRequestParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    await deps.db.withPool(caller.poolId, (tx) => removeFromGroup(tx, caller, groupId, requestId));
    await announceRequestChange(deps, caller, requestId, 'grouped', groupId);
    ok(ctx, { id: groupId, request: requestId });
  });

  router.delete('/request-group/:id/archive', auth, edit, async (ctx) => {
    const groupId = id(ctx);
    const caller = callerOf(ctx, deps);
    await deps.db.withPool(caller.poolId, (tx) => dissolveGroup(tx, caller, groupId));
    ok(ctx, { id: groupId });
  });
}
