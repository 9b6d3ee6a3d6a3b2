import type { Context } from 'koa';
import {
  additionalFieldValuesInputSchema,
  CUSTOM_FIELD_RIGHTS,
  hasAnyRight,
  RequestRights,
  type AdditionalFieldEntry,
  type RecordAdditionalFields,
} from '@app/contracts';
import { authOf, idParamsSchema, ok, requireRight, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { readOtherData } from '../flows/read-request-fields';
import { saveOtherData } from '../flows/save-request-fields';
import { announceRequestChange } from '../flows/request-events';
import { callerOf } from './caller';

/** Who may change a request's other data: who may change the request and the pool's additional field values. */
export const REQUEST_FIELD_EDIT_RIGHTS = { request: RequestRights.edit, fields: CUSTOM_FIELD_RIGHTS.edit };

export const requestFieldRoutes = {
  read: {
    method: 'get',
    path: '/request/:id/additional-fields',
    summary:
      "A request's Other data: the pool's additional fields of location request with the request's values (needs REQUEST_VIEW or ALL as well)",
    access: CUSTOM_FIELD_RIGHTS.view,
    params: idParamsSchema,
  },
  save: {
    method: 'put',
    path: '/request/:id/additional-fields',
    summary: "Sets a request's additional field values by key, all or none (422 by key; null clears); needs REQUEST_ALL as well",
    access: CUSTOM_FIELD_RIGHTS.edit,
    params: idParamsSchema,
    body: additionalFieldValuesInputSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * A request's Other data (ADR 0106): the values of the pool's additional fields of location
 * request. Read with the request view right and CUSTOM_FIELDS_VIEW or _EDIT; written with
 * REQUEST_ALL and CUSTOM_FIELDS_EDIT, not while another holds the request's lock. Another pool's
 * request, or one outside the personal filter, is 404 (`findRequest`).
 */
export function mountRequestFieldRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const number = (ctx: Context) => validate(idParamsSchema, ctx.params).id;
  const answer = (ctx: Context, fields: AdditionalFieldEntry[]) => {
    const caller = authOf(ctx);
    const canEdit = hasAnyRight(caller, REQUEST_FIELD_EDIT_RIGHTS.request) && hasAnyRight(caller, REQUEST_FIELD_EDIT_RIGHTS.fields);
    const data: RecordAdditionalFields = { can_edit: canEdit, fields };
    ok(ctx, data);
  };

  mount(requestFieldRoutes.read, requireRight(...RequestRights.view), async (ctx) => {
    answer(ctx, await readOtherData(deps, callerOf(ctx, deps), number(ctx)));
  });

  mount(requestFieldRoutes.save, requireRight(...REQUEST_FIELD_EDIT_RIGHTS.request), async (ctx) => {
    const id = number(ctx);
    const caller = callerOf(ctx, deps);
    const { values } = validate(additionalFieldValuesInputSchema, ctx.request.body);
    const fields = await saveOtherData(deps, caller, id, values);
    await announceRequestChange(deps, caller, id, 'updated');
    answer(ctx, fields);
  });
}
