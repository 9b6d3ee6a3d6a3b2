import { TIME_ZONE, type DaypartRef, type OfferKind } from '@app/contracts';
import { daypartLines } from '../mails/daypart-lines';

/** The public answer page of an offer (mfe-public's confirm routes), under the configured PUBLIC_URL. */
export const offerLink = (publicUrl: string, kind: OfferKind, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/${kind}/confirm/${token}`;

/**
 * The offer mail, in Dutch and English together (the recipient's language is not known): where,
 * which dayparts, until when, and the link. The link carries the token, so it is a secret filled in
 * only at delivery (ADR 0020); the stored message shows '[hidden]'.
 */
export function offerMail(
  kind: OfferKind,
  facts: { fullName: string; branch: string; dayparts: readonly DaypartRef[]; expiresAt: Date; message: string | null },
  link: string,
) {
  const what = kind === 'invitation' ? { nl: 'Uitnodiging', en: 'Invitation' } : { nl: 'Reservering', en: 'Reservation' };
  const list = (lang: 'nl' | 'en') => daypartLines(facts.dayparts, lang);
  const until = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(facts.expiresAt);
  const note = facts.message ? `\n${facts.message}\n` : '';
  return {
    subject: `${what.nl} voor vervanging / ${what.en} to substitute: ${facts.branch}`,
    text:
      `Beste ${facts.fullName},\n\nWilt u invallen bij ${facts.branch}?\n${list('nl')}\n${note}\n` +
      `Antwoord voor ${until} via: {{link}}\n\n` +
      `Dear ${facts.fullName},\n\nWould you substitute at ${facts.branch}?\n${list('en')}\n${note}\n` +
      `Please answer before ${until} at: {{link}}\n`,
    secrets: { link },
  };
}

/**
 * The notice that an open offer is closed (DOMAIN: the other invitees are told; a planner's cancel
 * comes with notice): the request was filled by someone else or cancelled. No link, no secret.
 */
export function offerClosedMail(kind: OfferKind, facts: { fullName: string; branch: string; dayparts: readonly DaypartRef[] }) {
  const what = kind === 'invitation' ? { nl: 'uitnodiging', en: 'invitation' } : { nl: 'reservering', en: 'reservation' };
  const list = (lang: 'nl' | 'en') => daypartLines(facts.dayparts, lang);
  return {
    subject: `Vervanging vervuld of geannuleerd / Substitution filled or cancelled: ${facts.branch}`,
    text:
      `Beste ${facts.fullName},\n\nUw ${what.nl} om in te vallen bij ${facts.branch} is gesloten: de aanvraag is al vervuld of geannuleerd.\n${list('nl')}\n\n` +
      `Dear ${facts.fullName},\n\nYour ${what.en} to substitute at ${facts.branch} is closed: the request has already been filled or cancelled.\n${list('en')}\n`,
    secrets: {},
  };
}

/**
 * The notice to a substitute a planner planned by hand (inform_substitute): where and when. No
 * link: the work is in their planning and inbox already.
 */
export function plannedMail(facts: { fullName: string; branch: string; dayparts: readonly DaypartRef[] }) {
  return {
    subject: `Ingepland / Planned: ${facts.branch}`,
    text:
      `Beste ${facts.fullName},\n\nU bent ingepland om in te vallen bij ${facts.branch}:\n${daypartLines(facts.dayparts, 'nl')}\n\n` +
      `Dear ${facts.fullName},\n\nYou are planned to substitute at ${facts.branch}:\n${daypartLines(facts.dayparts, 'en')}\n`,
    secrets: {},
  };
}
