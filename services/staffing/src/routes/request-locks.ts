import type Router from '@koa/router';
import { RequestRights } from '@app/contracts';
import { idParamsSchema, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { readRequestSettings } from '../store/masterdata-reads';
import { releaseLock, takeLock } from '../store/request-locks';
import { announceLock, callerOf } from './caller';

/**
 * The lock switch (DOMAIN 'Locking', REQ-LOCK-01..07): POST takes or renews the lock, DELETE
 * releases it; each publishes block or unblock on the pool's locking channel. Needs the lock right.
 */
export function mountLockRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  const canLock = requireRight(...RequestRights.lock);

  router.post('/request/:id/lock', auth, canLock, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const lock = await deps.db.withPool(caller.poolId, async (tx) =>
      takeLock(tx, caller, id, (await readRequestSettings(tx, caller.poolId, null)).request_lock_timeout),
    );
    await announceLock(deps, caller, id, lock);
    ok(ctx, lock);
  });

  router.delete('/request/:id/lock', auth, canLock, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = callerOf(ctx, deps);
    const { released, lock } = await deps.db.withPool(caller.poolId, async (tx) =>
      releaseLock(tx, caller, id, (await readRequestSettings(tx, caller.poolId, null)).request_lock_timeout),
    );
    if (released) await announceLock(deps, caller, id, lock);
    ok(ctx, lock);
  });
}
