import { z } from 'zod';
import { idList, optionalText, requiredId } from '../field-schemas';
import { ExtraPermission as E } from '../permission-catalogue';
import { Permission as P } from '../permissions';
import { OFFER_KINDS, type OfferKind } from './offer-view';

/**
 * Invitations and reservations ('offers': spec 000 section 3, DOMAIN 'Invitations, reservations,
 * inbox', docs/invitations.md): the two kinds, their states, the bodies of their calls, their
 * answers and their exact messages (en and nl for the message catalogue, ADR 0007).
 */

// the kinds, states and view hold no schema: the public answer page imports them alone (ADR 0067)
export * from './offer-view';

/**
 * Who may do what with offers (any one right suffices): see the list (with VIEW alone only one's
 * own), invite or reserve, cancel. Answering is the public link's (the token is the right).
 */
export const OfferRights = {
  invitation: {
    view: [P.INVITATION_VIEW, P.INVITATION_ALL],
    all: [P.INVITATION_ALL],
    cancel: [E.INVITATION_CANCEL],
    reply: [E.INVITATION_REPLY],
  },
  reservation: {
    view: [P.RESERVATION_VIEW, P.RESERVATION_ALL],
    all: [P.RESERVATION_ALL],
    cancel: [E.RESERVATION_CANCEL],
    reply: [E.RESERVATION_REPLY],
  },
} as const satisfies Record<OfferKind, Record<string, readonly string[]>>;

/** Hours an offer stays open unless the pool sets `offer_expiration_hours` (DOMAIN: default 24 hours). */
export const DEFAULT_OFFER_EXPIRATION_HOURS = 24;
/** Invitations one call sends at most (the Matching tab's selection). */
export const MAX_INVITEES = 50;

export const OfferMessages = {
  alreadyInvited: 'The person has already been invited for this request.',
  reservationExists: 'The request already has an open reservation.',
  reservedElsewhere: 'The person is reserved for another request on: {dates}',
  nothingToOffer: 'The request has no open dayparts to offer.',
  personInvalid: 'The selected Person is invalid.',
  invitationNotFound: 'The invitation could not be found.',
  reservationNotFound: 'The reservation could not be found.',
  invitationAccepted: 'The invitation has already been accepted.',
  invitationCompleted: 'The invitation has already been completed or has expired.',
  invitationDenied: 'The invitation has already been denied.',
  invitationExpired: 'The invitation has expired.',
  filledOrCancelled: 'The request has already been filled or cancelled.',
  reservationAccepted: 'The reservation has already been accepted.',
  reservationDenied: 'The reservation has already been denied.',
  reservationExpired: 'The reservation has expired.',
  onlyOpenCancelled: 'Only an open item can be cancelled.',
  notAProposal: 'Only an acceptance waiting for the school can be approved or turned down.',
  generic: 'An error occurred. Please contact the provider',
} as const;

export const OFFER_MESSAGES_NL: Readonly<Record<string, string>> = {
  [OfferMessages.alreadyInvited]: 'De persoon is al uitgenodigd voor deze aanvraag.',
  [OfferMessages.reservationExists]: 'De aanvraag heeft al een openstaande reservering.',
  [OfferMessages.reservedElsewhere]: 'De persoon is gereserveerd voor een andere aanvraag op: {dates}',
  [OfferMessages.nothingToOffer]: 'De aanvraag heeft geen open dagdelen om aan te bieden.',
  [OfferMessages.personInvalid]: 'De geselecteerde Persoon is ongeldig.',
  [OfferMessages.invitationNotFound]: 'De uitnodiging is niet gevonden.',
  [OfferMessages.reservationNotFound]: 'De reservering is niet gevonden.',
  [OfferMessages.invitationAccepted]: 'De uitnodiging is al geaccepteerd.',
  [OfferMessages.invitationCompleted]: 'De uitnodiging is al afgerond of verlopen.',
  [OfferMessages.invitationDenied]: 'De uitnodiging is al afgewezen.',
  [OfferMessages.invitationExpired]: 'De uitnodiging is verlopen.',
  [OfferMessages.filledOrCancelled]: 'De aanvraag is al vervuld of geannuleerd.',
  [OfferMessages.reservationAccepted]: 'De reservering is al geaccepteerd.',
  [OfferMessages.reservationDenied]: 'De reservering is al afgewezen.',
  [OfferMessages.reservationExpired]: 'De reservering is verlopen.',
  [OfferMessages.onlyOpenCancelled]: 'Alleen een openstaand item kan worden geannuleerd.',
  [OfferMessages.notAProposal]: 'Alleen een acceptatie die op de school wacht kan worden goedgekeurd of afgewezen.',
  [OfferMessages.generic]: 'Er is een fout opgetreden. Neem contact op met de aanbieder',
};

/** POST request/{id}/invitation: invite several persons for the request's open dayparts. */
export const inviteSchema = z.object({
  persons: idList('Persons', 1).pipe(z.array(z.number()).max(MAX_INVITEES, `At most ${MAX_INVITEES} persons can be invited at once.`)),
  message: optionalText('Message', 2000),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** POST request/{id}/reservation: reserve one person. */
export const reserveSchema = z.object({
  person: requiredId('Person'),
  message: optionalText('Message', 2000),
});
export type ReserveInput = z.infer<typeof reserveSchema>;

/** The inbox (INBOX-01): the signed-in person's own open items. */
export const InboxRights = [P.INBOX_VIEW] as const;

/**
 * Who decides an acceptance the pool proposes to the school (propose_to_school, `wait_for_deny`):
 * whoever may report or manage the request's absences, within their branches (ADR 0066).
 */
export const ProposalRights = [P.REQUEST_CREATE, P.REQUEST_ALL] as const;

/** PUT {kind}/{id}/proposal: the school approves the proposed substitute or turns them down (with a reason). */
export const proposalDecisionSchema = z.object({
  approve: z.boolean({ error: 'The Approve field must be true or false.' }),
  remark: optionalText('Remark', 2000),
});
export type ProposalDecision = z.infer<typeof proposalDecisionSchema>;

/** PUT {type}/approve and {type}/deny from the inbox (INBOX-03): the item by id; a denial may explain. */
export const inboxAnswerSchema = z.object({
  id: requiredId('Id'),
  type: z.enum(OFFER_KINDS, { error: 'The selected Type is invalid.' }).optional(),
  remark: optionalText('Remark', 2000),
});

/** PUT {kind}/token/{token}/deny: the explanation (INV-CONF-04). */
export const denySchema = z.object({ remark: optionalText('Remark', 2000) });

/** The public token of an offer: 128 random bits as 32 hex digits. */
export const offerTokenParamsSchema = z.object({ token: z.string().regex(/^[0-9a-f]{32}$/, 'The token is invalid.') });

/** What the list calls (`GET invitation`, `GET reservation`) sort and filter on. */
export const OFFER_LIST_SORTS = ['created_at', 'expiration_date', 'state', 'request'] as const;
export const OFFER_LIST_FILTERS = ['state', 'request', 'person', 'branch'] as const;
