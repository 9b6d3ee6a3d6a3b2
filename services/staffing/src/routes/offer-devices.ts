import {
  APP_DEVICE_CHANNEL,
  OFFER_KINDS,
  appDeviceRemoveSchema,
  appDeviceSchema,
  offerTokenParamsSchema,
  type AppDeviceEvent,
  type OfferKind,
} from '@app/contracts';
import { ok, routesPer, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { personOfToken } from '../flows/offer-token-person';

const relay = (deps: ServiceDeps, event: AppDeviceEvent) =>
  deps.bus.publish({ channel: APP_DEVICE_CHANNEL, event: event.action, author: null, payload: event });

/** The answer page's device calls, declared once per kind of offer. */
export const offerDeviceRoutes = routesPer(
  (kind: OfferKind) =>
    ({
      add: {
        method: 'post',
        path: `/${kind}/token/:token/device`,
        summary: `Registers the phone of the ${kind}'s person for Web Push, from the answer page without login (406: no such ${kind})`,
        access: 'public',
        params: offerTokenParamsSchema,
        body: appDeviceSchema,
        status: 201,
      },
      remove: {
        method: 'delete',
        path: `/${kind}/token/:token/device`,
        summary: `Unregisters a phone of the ${kind}'s person, by its endpoint`,
        access: 'public',
        params: offerTokenParamsSchema,
        body: appDeviceRemoveSchema,
      },
    }) satisfies Record<string, ApiRoute>,
);

/**
 * The answer page's phone for Web Push, without login (ADR 0060): the offer token names the person,
 * as it does for the answer itself, and staffing relays the device to notify, which keeps devices
 * and sends the pushes. The token is checked as by the other public calls (406 when it opens nothing).
 */
export function mountOfferDeviceRoutes(mount: RouteMounter, deps: ServiceDeps) {
  for (const kind of OFFER_KINDS) {
    const routes = offerDeviceRoutes(kind);
    mount(routes.add, async (ctx) => {
      const { subscription } = validate(appDeviceSchema, ctx.request.body);
      const { poolId, personId } = await personOfToken(deps, kind, validate(offerTokenParamsSchema, ctx.params).token);
      await relay(deps, { action: 'add', pool_id: poolId, person_id: personId, subscription });
      ok(ctx, { endpoint: subscription.endpoint }, {}, 201);
    });
    mount(routes.remove, async (ctx) => {
      const { endpoint } = validate(appDeviceRemoveSchema, ctx.request.body);
      const { poolId, personId } = await personOfToken(deps, kind, validate(offerTokenParamsSchema, ctx.params).token);
      await relay(deps, { action: 'remove', pool_id: poolId, person_id: personId, endpoint });
      ok(ctx, { endpoint });
    });
  }
}
