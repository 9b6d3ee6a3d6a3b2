import type { ServiceDeps, Tx } from '@app/service-kit';
import { OFFER_ENDED_TEMPLATE, offerEndedMail, type OfferEnd } from '../domain/offers/offer-ended-mail';
import { readPersons } from '../store/masterdata-reads';
import { offerMakerPersons } from '../store/offer-makers';
import type { OfferRow } from '../store/offer-rows';
import { requestHeads } from '../store/request-change-notices';
import type { MessageOrigin } from '../store/request-messages';
import { mailPersons } from './person-mails';

/** An offer that ended without its person: denied (with the person's remark, if any) or expired. */
export interface EndedOffer {
  row: OfferRow;
  end: OfferEnd;
  remark: string | null;
}

/**
 * In the transaction of the denial or expiry (`origin` names its request): tells the planner who
 * made each offer that it was denied or expired (ADR 0328). The maker is the account the offer
 * keeps, as its person in the pool; the mailing's right and the maker's mail settings decide as for
 * every notification mailing. An offer its own person made (a claim of open work) tells nobody.
 */
export async function mailOfferMakers(
  tx: Tx,
  deps: Pick<ServiceDeps, 'config' | 'clock'>,
  origin: MessageOrigin,
  ended: readonly EndedOffer[],
) {
  if (!ended.length) return;
  const makers = await offerMakerPersons(
    tx,
    origin.poolId,
    ended.map((e) => e.row.createdByUsername),
  );
  const told = ended.flatMap((e) => {
    const maker = makers.get(e.row.createdByUsername);
    return maker === undefined || maker === e.row.personId ? [] : [{ ...e, maker }];
  });
  if (!told.length) return;
  const persons = await readPersons(
    tx,
    origin.poolId,
    told.map((e) => e.row.personId),
  );
  const head = (await requestHeads(tx, origin.poolId, [origin.requestId])).get(origin.requestId);
  if (!head) return;
  await mailPersons(
    tx,
    deps,
    origin,
    told.map((e) => ({
      personId: e.maker,
      template: OFFER_ENDED_TEMPLATE[e.end],
      compose: (fullName: string) =>
        offerEndedMail({
          fullName,
          kind: e.row.kind,
          end: e.end,
          person: persons.get(e.row.personId)?.fullName ?? '',
          requestNumber: head.number,
          branch: head.branch,
          dayparts: e.row.dayparts,
          remark: e.remark,
        }),
    })),
  );
}
