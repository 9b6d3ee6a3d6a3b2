import { OfferMessages, type DaypartRef, type DaypartState, type OfferKind, type OfferState } from '@app/contracts';
import { daypartKey } from '../dayparts/daypart-plan';
import { daypartStart, type TimedDaypart } from './offer-expiry';

/** A request's daypart as the offer rules read it. */
export interface OfferDaypart extends TimedDaypart {
  state: DaypartState;
}

/** An offer of a request as the rules read it. */
export interface RequestOffer {
  id: number;
  kind: OfferKind;
  personId: number;
  state: OfferState;
  dayparts: readonly DaypartRef[];
}

/**
 * The dayparts an offer of a kind may still take: open and invited ones (an invitation leaves the
 * daypart free for others); a reserved daypart is held for the reservation alone.
 */
const TAKEABLE: Readonly<Record<OfferKind, readonly DaypartState[]>> = {
  invitation: ['open', 'invited'],
  reservation: ['open', 'invited', 'reserved'],
};

/**
 * What a new offer of either kind covers: the request's open and invited dayparts that have not
 * started yet (work that has begun cannot be offered; a reserved daypart is held already), in date
 * order. None: 'The request has no open dayparts to offer.'
 */
export function offerableDayparts(dayparts: readonly OfferDaypart[], now: Date): OfferDaypart[] {
  return dayparts
    .filter((d) => TAKEABLE.invitation.includes(d.state) && daypartStart(d).getTime() > now.getTime())
    .sort((a, b) => daypartKey(a).localeCompare(daypartKey(b)));
}

/** The states in which a person counts as invited for a request: waiting for an answer, or planned by it. */
const INVITED: readonly OfferState[] = ['open', 'wait_for_deny', 'accepted'];

/**
 * Why an offer to a person cannot be made (INV-RULE-03, INV-RULE-04), or null: a person invited and
 * still waiting or planned by it is not invited again ('The person has already been invited for
 * this request.'; after a denial, expiry or cancel they may be); a request holds at most one open
 * reservation.
 */
export function offerRefusal(kind: OfferKind, personId: number, offers: readonly RequestOffer[]): string | null {
  if (kind === 'invitation')
    return offers.some((o) => o.kind === 'invitation' && o.personId === personId && INVITED.includes(o.state))
      ? OfferMessages.alreadyInvited
      : null;
  return offers.some((o) => o.kind === 'reservation' && o.state === 'open') ? OfferMessages.reservationExists : null;
}

/** What accepting an open offer does: plan the person on the dayparts it can still take, or find the request filled. */
export type AcceptOutcome = { state: 'accepted'; plan: DaypartRef[] } | { state: 'thank' | 'cancelled'; plan: [] };

/**
 * The acceptance of an open offer (DOMAIN): every offered daypart the kind may still take is
 * planned. None left (planned, closed or removed meanwhile): the request is filled; a late invitee
 * is thanked, a reservation is cancelled (it has no thank state).
 */
export function acceptOutcome(kind: OfferKind, offered: readonly DaypartRef[], current: ReadonlyMap<string, DaypartState>): AcceptOutcome {
  const plan = offered.filter((d) => TAKEABLE[kind].includes(current.get(daypartKey(d)) ?? 'removed'));
  if (plan.length) return { state: 'accepted', plan: plan.map((d) => ({ date: d.date, daypart: d.daypart })) };
  return { state: kind === 'invitation' ? 'thank' : 'cancelled', plan: [] };
}

/**
 * The other open offers an acceptance closes: those none of whose dayparts their kind can still
 * take (the request is filled for them); an offer with dayparts left stays open.
 */
export function offersFilled(offers: readonly RequestOffer[], current: ReadonlyMap<string, DaypartState>): RequestOffer[] {
  return offers.filter(
    (o) => o.state === 'open' && !o.dayparts.some((d) => TAKEABLE[o.kind].includes(current.get(daypartKey(d)) ?? 'removed')),
  );
}

/**
 * The state a still-open daypart shows under the request's open offers: reserved while an open
 * reservation covers it, invited while an open invitation does, else open.
 */
export function daypartStateUnderOffers(ref: DaypartRef, offers: readonly RequestOffer[]): 'open' | 'invited' | 'reserved' {
  const covering = offers.filter((o) => o.state === 'open' && o.dayparts.some((d) => daypartKey(d) === daypartKey(ref)));
  if (covering.some((o) => o.kind === 'reservation')) return 'reserved';
  return covering.length ? 'invited' : 'open';
}
