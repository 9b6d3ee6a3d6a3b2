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

/** A week day's daypart in the schedule's week schedule (week_day 1 Monday .. 7 Sunday; times 'HH:mm'). */
export interface OfferSegment {
  week_day: number;
  daypart: number;
  start_work_time: string;
  end_work_time: string;
  extra_time: string;
}

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
  /** the schedule's week schedule: the working times of each week day's dayparts */
  week_schedule: { segments: OfferSegment[] };
  /** the hours the offered dayparts take by the week schedule (working time plus extra time) */
  duration: number;
  message: string | null;
  remark: string | null;
  expiration_date: string;
  /** the school's (branch's) telephone number, to call with questions; null when master data has none */
  phone: string | null;
  created_at: string;
}

/**
 * An inbox item (INBOX-01): the offer with its public link's token, so the item opens the same
 * answer page as the mail. Only one's own open offer names it; an acceptance proposed to the school
 * (another person's), a claim's and an offer made before tokens were kept sealed carry null.
 */
export interface InboxItem extends OfferView {
  token: string | null;
}

/**
 * The branch's two address lines (INV-RULE-05): street and number, then postal code and city, as a
 * Dutch address is written; null for a line master data has nothing for.
 */
export function branchAddressLines(branch: {
  street: string | null;
  number: string | null;
  postal_code: string | null;
  city: string | null;
}): { address_line1: string | null; address_line2: string | null } {
  const line = (...parts: (string | null)[]) =>
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(' ') || null;
  return { address_line1: line(branch.street, branch.number), address_line2: line(branch.postal_code, branch.city) };
}

/** The branch's address on one line, as the answer page and the inbox show it ('' when none is known). */
export const offerAddress = ({ branch }: Pick<OfferView, 'branch'>): string => {
  // the lines already hold the parts; an offer of an older client's fixture may carry only the parts
  const lines = [branch.address_line1, branch.address_line2].filter(Boolean);
  if (lines.length > 0) return lines.join(', ');
  return [
    [branch.address_street, branch.address_number].filter(Boolean).join(' '),
    [branch.postal_code, branch.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
};

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The week schedule's segment of an offered daypart (by its ISO week day), or null when the schedule has none. */
export function offerSegment(segments: readonly OfferSegment[], ref: DaypartRef): OfferSegment | null {
  const weekday = ((new Date(`${ref.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return segments.find((s) => s.week_day === weekday && s.daypart === ref.daypart) ?? null;
}

/** INV-RULE-05's duration: the hours of the offered dayparts, working time plus extra time, to two decimals. */
export function offerDuration(segments: readonly OfferSegment[], dayparts: readonly DaypartRef[]): number {
  const minutes = dayparts.reduce((sum, ref) => {
    const segment = offerSegment(segments, ref);
    return segment ? sum + minutesOf(segment.end_work_time) - minutesOf(segment.start_work_time) + minutesOf(segment.extra_time) : sum;
  }, 0);
  return Math.round((minutes / 60) * 100) / 100;
}
