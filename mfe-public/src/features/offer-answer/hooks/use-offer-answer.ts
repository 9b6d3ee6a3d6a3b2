import { useEffect, useState } from 'react';
import type { OfferKind, OfferView } from '@app/contracts';
import { ApiError, apiErrorText } from '@app/platform/public-api';
import { offerApi } from '../api/offer-api';

/** The longest explanation the service keeps (denySchema). */
export const REMARK_MAX = 2000;

/** The steps of spec 000 section 2: the overview, the accept confirmation, the deny form, the result. */
export type OfferStep = 'overview' | 'accept' | 'deny' | 'result';

/** What an answer came to; an acceptance may still wait for the school (`wait_for_deny`, propose_to_school). */
export type OfferAnswer = 'accepted' | 'denied' | 'wait_for_deny';

export type OfferLoad =
  { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string } | { status: 'loaded'; offer: OfferView };

/**
 * The offer a link opens and its answer. A link that opens nothing (406, or no data) is the critical
 * 406 (INV-CONF-07); a failed answer keeps the step and says why (INV-CONF-08): the service's text
 * (a 409 names the state the offer reached meanwhile), else the generic one; no answer at all
 * (the fetch failed: offline, ADR 0061) says so with `offlineText`.
 */
export function useOfferAnswer(kind: OfferKind, token: string, genericText: string, offlineText: string) {
  // the open offer the page was rendered with shows in the first render (ADR 0319); else the page asks
  const [inPage] = useState(() => offerApi.inPage(kind, token));
  const [load, setLoad] = useState<OfferLoad>(inPage ? { status: 'loaded', offer: inPage } : { status: 'loading' });
  const [step, setStep] = useState<OfferStep>('overview');
  const [answer, setAnswer] = useState<OfferAnswer | null>(null);
  const [remark, setRemark] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (inPage) return;
    let live = true;
    offerApi
      .get(kind, token)
      .then((offer) => live && setLoad(offer ? { status: 'loaded', offer } : { status: 'missing' }))
      .catch((e: unknown) => {
        if (!live) return;
        // a malformed token (422) opens nothing either
        if (e instanceof ApiError && (e.status === 406 || e.status === 422)) setLoad({ status: 'missing' });
        else setLoad({ status: 'failed', message: apiErrorText(e, genericText) });
      });
    return () => {
      live = false;
    };
  }, [inPage, kind, token, genericText]);

  async function send(call: () => Promise<OfferView | null | void>, done: 'accepted' | 'denied') {
    setBusy(true);
    setFailure(null);
    try {
      const answered = await call();
      setAnswer(answered?.state === 'wait_for_deny' ? 'wait_for_deny' : done);
      setStep('result');
    } catch (e) {
      setFailure(e instanceof ApiError ? apiErrorText(e, genericText) : offlineText);
    } finally {
      setBusy(false);
    }
  }

  return {
    load,
    step,
    answer,
    remark,
    failure,
    busy,
    setRemark,
    go(next: OfferStep) {
      setFailure(null);
      setStep(next);
    },
    accept: () => send(() => offerApi.accept(kind, token), 'accepted'),
    remarkTooLong: remark.length > REMARK_MAX,
    deny: () => (remark.length > REMARK_MAX ? Promise.resolve() : send(() => offerApi.deny(kind, token, remark), 'denied')),
  };
}
