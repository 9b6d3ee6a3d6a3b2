import type { TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { countInbox, inboxCondition, inboxOffers } from '../store/inbox';

/** The inbox of the signed-in person (INBOX-01..06): its items, newest first. */
export async function inboxItems(deps: ServiceDeps, token: TokenPayload) {
  const now = deps.clock.now();
  return deps.db.withPool(token.pool_id, (tx) => inboxOffers(tx, token.pool_id, now, inboxCondition(token, now)));
}

/** How many items the inbox lists: the menu badge (INBOX-06). */
export const inboxCount = (deps: ServiceDeps, token: TokenPayload): Promise<number> =>
  deps.db.withPool(token.pool_id, (tx) => countInbox(tx, token.pool_id, inboxCondition(token, deps.clock.now())));
