import { OfferRights } from '@app/contracts';
import { useHasRight } from '@app/platform/session';

/** Who may invite and who may reserve from the Matching tab (the service checks the same rights). */
export function useOfferRights() {
  return { invite: useHasRight(OfferRights.invitation.all), reserve: useHasRight(OfferRights.reservation.all) };
}
