import { RequestRights } from '@app/contracts';
import { idParamsSchema, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { releaseRequestLock } from '../flows/release-request-lock';
import { takeRequestLock } from '../flows/take-request-lock';
import { announceLock } from '../flows/request-events';
import { callerOf } from './caller';

export const lockRoutes = {
  take: {
    method: 'post',
    path: '/request/:id/lock',
    summary: 'Takes or renews the lock of a request',
    access: RequestRights.lock,
    params: idParamsSchema,
  },
  release: {
    method: 'delete',
    path: '/request/:id/lock',
    summary: 'Releases the own lock of a request',
    access: RequestRights.lock,
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The lock switch (DOMAIN 'Locking', REQ-LOCK-01..07): POST takes or renews the lock, DELETE
 * releases it; each publishes block or unblock on the pool's locking channel. Needs the lock right.
 */
export function mountLockRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(lockRoutes.take, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const lock = await takeRequestLock(deps, caller, id);
    await announceLock(deps, caller, id, lock);
    ok(ctx, lock);
  });

  mount(lockRoutes.release, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const { released, lock } = await releaseRequestLock(deps, caller, id);
    if (released) await announceLock(deps, caller, id, lock);
    ok(ctx, lock);
  });
}
