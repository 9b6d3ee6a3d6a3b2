import { MAILING_RIGHT_OF_TEMPLATE, type OfferView, type OutboxMessage } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { offerClosedMail, offerLink, offerMail } from '../domain/offers/offer-mails';
import { offerRecipients, type OfferRow } from '../store/offer-rows';
import { mailingHolders } from '../store/mailing-holders';
import { keepRequestMessages, type MessageOrigin } from '../store/request-messages';
import { writeMessages } from '../store/outbox';

/** A mail for a person of the pool, composed once their name is known. */
export interface PersonMail {
  personId: number;
  template: string;
  compose(fullName: string): { subject: string; text: string; secrets: Record<string, string> };
}

/**
 * Writes messages about a request into staffing's outbox and keeps them on its timeline, in the
 * transaction `tx` of the change that causes them (ADR 0144, REQ-DATA-10).
 */
export async function sendAboutRequest(
  tx: Tx,
  deps: Pick<ServiceDeps, 'config' | 'clock'>,
  origin: MessageOrigin,
  messages: readonly OutboxMessage[],
) {
  await writeMessages(tx, deps, messages);
  await keepRequestMessages(tx, origin, deps.clock.now(), messages);
}

/**
 * The mails whose persons hold the mailing right of their template (ID-PERM-14, ADR 0275); a
 * template without one is no notification mailing and goes as it is.
 */
export async function withMailingRight<T extends { personId: number; template: string }>(
  tx: Tx,
  poolId: number,
  mails: readonly T[],
): Promise<T[]> {
  const rights = [...new Set(mails.map((m) => MAILING_RIGHT_OF_TEMPLATE[m.template]).filter((r) => r !== undefined))];
  const holders = new Map<string, Set<number>>();
  for (const right of rights)
    holders.set(
      right,
      await mailingHolders(
        tx,
        poolId,
        mails.filter((m) => MAILING_RIGHT_OF_TEMPLATE[m.template] === right).map((m) => m.personId),
        right,
      ),
    );
  return mails.filter((m) => {
    const right = MAILING_RIGHT_OF_TEMPLATE[m.template];
    return right === undefined || holders.get(right)!.has(m.personId);
  });
}

/**
 * The messages of `wanted` that go out: those whose persons hold the mailing's right (and have not
 * switched the notification mails off), each composed for its person, to their e-mail address; a
 * person without one gets none.
 */
export async function personMessages(tx: Tx, poolId: number, wanted: readonly PersonMail[]): Promise<OutboxMessage[]> {
  const mails = await withMailingRight(tx, poolId, wanted);
  if (!mails.length) return [];
  const recipients = await offerRecipients(
    tx,
    poolId,
    mails.map((m) => m.personId),
  );
  return mails.flatMap((mail) => {
    const to = recipients.get(mail.personId);
    if (!to?.email) return [];
    return [
      {
        pool_id: poolId,
        channel: 'mail' as const,
        recipient: to.email,
        html: null,
        template: mail.template,
        ...mail.compose(to.fullName),
      },
    ];
  });
}

/**
 * Mails persons of the pool about a request through staffing's outbox, in the transaction `tx` of
 * the change that causes the mail (ADR 0144; a link with a token is a secret, filled in at
 * delivery: ADR 0020). A person without an e-mail address gets none, nor one whose role lacks the
 * mailing's right; the offer stands all the same.
 */
export async function mailPersons(
  tx: Tx,
  deps: Pick<ServiceDeps, 'config' | 'clock'>,
  origin: MessageOrigin,
  wanted: readonly PersonMail[],
) {
  const messages = await personMessages(tx, origin.poolId, wanted);
  if (messages.length) await sendAboutRequest(tx, deps, origin, messages);
}

/** Tells the persons of closed offers that the request is filled or cancelled. */
export const mailClosedOffers = (tx: Tx, deps: ServiceDeps, origin: MessageOrigin, branch: string, closed: readonly OfferRow[]) =>
  mailPersons(
    tx,
    deps,
    origin,
    closed.map((o) => ({
      personId: o.personId,
      template: `staffing.${o.kind}.closed`,
      compose: (fullName) => offerClosedMail(o.kind, { fullName, branch, dayparts: o.dayparts }),
    })),
  );

/** Mails each new offer with its public link. */
export const mailNewOffers = (
  tx: Tx,
  deps: ServiceDeps,
  origin: MessageOrigin,
  made: readonly { row: OfferRow; token: string; view: OfferView }[],
) =>
  mailPersons(
    tx,
    deps,
    origin,
    made.map(({ row, token, view }) => ({
      personId: row.personId,
      template: `staffing.${row.kind}`,
      compose: (fullName) =>
        offerMail(
          row.kind,
          { fullName, branch: view.branch.name, dayparts: row.dayparts, expiresAt: row.expiresAt, message: row.message },
          offerLink(deps.config.PUBLIC_URL, row.kind, token),
        ),
    })),
  );
