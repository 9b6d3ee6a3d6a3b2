import type { Context } from 'koa';
import { channels, CHANGED_SUFFIX } from '@app/contracts';
import { authOf, type ServiceDeps } from '@app/service-kit';

/**
 * Tells the open roles, accounts and pools lists of the pool to refetch, on the channel their
 * templates name (as masterdata's lists do); the author's own list skips it.
 */
export async function announceListChange(
  ctx: Context,
  deps: ServiceDeps,
  listKey: 'role' | 'account' | 'pool',
  id: number,
  action: string,
) {
  const auth = authOf(ctx);
  const channel = channels.entityList(auth.pool_id, listKey);
  await deps.bus.publish({ channel, event: channel + CHANGED_SUFFIX, author: auth.username, payload: { id, action } });
}
