import type { Context } from 'koa';
import { payrollNotificationSchema, RequestMessages, requestNoteSchema, RequestRights } from '@app/contracts';
import {
  idParamsSchema,
  ok,
  requireRight,
  unprocessable,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import type { PayrollClient } from '../adapters/payroll-client';
import { addRequestNote } from '../flows/add-request-note';
import { notifyPayroll } from '../flows/notify-payroll';
import { requestBranchInfo, requestExternalRelations, requestNotes, requestTimeline, requestWorkState } from '../flows/read-request-tab';
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

  mount(requestTabRoutes.timeline, view, async (ctx) => ok(ctx, await requestTimeline(deps, callerOf(ctx, deps), id(ctx))));

  mount(requestTabRoutes.notes, async (ctx) => ok(ctx, await requestNotes(deps, callerOf(ctx, deps), id(ctx))));

  mount(requestTabRoutes.addNote, async (ctx) => {
    const number = id(ctx);
    const { message } = validate(requestNoteSchema, ctx.request.body);
    ok(ctx, await addRequestNote(deps, callerOf(ctx, deps), number, message), {}, 201);
  });

  mount(requestTabRoutes.externalRelations, async (ctx) => ok(ctx, await requestExternalRelations(deps, callerOf(ctx, deps), id(ctx))));

  mount(requestTabRoutes.payrollNotification, async (ctx) => {
    const number = id(ctx);
    const { dateFrom } = validate(payrollNotificationSchema, ctx.request.body);
    if (!payroll.configured) throw unprocessable({ _: [RequestMessages.payrollNotConfigured] });
    ok(ctx, await notifyPayroll(deps, payroll, callerOf(ctx, deps), number, dateFrom), {}, 201);
  });

  mount(requestTabRoutes.branch, view, async (ctx) => ok(ctx, await requestBranchInfo(deps, callerOf(ctx, deps), id(ctx))));

  mount(requestTabRoutes.workState, async (ctx) => ok(ctx, await requestWorkState(deps, callerOf(ctx, deps), id(ctx))));
}
