import { appDeviceRemoveSchema, appDeviceSchema, InboxRights, PublicRoutes, type AppDeviceKey } from '@app/contracts';
import { authOf, forbidden, notFound, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import type { VapidKeys } from '../push/vapid-keys';
import { registerDevice } from '../flows/register-device';
import { unregisterDevice } from '../flows/unregister-device';

export const NO_PERSON = 'This profile is not a person: only a person receives offers on a device.';
export const NO_DEVICE = 'This device is not registered.';

/** The person of the token, whose devices these are; a profile without a person has none. */
const personOf = (ctx: Parameters<typeof authOf>[0]) => {
  const auth = authOf(ctx);
  if (!auth.person_id) throw forbidden(NO_PERSON);
  return { poolId: auth.pool_id, personId: auth.person_id };
};

export const appDeviceRoutes = {
  key: { ...PublicRoutes.appDeviceKey, summary: 'The public VAPID key a browser subscribes to Web Push with' },
  add: {
    method: 'post',
    path: '/app-device',
    summary: 'Registers a device of the signed-in person for Web Push: offers are pushed to it (ADR 0060)',
    access: InboxRights,
    body: appDeviceSchema,
    status: 201,
  },
  remove: {
    method: 'delete',
    path: '/app-device',
    summary: 'Unregisters a device of the signed-in person, by its endpoint (404: not registered)',
    access: InboxRights,
    body: appDeviceRemoveSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The signed-in person's devices for Web Push (spec 000 `POST app-device`, `DELETE app-device`,
 * ADR 0060): whoever has an inbox may have offers pushed to their phone. `GET app-device/key` is
 * public: the browser needs the VAPID key before it can subscribe. An offer's answer page
 * registers without login through staffing (`POST /{kind}/token/{token}/device`), which relays it.
 */
export function mountAppDeviceRoutes(mount: RouteMounter, deps: ServiceDeps, keys: VapidKeys) {
  mount(appDeviceRoutes.key, (ctx) => ok<AppDeviceKey>(ctx, { public_key: keys.publicKey }));

  mount(appDeviceRoutes.add, async (ctx) => {
    const { subscription } = validate(appDeviceRoutes.add.body, ctx.request.body);
    await registerDevice(deps, personOf(ctx), subscription);
    ok(ctx, { endpoint: subscription.endpoint }, {}, 201);
  });

  mount(appDeviceRoutes.remove, async (ctx) => {
    const { endpoint } = validate(appDeviceRoutes.remove.body, ctx.request.body);
    if (!(await unregisterDevice(deps, personOf(ctx), endpoint))) throw notFound(NO_DEVICE);
    ok(ctx, { endpoint });
  });
}
