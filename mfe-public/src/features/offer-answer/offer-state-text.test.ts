import { OFFER_MESSAGES_NL, OfferMessages } from '@app/contracts';
import { en } from '../../i18n/en';
import { nl } from '../../i18n/nl';
import { GENERIC_OFFER_ERROR, stateTextKey } from './offer-state-text';

const text = (texts: typeof en, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);

describe('the state-keyed texts of the answer page', () => {
  it.each([
    ['invitation', 'accepted', OfferMessages.invitationAccepted],
    ['invitation', 'wait_for_deny', OfferMessages.invitationCompleted],
    ['invitation', 'denied', OfferMessages.invitationDenied],
    ['invitation', 'expired', OfferMessages.invitationExpired],
    ['invitation', 'cancelled', OfferMessages.filledOrCancelled],
    ['invitation', 'thank', OfferMessages.filledOrCancelled],
    ['reservation', 'accepted', OfferMessages.reservationAccepted],
    ['reservation', 'denied', OfferMessages.reservationDenied],
    ['reservation', 'expired', OfferMessages.reservationExpired],
    ['reservation', 'cancelled', OfferMessages.filledOrCancelled],
    ['reservation', 'thank', OfferMessages.generic],
  ] as const)('a %s that is %s says the service text', (kind, state, message) => {
    expect(text(en, stateTextKey(kind, state))).toBe(message);
    expect(text(nl, stateTextKey(kind, state))).toBe(OFFER_MESSAGES_NL[message]);
  });

  it('has the generic text for anything else', () => {
    expect(text(en, GENERIC_OFFER_ERROR)).toBe(OfferMessages.generic);
    expect(text(nl, GENERIC_OFFER_ERROR)).toBe(OFFER_MESSAGES_NL[OfferMessages.generic]);
  });
});
