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
} from '@app/service-kit';
import { groupListCapabilities } from '../domain/requests/group-list';
import {
  addRequestToGroup,
  createRequestGroup,
  dissolveRequestGroup,
  removeRequestFromGroup,
  updateRequestGroup,
} from '../flows/change-request-group';
import { requestGroup, requestGroupPage } from '../flows/request-group-page';
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

  mount(groupRoutes.list, async (ctx) => {
    const request = readListRequest(ctx, groupListCapabilities);
    okListPage(ctx, request, await requestGroupPage(deps, callerOf(ctx, deps), request));
  });

  mount(groupRoutes.one, async (ctx) => ok(ctx, await requestGroup(deps, callerOf(ctx, deps), id(ctx))));

  mount(groupRoutes.create, async (ctx) => {
    const input = validate(requestGroupCreateSchema, ctx.request.body);
    ok(ctx, await createRequestGroup(deps, callerOf(ctx, deps), input), {}, 201);
  });

  mount(groupRoutes.change, async (ctx) => {
    const groupId = id(ctx);
    const input = validate(requestGroupUpdateSchema, ctx.request.body);
    ok(ctx, await updateRequestGroup(deps, callerOf(ctx, deps), groupId, input));
  });

  mount(groupRoutes.addRequest, async (ctx) => {
    const groupId = id(ctx);
    const input = validate(groupRequestSchema, ctx.request.body);
    ok(ctx, await addRequestToGroup(deps, callerOf(ctx, deps), groupId, input), {}, 201);
  });

  mount(groupRoutes.removeRequest, async (ctx) => {
    const { id: groupId, requestId } = validate(groupRequestParamsSchema, ctx.params);
    await removeRequestFromGroup(deps, callerOf(ctx, deps), groupId, requestId);
    ok(ctx, { id: groupId, request: requestId });
  });

  mount(groupRoutes.dissolve, async (ctx) => {
    const groupId = id(ctx);
    await dissolveRequestGroup(deps, callerOf(ctx, deps), groupId);
    ok(ctx, { id: groupId });
  });
}
