import type { Context } from 'koa';
import {
  daypartActionSchema,
  hasAnyRight,
  Messages,
  policyApplies,
  RequestRights,
  rightsOfDaypartAction,
  STATE_AFTER,
  type DaypartActionResult,
  type RequestDayparts,
} from '@app/contracts';
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
  type Tx,
} from '@app/service-kit';
import type { PayrollClient } from '../adapters/payroll-client';
import { alertOpenWork } from '../flows/open-work-alerts';
import { runDaypartAction } from '../store/daypart-actions';
import { readBranch, readRequestSettings, readSchedule } from '../store/masterdata-reads';
import { calendarContext, daypartViews } from '../store/request-calendar';
import { requestView } from '../store/request-reads';
import { findRequest, requestForWrite, type Caller, type RequestRow } from '../store/request-rows';
import { plannedMail } from '../domain/offers/offer-mails';
import { announceRequestChange } from '../flows/request-events';
import { mailPersons } from '../flows/person-mails';
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

/** The Schedule tab's data: the dayparts and the calendar of the request's branch, schedule and absentee. */
async function requestDayparts(tx: Tx, caller: Caller, row: RequestRow, payroll: PayrollClient): Promise<RequestDayparts> {
  const [branch, schedule, settings] = await Promise.all([
    readBranch(tx, caller.poolId, row.branchId),
    readSchedule(tx, caller.poolId, row.scheduleId),
    readRequestSettings(tx, caller.poolId, row.branchId),
  ]);
  const dayparts = await daypartViews(tx, caller.poolId, row.id);
  if (!branch || !schedule) throw new Error(`request ${row.id} names a branch or schedule master data no longer has`);
  const context = await calendarContext(
    tx,
    caller.poolId,
    { branch, schedule, absenteeId: row.absenteePersonId, exceptRequestId: row.id },
    settings,
    payroll.configured,
  );
  return { dayparts, context };
}

/** GET the dayparts of a request, and POST a daypart action on some of them (REQ-DP-01..06). */
export function mountDaypartRoutes(mount: RouteMounter, deps: ServiceDeps, payroll: PayrollClient) {
  const id = (ctx: Context) => validate(idParamsSchema, ctx.params).id;

  // the Schedule tab's read: its right (ID-PERM-08) besides the right to see the request
  mount(daypartRoutes.list, requireRight(...RequestRights.view), async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => requestDayparts(tx, caller, await findRequest(tx, caller, id(ctx)), payroll)),
    );
  });

  mount(daypartRoutes.action, async (ctx) => {
    const number = id(ctx);
    const input = validate(daypartActionSchema, ctx.request.body);
    // add is part of making a request; every other action is a planner's (REQ-DP-05)
    if (!hasAnyRight(authOf(ctx), rightsOfDaypartAction(input.action))) throw forbidden(Messages.notEnoughPermissions);
    const caller = callerOf(ctx, deps);
    const { result, warnings } = await deps.db.withPool(caller.poolId, async (tx) => {
      const { row, settings } = await requestForWrite(tx, caller, number);
      const addContext = async () => {
        const [branch, schedule] = await Promise.all([
          readBranch(tx, caller.poolId, row.branchId),
          readSchedule(tx, caller.poolId, row.scheduleId),
        ]);
        if (!branch || !schedule) throw new Error(`request ${row.id} names a branch or schedule master data no longer has`);
        return { branch, schedule, settings };
      };
      const done = await runDaypartAction(tx, caller, row, input, addContext);
      if (STATE_AFTER[input.action] === 'open') await alertOpenWork(tx, deps, caller, done.row, input.dayparts);
      const result: DaypartActionResult = {
        request: await requestView(tx, caller, done.row, settings, canEdit(ctx)),
        dayparts: await daypartViews(tx, caller.poolId, row.id),
      };
      // inform_substitute (INV-RULE-07): a person planned by hand hears of it, always or on long requests
      if (input.action === 'plan' && input.person && policyApplies(settings.inform_substitute, result.request.type))
        await mailPersons(tx, deps, caller.poolId, [
          {
            personId: input.person,
            template: 'staffing.planned',
            compose: (fullName) => plannedMail({ fullName, branch: result.request.branch.name, dayparts: input.dayparts }),
          },
        ]);
      return { result, warnings: done.warnings };
    });
    await announceRequestChange(deps, caller, number, input.action);
    okWithWarnings(ctx, result, warnings);
  });
}
