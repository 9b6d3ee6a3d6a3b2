import type { Context, Next } from 'koa';
import { authOf, idParamsSchema, type ServiceDeps } from '@app/service-kit';
import { geocodableAddress, type Address, type Geocoder } from '../domain/geo/geocoder';
import { addressBefore, locateRecord, type Located } from '../flows/address-coordinates';
import type { ApiRecord } from '../flows/entity';

/** Whether two addresses are the same to the geocoder (forms send every field, changed or not). */
const sameAddress = (a: Address | null, b: Address) => JSON.stringify(a && geocodableAddress(a)) === JSON.stringify(geocodableAddress(b));

/**
 * Coordinates of persons and branches: after a create, or an update that changes
 * the postal code, house number or city, the saved record's address is geocoded and its latitude and
 * longitude stored and answered. It runs around the create and change of a person and a branch,
 * after their access check (it reads the address before the update), only once they saved; a
 * geocoder that fails or knows no such address leaves them empty and the save answers as usual.
 */
export function addressCoordinates(deps: ServiceDeps, geocoder: Geocoder | null) {
  const afterSave = (what: Located) => async (ctx: Context, next: Next) => {
    const id = ctx.method === 'PUT' ? idParamsSchema.safeParse(ctx.params).data?.id : undefined;
    const before = id === undefined ? null : await addressBefore(deps, authOf(ctx).pool_id, what, id);
    await next();
    const answer = ctx.body as { data?: ApiRecord } | undefined;
    const record = answer?.data;
    if (!answer || !record || (ctx.status !== 200 && ctx.status !== 201) || typeof record.id !== 'number') return;
    if (ctx.method === 'PUT' && sameAddress(before, record)) return;
    const at = await locateRecord(deps, geocoder, authOf(ctx).pool_id, what, record.id, record);
    answer.data = { ...record, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null };
  };
  return { person: afterSave('person'), branch: afterSave('branch') };
}
