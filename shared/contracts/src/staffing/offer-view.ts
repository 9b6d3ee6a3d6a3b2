import type { DaypartRef } from './request-schemas';

/**
 * The offer as the public answer page shows it: its kinds, states and view, without schemas, so a
 * page that imports only these does not carry zod (ADR 0067). offers.ts re-exports all of it.
 */

export const OFFER_KINDS = ['invitation', 'reservation'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/**
 * INV-STATE-01/02: `open` waits for an answer; `accepted` planned the person; `denied` and
 * `expired` are answers (or none in time); `cancelled` the planner withdrew it or the request was
 * filled by someone else; `thank` a late acceptance that found the request filled; `wait_for_deny`
 * an acceptance waiting for the school (propose_to_school). A reservation never gets the last two.
 */
export const OFFER_STATES = ['open', 'accepted', 'denied', 'expired', 'cancelled', 'thank', 'wait_for_deny'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An invitation or reservation as its lists, its public page and the inbox show it (INV-RULE-05). */
export interface OfferView {
  id: number;
  kind: OfferKind;
  state: OfferState;
  request: { id: number; start_date: string | null };
  request_dates: DaypartRef[];
  branch: {
    name: string;
    address_line1: string | null;
    address_line2: string | null;
    address_street: string | null;
    address_number: string | null;
    postal_code: string | null;
    city: string | null;
  };
  person: { id: number; full_name: string };
  schedule: { name: string };
  message: string | null;
  remark: string | null;
  expiration_date: string;
  created_at: string;
}

/** The branch's address on one line, as the answer page and the inbox show it ('' when none is known). */
export const offerAddress = ({ branch }: Pick<OfferView, 'branch'>): string =>
  [
    [branch.address_street, branch.address_number].filter(Boolean).join(' '),
    branch.address_line1,
    branch.address_line2,
    [branch.postal_code, branch.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
