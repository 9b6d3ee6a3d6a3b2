import type { Context } from 'koa';
import { daypartActionSchema, hasAnyRight, Messages, RequestRights, rightsOfDaypartAction } from '@app/contracts';
import {
  authOf,
  forbidden,
  idParamsSchema,
  ok,
  requireRight,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import type { PayrollClient } from '../adapters/payroll-client';
import { takeDaypartAction } from '../flows/daypart-action';
import { announceRequestChange } from '../flows/request-events';
import { requestScheduleOf } from '../flows/request-schedule';
import { callerOf } from './caller';
import { canEdit, okWithWarnings } from './requests';

export const daypartRoutes = {
  list: {
    method: 'get',
    path: '/request/:id/dayparts',
    summary: "The Schedule tab: the request's dayparts and its calendar (also REQUEST_VIEW or ALL)",
    access: RequestRights.schedule,
    params: idParamsSchema,
  },
  action: {
    method: 'post',
    path: '/request/:id/dates',
    summary:
      'A daypart action (add, close, open, delete, unplan, plan, clear_fulfilled) on dayparts, with its reason; add needs REQUEST_CREATE, the rest REQUEST_ALL',
    access: RequestRights.create,
    params: idParamsSchema,
    body: daypartActionSchema,
  },
} satisfies Record<string, ApiRoute>;

/** GET the dayparts of a request, and POST a daypart action on some of them (REQ-DP-01..06). */
export function mountDaypartRoutes(mount: RouteMounter, deps: ServiceDeps, payroll: PayrollClient) {
  const id = (ctx: Context) => validate(idParamsSchema, ctx.params).id;

  // the Schedule tab's read: its right (ID-PERM-08) besides the right to see the request
  mount(daypartRoutes.list, requireRight(...RequestRights.view), async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(ctx, await requestScheduleOf(deps, caller, id(ctx), payroll));
  });

  mount(daypartRoutes.action, async (ctx) => {
    const number = id(ctx);
    const input = validate(daypartActionSchema, ctx.request.body);
    // add is part of making a request; every other action is a planner's (REQ-DP-05)
    if (!hasAnyRight(authOf(ctx), rightsOfDaypartAction(input.action))) throw forbidden(Messages.notEnoughPermissions);
    const caller = callerOf(ctx, deps);
    const { result, warnings } = await takeDaypartAction(deps, caller, number, input, canEdit(ctx));
    await announceRequestChange(deps, caller, number, input.action);
    okWithWarnings(ctx, result, warnings);
  });
}
