import { OfferMessages, type OfferKind, type ProposalDecision } from '@app/contracts';
import { conflict, type Tx } from '@app/service-kit';
import { daypartKey } from '../domain/dayparts/daypart-plan';
import { setDaypartState } from './daypart-rows';
import { readPersons } from './masterdata-reads';
import { syncDaypartsWithOffers } from './offer-dayparts';
import { requestDayparts, setOfferState, type OfferRow } from './offer-rows';
import { writeLog } from './request-log';
import { offerForWrite } from './offer-writes';
import type { Caller } from './request-rows';

/**
 * The school decides an acceptance proposed to it (propose_to_school, DOMAIN: `wait_for_deny` until
 * approved or denied), in the caller's transaction with the request locked as every planner's write
 * locks it: approve makes the offer `accepted`; deny makes it `denied` with the school's reason and
 * takes the person off the offer's dayparts they were planned on, which are open again. Only an
 * offer waiting for the school: else 409. An offer outside the caller's pool or branches: 404.
 */
export async function decideProposal(
  tx: Tx,
  caller: Caller,
  kind: OfferKind,
  id: number,
  decision: ProposalDecision,
): Promise<{ requestNumber: number; offer: OfferRow }> {
  const { target, offer } = await offerForWrite(tx, caller, kind, id);
  if (offer.state !== 'wait_for_deny') throw conflict(OfferMessages.notAProposal);
  const person = {
    id: offer.personId,
    full_name: (await readPersons(tx, caller.poolId, [offer.personId])).get(offer.personId)?.fullName ?? '',
  };

  if (decision.approve) {
    await setOfferState(tx, [id], { state: 'accepted', at: caller.now });
    await writeLog(tx, caller.poolId, caller.author, caller.now, [
      { requestId: target.requestId, event: 'proposal_approved', data: { person } },
    ]);
    return { requestNumber: target.number, offer: offer };
  }
  const offered = new Set(offer.dayparts.map(daypartKey));
  const theirs = (await requestDayparts(tx, caller.poolId, target.requestId)).filter(
    (d) => d.state === 'planned' && d.personId === offer.personId && offered.has(daypartKey(d)),
  );
  await setDaypartState(
    tx,
    theirs.map((d) => d.id),
    { state: 'open', personId: null, reasonId: null, comment: null, at: caller.now },
  );
  const remark = decision.remark ?? null;
  await setOfferState(tx, [id], { state: 'denied', at: caller.now, remark });
  await syncDaypartsWithOffers(tx, caller.poolId, target.requestId, caller.now);
  const dayparts = theirs.map((d) => ({ date: d.date, daypart: d.daypart }));
  await writeLog(tx, caller.poolId, caller.author, caller.now, [
    { requestId: target.requestId, event: 'proposal_denied', data: { person, comment: remark, dayparts } },
    { requestId: target.requestId, event: 'substitute_unplanned', data: { person, dayparts } },
  ]);
  return { requestNumber: target.number, offer: offer };
}
