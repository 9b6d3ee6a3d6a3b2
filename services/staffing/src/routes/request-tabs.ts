import type Router from '@koa/router';
import type { Context } from 'koa';
import { payrollNotificationSchema, RequestMessages, requestNoteSchema, RequestRights } from '@app/contracts';
import { HttpError, idParamsSchema, ok, requireAuth, requireRight, unprocessable, validate, type ServiceDeps } from '@app/service-kit';
import { PayrollError, type PayrollClient } from '../adapters/payroll-client';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { addPayrollRelation, readExternalRelations } from '../store/external-relations';
import { readAbsenceReason, readBranchInfo, readPersons } from '../store/masterdata-reads';
import { readTimeline } from '../store/request-log';
import { addNote, readNotes } from '../store/request-notes';
import { findRequest, requestForWrite } from '../store/request-rows';
import { requestLines } from '../store/work-state-lines';
import { materialiseLines } from '../store/work-state-materialise';
import { announceRequestChange, callerOf } from './caller';

/**
 * The popup's other tabs: timeline, notes (admins), external relations and the payroll notification,
 * work state, and the branch information view of a phone. A tab with its own right (ID-PERM-08) asks
 * it besides the right to see the request.
 */
export function mountRequestTabRoutes(router: Router, deps: ServiceDeps, payroll: PayrollClient) {
  const auth = requireAuth(deps.tokens, deps.clock);
  const id = (ctx: Context) => validate(idParamsSchema, ctx.params).id;
  const view = requireRight(...RequestRights.view);

  router.get('/request/:id/timeline', auth, view, requireRight(...RequestRights.timeline), async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => readTimeline(tx, caller.poolId, (await findRequest(tx, caller, id(ctx))).id)),
    );
  });

  router.get('/request/:id/notes', auth, requireRight(...RequestRights.notes), async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(ctx, await deps.db.withPool(caller.poolId, async (tx) => readNotes(tx, caller.poolId, (await findRequest(tx, caller, id(ctx))).id)));
  });

  router.post('/request/:id/notes', auth, requireRight(...RequestRights.notes), async (ctx) => {
    const number = id(ctx);
    const { message } = validate(requestNoteSchema, ctx.request.body);
    const caller = callerOf(ctx, deps);
    const note = await deps.db.withPool(caller.poolId, async (tx) =>
      addNote(tx, caller, (await requestForWrite(tx, caller, number)).row, message),
    );
    await announceRequestChange(deps, caller, number, 'note');
    ok(ctx, note, {}, 201);
  });

  router.get('/request/:id/external-relations', auth, view, async (ctx) => {
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
  router.post('/request/:id/payroll-notification', auth, requireRight(...RequestRights.create), async (ctx) => {
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

  router.get('/request/:id/branch', auth, view, requireRight(...RequestRights.branchInfo), async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(
      ctx,
      await deps.db.withPool(caller.poolId, async (tx) => {
        const row = await findRequest(tx, caller, id(ctx));
        return readBranchInfo(tx, caller.poolId, row.branchId);
      }),
    );
  });

  router.get('/request/:id/work-state', auth, view, async (ctx) => {
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
