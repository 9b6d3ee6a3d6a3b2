import { displayDate, pushRecipient, type DaypartRef, type OfferKind, type OutboxMessage } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { offerLink } from '../domain/offers/offer-mails';
import type { OfferRow } from '../store/offer-rows';
import type { MessageOrigin } from '../store/request-messages';
import { sendAboutRequest, withMailingRight } from './person-mails';
import { phoneFactsOf } from '../store/person-reach';

const DAYPARTS = { 1: 'ochtend', 2: 'middag' } as const;
const WHAT = { invitation: 'Uitnodiging', reservation: 'Reservering' } as const;
/** a text message stays one or two SMS: the first dayparts, then how many more */
const DAYPARTS_SHOWN = 3;

/**
 * A Dutch mobile number in E.164 (+316...), as the provider takes it, from how people type it
 * (06-12345678, +31 6 1234 5678, 0031612345678); null when it is no mobile number.
 */
export function mobileE164(typed: string | null): string | null {
  const digits = (typed ?? '').replace(/[\s().-]/g, '');
  const international = digits.replace(/^00/, '+').replace(/^0(?=6)/, '+31');
  return /^\+\d{8,15}$/.test(international) ? international : null;
}

/** The first dayparts as a phone shows them, then how many more. */
export function daypartList(dayparts: readonly DaypartRef[]): string {
  const shown = dayparts.slice(0, DAYPARTS_SHOWN).map((d) => `${displayDate(d.date)} ${DAYPARTS[d.daypart]}`);
  const more = dayparts.length - shown.length;
  return shown.join(', ') + (more > 0 ? ` (+${more})` : '');
}

/**
 * The short notice of an offer for a phone, in Dutch (a text message has no room for two
 * languages; the answer page it links to speaks both): where, when, and the link, a secret filled
 * in at delivery (ADR 0020).
 */
export function offerNotice(kind: OfferKind, facts: { branch: string; dayparts: readonly DaypartRef[] }) {
  const title = `${WHAT[kind]}: ${facts.branch}`;
  const when = daypartList(facts.dayparts);
  return {
    title,
    push: `Kunt u invallen op ${when}?`,
    sms: `Invalpool: ${WHAT[kind].toLowerCase()} ${facts.branch}, ${when}. Antwoord via {{link}}`,
  };
}

/**
 * Besides the mail (person-mails.ts), each new offer goes to the person's phone: a push message to
 * every device they registered (notify finds them), and a text message with the link when the
 * pool has enable_sms and the person a mobile number. Written in the offer's transaction `tx`.
 */
export async function noticeNewOffers(
  tx: Tx,
  deps: ServiceDeps,
  origin: MessageOrigin,
  offers: readonly { row: OfferRow; token: string; view: { branch: { name: string } } }[],
) {
  const poolId = origin.poolId;
  // the offer's mailing right switches its phone messages as well as its mail (ADR 0275)
  const made = await withMailingRight(
    tx,
    poolId,
    offers.map((offer) => ({ ...offer, personId: offer.row.personId, template: `staffing.${offer.row.kind}` })),
  );
  if (!made.length) return;
  const persons = [...new Set(made.map((m) => m.row.personId))];
  const { enableSms, mobiles: typed } = await phoneFactsOf(tx, poolId, persons);
  const mobiles = new Map(typed.map((r) => [r.id, mobileE164(r.mobile)]));
  const messages: OutboxMessage[] = [];
  for (const { row, token, view } of made) {
    const notice = offerNotice(row.kind, { branch: view.branch.name, dayparts: row.dayparts });
    const secrets = { link: offerLink(deps.config.PUBLIC_URL, row.kind, token) };
    const template = `staffing.${row.kind}`;
    messages.push({
      pool_id: poolId,
      channel: 'push',
      recipient: pushRecipient(row.personId),
      subject: notice.title,
      text: notice.push,
      template: `${template}.push`,
      secrets,
    });
    const mobile = mobiles.get(row.personId);
    if (enableSms && mobile)
      messages.push({ pool_id: poolId, channel: 'sms', recipient: mobile, text: notice.sms, template: `${template}.sms`, secrets });
  }
  await sendAboutRequest(tx, deps, origin, messages);
}
