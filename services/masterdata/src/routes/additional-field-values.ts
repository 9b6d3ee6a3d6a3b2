import type { Context } from 'koa';
import {
  additionalFieldValuesInputSchema,
  CUSTOM_FIELD_RIGHTS,
  hasAnyRight,
  type AdditionalFieldEntry,
  type RecordAdditionalFields,
} from '@app/contracts';
import { authOf, ok, validate, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { recordAdditionalFields, saveRecordAdditionalFields, type FieldLocation } from '../flows/record-additional-fields';
import { existingBranchId } from './branches';
import { existingPersonId } from './person-param';
import { additionalFieldValueRoutes } from './person-tabs-api';

/**
 * The values of the pool's additional fields on a person (the popup's Other data tab) and on a
 * branch (ADR 0101): read with CUSTOM_FIELDS_VIEW or _EDIT, written with _EDIT. Another pool's
 * record, or one outside the personal filter, is 404.
 */
export function mountAdditionalFieldValueRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const answer = (ctx: Context, fields: AdditionalFieldEntry[]) => {
    const data: RecordAdditionalFields = { can_edit: hasAnyRight(authOf(ctx), CUSTOM_FIELD_RIGHTS.edit), fields };
    ok(ctx, data);
  };
  const locations: [keyof typeof additionalFieldValueRoutes & FieldLocation, (ctx: Context) => Promise<number>][] = [
    ['person', (ctx) => existingPersonId(ctx, deps)],
    ['branch', (ctx) => existingBranchId(ctx, deps)],
  ];
  for (const [location, recordOf] of locations) {
    mount(additionalFieldValueRoutes[location].get, async (ctx) => {
      const id = await recordOf(ctx);
      answer(ctx, await recordAdditionalFields(deps, authOf(ctx).pool_id, location, id));
    });
    mount(additionalFieldValueRoutes[location].put, async (ctx) => {
      const id = await recordOf(ctx);
      const { values } = validate(additionalFieldValuesInputSchema, ctx.request.body);
      answer(ctx, await saveRecordAdditionalFields(deps, authOf(ctx).pool_id, location, id, values));
    });
  }
}
