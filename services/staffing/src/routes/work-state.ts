import type { Context } from 'koa';
import { addDays, listQuerySchema, RequestMessages, WorkStateRights, workStateBulkSchema, workStateEditSchema } from '@app/contracts';
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
import { applyBulkAction, editLine, type WorkStateActor } from '../store/work-state-actions';
import { listLines, listPeriod, readLine, workStateListCapabilities, type LineReadContext } from '../store/work-state-lines';
import { materialiseLines } from '../store/work-state-materialise';
import { readWorkStateSwitches, workStateSettings } from '../store/work-state-settings';
import { wakePayrollSend } from '../jobs/payroll-send-job';
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
    const c = readContext(ctx);
    const page = await deps.db.withPool(c.poolId, async (tx) => {
      // the lines the page may show exist before it is read (a past date the filter names, up to yesterday)
      const { from, to } = listPeriod(list.filters, c.today);
      const yesterday = addDays(c.today, -1);
      await materialiseLines(tx, c.poolId, c.today, c.now, { from, to: to && to < yesterday ? to : yesterday });
      return listLines(tx, c, list, (await readWorkStateSwitches(tx, c.poolId)).steps);
    });
    ok(ctx, page.rows, { pagination: paginationMeta(page.total, list, ctx.originalUrl), totals: page.totals });
  });

  mount(workStateRoutes.settings, async (ctx) => {
    const c = readContext(ctx);
    ok(ctx, await deps.db.withPool(c.poolId, (tx) => workStateSettings(tx, c.poolId, authOf(ctx), payroll.configured)));
  });

  mount(workStateRoutes.actions, async (ctx) => {
    const input = validate(workStateBulkSchema, ctx.request.body);
    if (input.action === 'send' && !payroll.configured) throw unprocessable({ _: [RequestMessages.payrollNotConfigured] });
    const result = await applyBulkAction(deps.db, actorOf(ctx), input);
    // queued lines go out now rather than at the job's next round
    if (input.action === 'send') wakePayrollSend();
    ok(ctx, result);
  });

  mount(workStateRoutes.one, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const c = readContext(ctx);
    ok(ctx, await deps.db.withPool(c.poolId, (tx) => readLine(tx, c, id)));
  });

  mount(workStateRoutes.edit, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const input = validate(workStateEditSchema, ctx.request.body);
    const actor = actorOf(ctx);
    const c = readContext(ctx);
    ok(
      ctx,
      await deps.db.withPool(actor.poolId, async (tx) => {
        await editLine(tx, actor, id, input);
        return readLine(tx, c, id);
      }),
    );
  });
}
