import { API_ROOT, type Envelope, type OfferKind, type OfferView, type PageData } from '@app/contracts';
import { publicApi, takePageData } from '@app/platform/public-api';

/** What the page brought for the offer (ADR 0289): its status and the offer, none when there was none. */
export interface OfferInPage {
  status: number;
  offer: OfferView | null;
}

/**
 * Whether the page is rendered with the offer of this answer (ADR 0319): an open offer. Any other
 * answer shows an alert, a part that loads when shown, so its page goes out with the frame alone.
 */
export const rendersWithOffer = (data: PageData): boolean => offerOfPageData(data)?.offer?.state === 'open';

/** The offer in a page's data for its call; null for data it cannot read. */
export function offerOfPageData(data: PageData): OfferInPage | null {
  try {
    const body = data.status === 204 ? null : (JSON.parse(data.body) as Envelope<OfferView | null>);
    return { status: data.status, offer: data.status === 200 ? (body?.data ?? null) : null };
  } catch {
    return null;
  }
}

/** The public calls of an offer link (docs/invitations.md): no login, the token is the right. */
export const offerApi = {
  /**
   * The open offer the page was rendered with (ADR 0319), taken at once so the first render shows
   * it as the HTML does; null otherwise, and the page's answer is left for the offer's first call.
   */
  inPage(kind: OfferKind, token: string): OfferView | null {
    const data = takePageData(`${API_ROOT}/${kind}/token/${token}`, rendersWithOffer);
    return data ? (offerOfPageData(data)?.offer ?? null) : null;
  },
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
