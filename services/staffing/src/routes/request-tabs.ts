import type { Context } from 'koa';
import { payrollNotificationSchema, RequestMessages, requestNoteSchema, RequestRights } from '@app/contracts';
import {
  HttpError,
  idParamsSchema,
  ok,
  requireRight,
  unprocessable,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { PayrollError, type PayrollClient } from '../adapters/payroll-client';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { addPayrollRelation, readExternalRelations } from '../store/external-relations';
import { readAbsenceReason, readBranchInfo, readPersons } from '../store/masterdata-reads';
import { readTimeline } from '../store/request-log';
import { addNote, readNotes } from '../store/request-notes';
import { findRequest, requestForWrite } from '../store/request-rows';
import { requestLines } from '../store/work-state-lines';
import { materialiseLines } from '../store/work-state-materialise';
import { announceRequestChange } from '../flows/request-events';
import { callerOf } from './caller';

const R = RequestRights;

export const requestTabRoutes = {
  timeline: {
    method: 'get',
    path: '/request/:id/timeline',
    summary: 'The Timeline tab: the log of a request, newest first (also REQUEST_VIEW or ALL)',
    access: R.timeline,
    params: idParamsSchema,
  },
  notes: { method: 'get', path: '/request/:id/notes', summary: "A request's notes (admins only)", access: R.notes, params: idParamsSchema },
  addNote: {
    method: 'post',
    path: '/request/:id/notes',
    summary: 'Adds a note (admins only; never changed or deleted)',
    access: R.notes,
    params: idParamsSchema,
    body: requestNoteSchema,
    status: 201,
  },
  externalRelations: {
    method: 'get',
    path: '/request/:id/external-relations',
    summary: 'What was sent about the request to other systems',
    access: R.view,
    params: idParamsSchema,
  },
  payrollNotification: {
    method: 'post',
    path: '/request/:id/payroll-notification',
    summary: "Notifies the payroll system of the absence from dateFrom (the stepper's optional third call)",
    access: R.create,
    params: idParamsSchema,
    body: payrollNotificationSchema,
    status: 201,
  },
  branch: {
    method: 'get',
    path: '/request/:id/branch',
    summary: "The request's branch for the branch information view on a phone (also REQUEST_VIEW or ALL)",
    access: R.branchInfo,
    params: idParamsSchema,
  },
  workState: {
    method: 'get',
    path: '/request/:id/work-state',
    summary: "The Work state tab: the request's work-state lines (made first where missing)",
    access: R.view,
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The popup's other tabs: timeline, notes (admins), external relations and the payroll notification,
 * work state, and the branch information view of a phone. A tab with its own right (ID-PERM-08) asks
 * it besides the right to see the request.
 */
export function mountRequestTabRoutes(mount: RouteMounter, deps: ServiceDeps, payroll: PayrollClient) {
  const id = (ctx: Context) => validate(idParamsSchema, ctx.params).id;
  const view = requireRight(...RequestRights.view);

  mount(requestTabRoutes.timeline, view, async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => readTimeline(tx, caller.poolId, (await findRequest(tx, caller, id(ctx))).id)),
    );
  });

  mount(requestTabRoutes.notes, async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(ctx, await deps.db.withPool(caller.poolId, async (tx) => readNotes(tx, caller.poolId, (await findRequest(tx, caller, id(ctx))).id)));
  });

  mount(requestTabRoutes.addNote, async (ctx) => {
    const number = id(ctx);
    const { message } = validate(requestNoteSchema, ctx.request.body);
    const caller = callerOf(ctx, deps);
    const note = await deps.db.withPool(caller.poolId, async (tx) =>
      addNote(tx, caller, (await requestForWrite(tx, caller, number)).row, message),
    );
    await announceRequestChange(deps, caller, number, 'note');
    ok(ctx, note, {}, 201);
  });

  mount(requestTabRoutes.externalRelations, async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) =>
        readExternalRelations(tx, caller.poolId, (await findRequest(tx, caller, id(ctx))).id),
      ),
    );
  });

  // The stepper's optional third call: the payroll system hears of the absence from dateFrom. The
  // call to it runs outside any transaction; its answer is then recorded as an external relation.
  mount(requestTabRoutes.payrollNotification, async (ctx) => {
    const number = id(ctx);
    const { dateFrom } = validate(payrollNotificationSchema, ctx.request.body);
    if (!payroll.configured) throw unprocessable({ _: [RequestMessages.payrollNotConfigured] });
    const caller = callerOf(ctx, deps);
    const notification = await deps.db.withPool(caller.poolId, async (tx) => {
      const { row } = await requestForWrite(tx, caller, number);
      const absentee =
        row.absenteePersonId === null ? null : (await readPersons(tx, caller.poolId, [row.absenteePersonId])).get(row.absenteePersonId);
      const reason = await readAbsenceReason(tx, caller.poolId, row.reasonForAbsenceId);
      return {
        pool_id: caller.poolId,
        request: number,
        absentee: absentee && row.absenteePersonId !== null ? { id: row.absenteePersonId, full_name: absentee.fullName } : null,
        reason: reason ? { code: reason.code, vf_code: reason.vfCode } : null,
        date_from: dateFrom,
      };
    });
    let externalId: string;
    try {
      externalId = (await payroll.notifyAbsence(notification)).external_id;
    } catch (err) {
      if (err instanceof PayrollError) throw new HttpError(502, RequestMessages.payrollFailed);
      throw err;
    }
    const relation = await deps.db.withPool(caller.poolId, async (tx) =>
      addPayrollRelation(tx, caller, await findRequest(tx, caller, number), externalId, dateFrom),
    );
    await announceRequestChange(deps, caller, number, 'updated');
    ok(ctx, relation, {}, 201);
  });

  mount(requestTabRoutes.branch, view, async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => {
        const row = await findRequest(tx, caller, id(ctx));
        return readBranchInfo(tx, caller.poolId, row.branchId);
      }),
    );
  });

  mount(requestTabRoutes.workState, async (ctx) => {
    const caller = callerOf(ctx, deps);
    const today = dateInAmsterdam(caller.now);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => {
        const request = await findRequest(tx, caller, id(ctx));
        await materialiseLines(tx, caller.poolId, today, caller.now, { requestId: request.id });
        return requestLines(tx, { poolId: caller.poolId, scope: caller.scope, today }, request.id);
      }),
    );
  });
}
