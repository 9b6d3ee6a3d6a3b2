import type { Context } from 'koa';
import { listQuerySchema, RequestMessages, WorkStateRights, workStateBulkSchema, workStateEditSchema } from '@app/contracts';
import {
  authOf,
  idParamsSchema,
  ok,
  paginationMeta,
  readListRequest,
  unprocessable,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import type { PayrollClient } from '../adapters/payroll-client';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { workStateListCapabilities } from '../domain/work-state/work-state-list';
import { workStateLine, workStatePage, workStateSettingsOf, type LineReadContext } from '../flows/read-work-state';
import { applyWorkStateAction, editWorkStateLine, type WorkStateActor } from '../flows/work-state-actions';
import { callerOf } from './caller';

export const workStateRoutes = {
  list: {
    method: 'get',
    path: '/work-state',
    summary:
      'The work-state lines: page, sort, filters (period_from/to, default the last 4 weeks; branch, person, request, step); meta.totals sums wtf, hours, km and travel of the filter',
    access: WorkStateRights.view,
    query: listQuerySchema,
    answers: 'page',
  },
  settings: {
    method: 'get',
    path: '/work-state/settings',
    summary: 'The work-state step switches, the named extra checkmarks and the actions the caller may take',
    access: WorkStateRights.view,
  },
  actions: {
    method: 'post',
    path: '/work-state/actions',
    summary:
      'approve, review, process, send (queue for payroll), undo, check or uncheck on up to 5,000 lines; answers ok or an error per line',
    access: WorkStateRights.edit,
    body: workStateBulkSchema,
  },
  one: {
    method: 'get',
    path: '/work-state/:id',
    summary: 'One work-state line',
    access: WorkStateRights.view,
    params: idParamsSchema,
  },
  edit: {
    method: 'patch',
    path: '/work-state/:id',
    summary: 'Edits WTF, distance (travel cost recomputed), CAO fee or contribution; 409 once processed',
    access: WorkStateRights.edit,
    params: idParamsSchema,
    body: workStateEditSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The work-state calls (docs/work-state.md): the list with totals, one line, its edit, the
 * bulk actions and the settings the screens need. Reading needs WORK_STATE_VIEW or WORK_STATE_ALL;
 * every call keeps to the caller's pool and branches (a line elsewhere is 404).
 */
export function mountWorkStateRoutes(mount: RouteMounter, deps: ServiceDeps, payroll: PayrollClient) {
  const readContext = (ctx: Context): LineReadContext & { now: Date } => {
    const caller = callerOf(ctx, deps);
    return { poolId: caller.poolId, scope: caller.scope, today: dateInAmsterdam(caller.now), now: caller.now };
  };
  const actorOf = (ctx: Context): WorkStateActor => {
    const auth = authOf(ctx);
    const caller = callerOf(ctx, deps);
    return {
      poolId: caller.poolId,
      scope: caller.scope,
      profileId: auth.profile_id,
      name: caller.author.full_name,
      rights: auth,
      now: caller.now,
    };
  };

  mount(workStateRoutes.list, async (ctx) => {
    const list = readListRequest(ctx, workStateListCapabilities);
    const page = await workStatePage(deps, readContext(ctx), list);
    ok(ctx, page.rows, { pagination: paginationMeta(page.total, list, ctx.originalUrl), totals: page.totals });
  });

  mount(workStateRoutes.settings, async (ctx) => {
    ok(ctx, await workStateSettingsOf(deps, authOf(ctx).pool_id, authOf(ctx), payroll.configured));
  });

  mount(workStateRoutes.actions, async (ctx) => {
    const input = validate(workStateBulkSchema, ctx.request.body);
    if (input.action === 'send' && !payroll.configured) throw unprocessable({ _: [RequestMessages.payrollNotConfigured] });
    ok(ctx, await applyWorkStateAction(deps, actorOf(ctx), input));
  });

  mount(workStateRoutes.one, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    ok(ctx, await workStateLine(deps, readContext(ctx), id));
  });

  mount(workStateRoutes.edit, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const input = validate(workStateEditSchema, ctx.request.body);
    ok(ctx, await editWorkStateLine(deps, actorOf(ctx), readContext(ctx), id, input));
  });
}
