import { OfferMessages, type OfferKind, type OfferState } from '@app/contracts';

/**
 * Where an offer may go from each state (docs/invitations.md 'States'): only an open offer is
 * answered, expires or is cancelled; an acceptance waiting for the school is approved, denied or
 * withdrawn; every other state is final.
 */
const NEXT: Readonly<Record<OfferState, readonly OfferState[]>> = {
  open: ['accepted', 'denied', 'expired', 'cancelled', 'thank', 'wait_for_deny'],
  wait_for_deny: ['accepted', 'denied', 'cancelled'],
  accepted: [],
  denied: [],
  expired: [],
  cancelled: [],
  thank: [],
};

/** The states a reservation can reach: a reservation is never thanked nor proposed (INV-STATE-02). */
const RESERVATION_STATES: readonly OfferState[] = ['open', 'accepted', 'denied', 'expired', 'cancelled'];

export function canMove(kind: OfferKind, from: OfferState, to: OfferState): boolean {
  if (kind === 'reservation' && !RESERVATION_STATES.includes(to)) return false;
  return NEXT[from].includes(to);
}

/** The state an offer shows at an instant: an open offer past its expiration is expired, whether or not the job has run. */
export function stateAt(offer: { state: OfferState; expiresAt: Date }, now: Date): OfferState {
  return offer.state === 'open' && offer.expiresAt.getTime() <= now.getTime() ? 'expired' : offer.state;
}

const INVITATION_REFUSALS: Partial<Record<OfferState, string>> = {
  accepted: OfferMessages.invitationAccepted,
  wait_for_deny: OfferMessages.invitationCompleted,
  denied: OfferMessages.invitationDenied,
  expired: OfferMessages.invitationExpired,
  cancelled: OfferMessages.filledOrCancelled,
  thank: OfferMessages.filledOrCancelled,
};

const RESERVATION_REFUSALS: Partial<Record<OfferState, string>> = {
  accepted: OfferMessages.reservationAccepted,
  denied: OfferMessages.reservationDenied,
  expired: OfferMessages.reservationExpired,
  cancelled: OfferMessages.filledOrCancelled,
};

/**
 * Why an offer in a state cannot be answered (INV-CONF-09, INV-CONF-10), or null when it can:
 * the state-keyed text the public page shows; a state without its own text gets the generic one.
 */
export function answerRefusal(kind: OfferKind, state: OfferState): string | null {
  if (state === 'open') return null;
  return (kind === 'invitation' ? INVITATION_REFUSALS : RESERVATION_REFUSALS)[state] ?? OfferMessages.generic;
}

/** 'The invitation could not be found.' or the reservation's. */
export const offerNotFoundMessage = (kind: OfferKind): string =>
  kind === 'invitation' ? OfferMessages.invitationNotFound : OfferMessages.reservationNotFound;
