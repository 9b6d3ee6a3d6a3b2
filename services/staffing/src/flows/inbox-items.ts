import type { InboxItem, TokenPayload } from '@app/contracts';
import { openSecret, outboxSecretKeys, type ServiceDeps } from '@app/service-kit';
import { countInbox, inboxCondition, inboxOffers, ownSealedTokens } from '../store/inbox';

/**
 * The inbox of the signed-in person (INBOX-01..06): its items, newest first, each of one's own open
 * offers with its public link's token (opened from its sealed copy, ADR 0268).
 */
export async function inboxItems(deps: ServiceDeps, token: TokenPayload): Promise<InboxItem[]> {
  const now = deps.clock.now();
  return deps.db.withPool(token.pool_id, async (tx) => {
    const items = await inboxOffers(tx, token.pool_id, now, inboxCondition(token, now));
    const sealed =
      token.person_id === null
        ? new Map<number, string>()
        : await ownSealedTokens(
            tx,
            token.pool_id,
            token.person_id,
            items.map((i) => i.id),
          );
    return items.map((item) => {
      const kept = sealed.get(item.id);
      return { ...item, token: kept === undefined ? null : openSecret(outboxSecretKeys(deps.config), kept) };
    });
  });
}

/** How many items the inbox lists: the menu badge (INBOX-06). */
export const inboxCount = (deps: ServiceDeps, token: TokenPayload): Promise<number> =>
  deps.db.withPool(token.pool_id, (tx) => countInbox(tx, token.pool_id, inboxCondition(token, deps.clock.now())));
