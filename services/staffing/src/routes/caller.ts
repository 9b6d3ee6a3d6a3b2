import type { Context } from 'koa';
import type { LockHolder } from '@app/contracts';
import { authOf, branchScopeOf, type ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';

/** The signed-in profile as the store acts for it: pool, branches, name, and the injected clock's now. */
export function callerOf(ctx: Context, deps: ServiceDeps): Caller {
  const auth = authOf(ctx);
  const author: LockHolder = { username: auth.username, full_name: auth.person_name || auth.username };
  return { poolId: auth.pool_id, scope: branchScopeOf(auth), author, now: deps.clock.now() };
}
