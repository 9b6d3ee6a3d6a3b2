import type { OfferKind, OfferState } from '@app/contracts';

/**
 * The text a page shows instead of the steps when the offer is not open (INV-CONF-06, -09, -10), as
 * an i18n key by kind and state; the texts are the service's 409 texts (docs/invitations.md), and
 * offer-state-text.test.ts proves the English ones agree with the contract's.
 */
const BY_STATE: Record<OfferKind, Partial<Record<OfferState, string>>> = {
  invitation: {
    accepted: 'offer.error.invitation_accepted',
    wait_for_deny: 'offer.error.invitation_completed',
    denied: 'offer.error.invitation_denied',
    expired: 'offer.error.invitation_expired',
    cancelled: 'offer.error.filled_or_cancelled',
    thank: 'offer.error.filled_or_cancelled',
  },
  reservation: {
    accepted: 'offer.error.reservation_accepted',
    denied: 'offer.error.reservation_denied',
    expired: 'offer.error.reservation_expired',
    cancelled: 'offer.error.filled_or_cancelled',
  },
};

export const GENERIC_OFFER_ERROR = 'offer.error.generic';

export function stateTextKey(kind: OfferKind, state: OfferState): string {
  return BY_STATE[kind][state] ?? GENERIC_OFFER_ERROR;
}
