import { enqueueMail, type OfferView } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { offerClosedMail, offerLink, offerMail } from '../domain/offers/offer-mails';
import { offerRecipients, type OfferRow } from '../store/offer-rows';

/** A mail for a person of the pool, composed once their name is known. */
export interface PersonMail {
  personId: number;
  template: string;
  compose(fullName: string): { subject: string; text: string; secrets: Record<string, string> };
}

/**
 * Mails persons of the pool through notify's outbox (a link with a token is a secret, filled in at
 * delivery: ADR 0020). A person without an e-mail address gets none; the offer stands all the same.
 */
export async function mailPersons(deps: ServiceDeps, poolId: number, mails: readonly PersonMail[]) {
  if (!mails.length) return;
  const recipients = await deps.db.withPool(poolId, (tx) =>
    offerRecipients(
      tx,
      poolId,
      mails.map((m) => m.personId),
    ),
  );
  for (const mail of mails) {
    const to = recipients.get(mail.personId);
    if (!to?.email) continue;
    await enqueueMail(deps.bus, {
      pool_id: poolId,
      recipient: to.email,
      html: null,
      template: mail.template,
      ...mail.compose(to.fullName),
    });
  }
}

/** Tells the persons of closed offers that the request is filled or cancelled. */
export const mailClosedOffers = (deps: ServiceDeps, poolId: number, branch: string, closed: readonly OfferRow[]) =>
  mailPersons(
    deps,
    poolId,
    closed.map((o) => ({
      personId: o.personId,
      template: `staffing.${o.kind}.closed`,
      compose: (fullName) => offerClosedMail(o.kind, { fullName, branch, dayparts: o.dayparts }),
    })),
  );

/** Mails each new offer with its public link. */
export const mailNewOffers = (deps: ServiceDeps, poolId: number, made: readonly { row: OfferRow; token: string; view: OfferView }[]) =>
  mailPersons(
    deps,
    poolId,
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
