import type { DaypartRef, OfferKind } from '@app/contracts';
import { daypartLines } from '../mails/daypart-lines';

/** How an offer ended without the person taking it: they denied it, or it expired unanswered. */
export type OfferEnd = 'denied' | 'expired';

/** The templates of the mail to the planner who made the offer, switched by MAILING_OFFER_DENIED_OR_EXPIRED (ADR 0328). */
export const OFFER_ENDED_TEMPLATE: Record<OfferEnd, string> = {
  denied: 'staffing.offer_denied',
  expired: 'staffing.offer_expired',
};

export interface EndedOfferFacts {
  /** the planner the mail is for */
  fullName: string;
  kind: OfferKind;
  end: OfferEnd;
  /** the person the offer was for */
  person: string;
  requestNumber: number;
  branch: string;
  dayparts: readonly DaypartRef[];
  /** the person's remark with a denial, if they wrote one */
  remark: string | null;
}

const KIND = {
  invitation: { nl: { the: 'De uitnodiging', a: 'uitnodiging' }, en: { the: 'The invitation', a: 'invitation' } },
  reservation: { nl: { the: 'De reservering', a: 'reservering' }, en: { the: 'The reservation', a: 'reservation' } },
} as const;

/**
 * The mail that tells a planner an offer they made ended without the person: who, which kind, which
 * request, denied or expired, the dayparts it held and the person's remark. In Dutch and English
 * together as the other mails (the recipient's language is not known). No link: the planner finds
 * the request on their screens, and an answer link belongs only in the person's own offer mail.
 */
export function offerEndedMail(f: EndedOfferFacts) {
  const request = { nl: `aanvraag ${f.requestNumber} (${f.branch})`, en: `request ${f.requestNumber} (${f.branch})` };
  const nl =
    f.end === 'denied'
      ? `${f.person} heeft de ${KIND[f.kind].nl.a} voor ${request.nl} geweigerd.`
      : `${KIND[f.kind].nl.the} aan ${f.person} voor ${request.nl} is verlopen zonder antwoord.`;
  const en =
    f.end === 'denied'
      ? `${f.person} denied the ${KIND[f.kind].en.a} for ${request.en}.`
      : `${KIND[f.kind].en.the} to ${f.person} for ${request.en} expired unanswered.`;
  const remark = (label: string) => (f.remark ? `${label}: ${f.remark}\n` : '');
  const subject =
    f.end === 'denied'
      ? `${capital(KIND[f.kind].nl.a)} geweigerd / ${capital(KIND[f.kind].en.a)} denied`
      : `${capital(KIND[f.kind].nl.a)} verlopen / ${capital(KIND[f.kind].en.a)} expired`;
  return {
    subject: `${subject}: ${f.person}, ${f.branch}`,
    text:
      `Beste ${f.fullName},\n\n${nl}\n${daypartLines(f.dayparts, 'nl')}\n${remark('Opmerking')}\n` +
      `Dear ${f.fullName},\n\n${en}\n${daypartLines(f.dayparts, 'en')}\n${remark('Remark')}`,
    secrets: {},
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
