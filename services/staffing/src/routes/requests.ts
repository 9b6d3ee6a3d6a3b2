import type { Context } from 'koa';
import {
  calendarContextQuerySchema,
  CUSTOM_FIELD_RIGHTS,
  hasAnyRight,
  listQuerySchema,
  Messages,
  requestCreateSchema,
  REQUEST_LIST_COLUMNS,
  RequestRights,
  requestUpdateSchema,
  type Message,
  type RequestListRow,
} from '@app/contracts';
import {
  authOf,
  csvColumnsOf,
  csvColumnsQuerySchema,
  fieldColumnCode,
  forbidden,
  idParamsSchema,
  ok,
  okListPage,
  parseNestedQuery,
  readListRequest,
  sendCsv,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import type { PayrollClient } from '../adapters/payroll-client';
import { requestListCapabilitiesWith } from '../domain/requests/request-list-capabilities';
import { createCalendarContext } from '../flows/create-calendar-context';
import { createRequest } from '../flows/create-request';
import { changeRequest } from '../flows/change-request';
import { readRequest } from '../flows/read-request';
import { removeRequest } from '../flows/remove-request';
import { announceRequestChange } from '../flows/request-events';
import { fieldsAndRequestPage, poolRequestFields, requestPage } from '../flows/request-list';
import { callerOf } from './caller';

const R = RequestRights;

/** A request's `:id` is its number in the pool (docs/adr/0030). */
export const requestRoutes = {
  list: {
    method: 'get',
    path: '/request',
    summary:
      'The request list: page, sort, filters (status, branch, reason, absentee, period, lock, group, warning), search; CSV with REQUEST_EXPORT (columns and titles: csv-columns). ' +
      "With CUSTOM_FIELDS_VIEW or _EDIT the pool's request fields join as `field_<id>` values, sort keys (unset last) and yes/no filters",
    access: R.view,
    query: listQuerySchema.extend(csvColumnsQuerySchema.shape),
    answers: 'page-or-csv',
  },
  create: {
    method: 'post',
    path: '/request',
    summary: 'Creates a request, with its dayparts when `dates` is sent',
    access: R.create,
    body: requestCreateSchema,
    status: 201,
  },
  calendarContext: {
    method: 'get',
    path: '/request/calendar-context',
    summary: "The create stepper's calendar: period, week schedule, working weekend, the absentee's dates, vacations",
    access: [...R.create, ...R.view],
    query: calendarContextQuerySchema,
  },
  one: {
    method: 'get',
    path: '/request/:id',
    summary: 'A request by its number (the popup and the number search)',
    access: R.view,
    params: idParamsSchema,
  },
  change: {
    method: 'put',
    path: '/request/:id',
    summary: "Changes a request's data (a patch)",
    access: R.edit,
    params: idParamsSchema,
    body: requestUpdateSchema,
  },
  remove: {
    method: 'delete',
    path: '/request/:id/archive',
    summary: 'Deletes a request without open or planned dayparts',
    access: R.edit,
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/** Whether the caller may change requests: the view's `editable` (the lock switch and the actions show). */
export const canEdit = (ctx: Context) => hasAnyRight(authOf(ctx), RequestRights.edit);

/** An answer with the warnings of a write, if any, in meta.messages. */
export const okWithWarnings = <T>(ctx: Context, data: T, warnings: Message[], status = 200) =>
  ok(ctx, data, warnings.length ? { messages: warnings } : {}, status);

/**
 * The request calls: the list (with CSV), create, the create stepper's calendar
 * context, read (also the number search: a request's id is its number), update and delete.
 */
export function mountRequestRoutes(mount: RouteMounter, deps: ServiceDeps, payroll: PayrollClient) {
  const id = (ctx: Context) => validate(idParamsSchema, ctx.params).id;

  mount(requestRoutes.list, async (ctx) => {
    const caller = callerOf(ctx, deps);
    const query = parseNestedQuery(ctx);
    // the pool's request fields are columns, sort keys and (yes/no) filters for those who see their
    // values (ADR 0106); an export reads them also to withhold them from the others
    const sees = hasAnyRight(authOf(ctx), CUSTOM_FIELD_RIGHTS.view);
    if (query['csv-export'] === undefined) {
      const { request, page } = await fieldsAndRequestPage(deps, caller, sees, (fields) =>
        readListRequest(ctx, requestListCapabilitiesWith(fields)),
      );
      return okListPage<RequestListRow>(ctx, request, page);
    }
    const poolFields = await poolRequestFields(deps, caller);
    const fields = sees ? poolFields : [];
    const request = readListRequest(ctx, requestListCapabilitiesWith(fields));
    // the export is a right of its own (ID-PERM-08)
    if (request.csvName !== null && !hasAnyRight(authOf(ctx), RequestRights.export)) throw forbidden(Messages.notEnoughPermissions);
    // the template's columns, titled by the client (ADR 0105), with the field columns the caller sees
    const csvColumns =
      request.csvName === null
        ? null
        : csvColumnsOf(
            query,
            [...REQUEST_LIST_COLUMNS, ...fields.map((f) => ({ value: fieldColumnCode(f.id), label: f.label }))],
            sees ? [] : poolFields.map((f) => fieldColumnCode(f.id)),
          );
    const page = await requestPage(deps, caller, fields, request);
    if (!csvColumns) return okListPage<RequestListRow>(ctx, request, page);
    sendCsv(ctx, request.csvName || 'requests', csvColumns, page.rows as unknown as Record<string, unknown>[]);
  });

  mount(requestRoutes.create, async (ctx) => {
    const input = validate(requestCreateSchema, ctx.request.body);
    const caller = callerOf(ctx, deps);
    const { view, warnings } = await createRequest(deps, caller, input, canEdit(ctx));
    await announceRequestChange(deps, caller, view.id, 'created');
    okWithWarnings(ctx, view, warnings, 201);
  });

  mount(requestRoutes.calendarContext, async (ctx) => {
    const query = validate(calendarContextQuerySchema, ctx.query);
    ok(ctx, await createCalendarContext(deps, callerOf(ctx, deps), query, payroll.configured));
  });

  mount(requestRoutes.one, async (ctx) => {
    const caller = callerOf(ctx, deps);
    ok(ctx, await readRequest(deps, caller, id(ctx), canEdit(ctx)));
  });

  mount(requestRoutes.change, async (ctx) => {
    const number = id(ctx);
    const patch = validate(requestUpdateSchema, ctx.request.body);
    const caller = callerOf(ctx, deps);
    const { view, warnings } = await changeRequest(deps, caller, number, patch, canEdit(ctx));
    await announceRequestChange(deps, caller, number, 'updated');
    okWithWarnings(ctx, view, warnings);
  });

  mount(requestRoutes.remove, async (ctx) => {
    const number = id(ctx);
    const caller = callerOf(ctx, deps);
    await removeRequest(deps, caller, number);
    await announceRequestChange(deps, caller, number, 'deleted');
    ok(ctx, { id: number });
  });
}
