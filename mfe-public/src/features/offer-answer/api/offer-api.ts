import type { OfferKind, OfferView } from '@app/contracts';
import { publicApi } from '@app/platform/public-api';

/** The public calls of an offer link (docs/invitations.md): no login, the token is the right. */
export const offerApi = {
  async get(kind: OfferKind, token: string): Promise<OfferView | null> {
    return (await publicApi.get<OfferView | null>(`/${kind}/token/${token}`)).data ?? null;
  },
  /** the offer as it now stands: `accepted`, or `wait_for_deny` when the school still decides (propose_to_school) */
  async accept(kind: OfferKind, token: string): Promise<OfferView | null> {
    return (await publicApi.put<OfferView | null>(`/${kind}/token/${token}/accept`)).data ?? null;
  },
  async deny(kind: OfferKind, token: string, remark: string): Promise<void> {
    await publicApi.put(`/${kind}/token/${token}/deny`, { remark: remark.trim() || undefined });
  },
};
