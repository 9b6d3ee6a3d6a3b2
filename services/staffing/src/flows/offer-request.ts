import type { DaypartRef, OfferKind } from '@app/contracts';
import { outboxSecretKey, sealSecret, type ServiceDeps } from '@app/service-kit';
import { keepSealedTokens } from '../store/inbox';
import { offerViewsByIds } from '../store/offer-views';
import { makeOffers } from '../store/offer-writes';
import { requestForWrite, type Caller } from '../store/request-rows';
import { announceInboxChange } from './inbox-events';
import { noticeNewOffers } from './offers-notice';
import { mailNewOffers } from './person-mails';
import { announceRequestChange } from './request-events';

/**
 * Offers a request to persons (invite several, reserve one) as the caller, in one transaction with
 * the request locked that also writes each person's mail, text message and push with the public
 * link into the outbox; then tells the request's screens and the persons' inboxes. The route, the
 * proposal's send and the demo data make offers this way.
 */
export async function offerRequest(
  deps: ServiceDeps,
  caller: Caller,
  number: number,
  kind: OfferKind,
  persons: { persons: number[]; message?: string | null; dayparts?: readonly DaypartRef[] },
) {
  const made = await deps.db.withPool(caller.poolId, async (tx) => {
    const { row } = await requestForWrite(tx, caller, number);
    const offers = await makeOffers(tx, caller, row, kind, persons);
    // the person's inbox names the token (INBOX-01); kept sealed with the key that seals the mailed link
    const key = outboxSecretKey(deps.config);
    await keepSealedTokens(
      tx,
      caller.poolId,
      offers.map((o) => ({ id: o.row.id, tokenSealed: sealSecret(key, o.token) })),
    );
    const views = await offerViewsByIds(
      tx,
      caller.poolId,
      caller.now,
      offers.map((o) => o.row.id),
    );
    const made = offers.map((o) => ({ ...o, view: views.find((v) => v.id === o.row.id)! }));
    const origin = { poolId: caller.poolId, requestId: row.id, author: caller.author };
    await mailNewOffers(tx, deps, origin, made);
    await noticeNewOffers(tx, deps, origin, made);
    return made;
  });
  await announceRequestChange(deps, caller, number, 'updated');
  await announceInboxChange(
    deps,
    caller.poolId,
    made.map((m) => ({ personId: m.row.personId, kind })),
    caller.author.username,
  );
  return made;
}
