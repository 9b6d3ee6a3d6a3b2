import { z } from 'zod';
import { ExtraPermission as E } from '../permission-catalogue';
import { Permission as P } from '../permissions';

/**
 * Matching (DOMAIN 'Matching', MATCH-*): the match records of a request, their
 * score parts ("why") and, on request, the excluded persons with the spec's reasons.
 * docs/matching.md has the rules and the weights.
 */
export const MatchingRights = {
  match: [E.REQUEST_MATCHING, P.REQUEST_ALL],
  ignoreRequiredLabels: [E.IGNORING_REQUIRED_EMPLOYABILITY],
  ignoreChain: [E.IGNORING_CHAIN_CALCULATION],
} as const satisfies Record<string, readonly string[]>;

/**
 * The matcher's reasons: the spec's texts (MATCH-06, DOMAIN 'Matching'; the branches and labels
 * go in the reason's `detail`) and, where the spec has none, ours.
 */
export const MatchingMessages = {
  notSubstitute: 'The person has no substitute profile in the pool.',
  notFree: 'The person is not free on any of the requested dayparts.',
  blocked: 'person blocked for the listed branches',
  lacksLabel: 'lacks the requested label',
  noCoc: 'No CoC found',
  noValidCoc: 'No valid CoC found',
  chainFull: 'Chain is full',
  tooManyContracts: 'A person may have at most 6 contracts.',
} as const;

export const MATCHING_MESSAGES_NL: Readonly<Record<string, string>> = {
  [MatchingMessages.notSubstitute]: 'De persoon heeft geen invallersprofiel in de pool.',
  [MatchingMessages.notFree]: 'De persoon is op geen van de gevraagde dagdelen vrij.',
  [MatchingMessages.blocked]: 'persoon geblokkeerd voor de genoemde vestigingen',
  [MatchingMessages.lacksLabel]: 'mist het gevraagde label',
  [MatchingMessages.noCoc]: 'Geen VOG gevonden',
  [MatchingMessages.noValidCoc]: 'Geen geldige VOG gevonden',
  [MatchingMessages.chainFull]: 'De keten is vol',
  [MatchingMessages.tooManyContracts]: 'Een persoon mag maximaal 6 contracten hebben.',
};

/** The default of pool setting `matching_num_of_unfolded_results` (MATCH-04). */
export const MATCHING_UNFOLDED_DEFAULT = 5;

/** The facts matching reads that master data does not publish yet: their rules are reported as not checked. */
export const MATCHING_CHECKS = ['blockades', 'coc', 'distance'] as const;
export type MatchingCheck = (typeof MATCHING_CHECKS)[number];

const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' || v === undefined ? false : v),
  z.boolean(),
);
const idList = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(
      z.coerce
        .number({ error: 'The labels must be label ids.' })
        .int('The labels must be label ids.')
        .positive('The labels must be label ids.'),
    )
    .max(50),
);

/** GET /api/request/{id}/matching: the filters (MATCH-11: distance in km) and whether to show the excluded persons. */
export const matchingQuerySchema = z.object({
  excluded: flag.optional(),
  distance: z.coerce
    .number({ error: 'The distance must be a number of km.' })
    .min(0, 'The distance must be a number of km.')
    .max(1000, 'The distance must be a number of km.')
    .optional(),
  'labels[]': idList.optional(),
  labels: idList.optional(),
  availability: z.enum(['any', 'full'], { error: 'The availability filter must be any or full.' }).optional(),
});
export type MatchingQuery = z.infer<typeof matchingQuerySchema>;

/**
 * A fact behind a score part, as data: the screen words it in the reader's language
 * (`n` of `of` dayparts, `n` km, ...), so no server text of one language reaches a chip.
 */
export interface MatchFact {
  kind: 'preferred' | 'share' | 'worked_at_branch' | 'replaced_absentee' | 'labels' | 'distance' | 'hours_left' | 'recent_dayparts';
  n?: number;
  of?: number;
}

/** One score part: what it is, its points and the facts behind them (shown to the planner as "why"). */
export interface MatchWhy {
  part: 'preferred' | 'share' | 'continuity' | 'labels' | 'distance' | 'hours' | 'fairness';
  points: number;
  facts: MatchFact[];
}

/** A daypart of a match record (MATCH-03). */
export interface MatchDaypartStatus {
  id: number;
  daypart: 1 | 2;
  /** the person can take it */
  active: boolean;
  unavailable: boolean;
  planned: boolean;
  /** planned on this request already */
  substituted: boolean;
  invited: boolean;
  reserved: boolean;
  /** request-group matching: the member request (its number) the daypart belongs to */
  request?: number;
}

/** A match record (spec 000 'Match record'): the person, the score and its parts, the dayparts by date. */
export interface MatchRecord {
  id: number;
  full_name: string;
  secondment: boolean;
  weekHours: number | null;
  score: number;
  why: MatchWhy[];
  distance_km: number | null;
  /** available dayparts of the request's open ones */
  available: number;
  dates: Record<string, MatchDaypartStatus[]>;
  /** request-group matching: the member requests (numbers) the person fits; an offer goes to each */
  requests?: number[];
}

export type MatchRule = 'profile' | 'free' | 'blockade' | 'labels' | 'coc' | 'chain' | 'contracts';

/** Why a person is excluded: the rule, the spec's message, and what it names (branches, labels). */
export interface MatchReason {
  rule: MatchRule;
  message: string;
  detail?: string;
  /** request-group matching: the member request (its number) the reason is about */
  request?: number;
}

/** A reason as the planner reads it: the message and what it names. */
export const matchReasonText = (r: MatchReason): string => (r.detail ? `${r.message} (${r.detail})` : r.message);

export interface MatchExcluded {
  id: number;
  full_name: string;
  reasons: MatchReason[];
}

/** The answer's `data`: the ranked records; `meta` carries the unfolded count, the excluded and what was not checked. */
export interface MatchingMeta {
  unfolded: number;
  /** every candidate; `data` holds the best ranked 100 */
  total: number;
  open_dayparts: number;
  not_checked: MatchingCheck[];
  excluded?: MatchExcluded[];
  /** request-group matching: the member requests with open dayparts, by number */
  requests?: { number: number; open_dayparts: number }[];
}

/**
 * Person matching (GET /api/person/{id}/matching, MATCH-01): one open request the person fits,
 * judged and scored by the same engine as request matching for that request alone.
 */
export interface PersonMatchRecord {
  /** the request's number (the offer routes take it) */
  request: number;
  branch: string | null;
  first_date: string;
  last_date: string;
  open_dayparts: number;
  score: number;
  why: MatchWhy[];
  distance_km: number | null;
  /** of the request's open dayparts, how many the person can take */
  available: number;
  dates: Record<string, MatchDaypartStatus[]>;
}

/** An open request the person does not fit, with every rule failed (person matching with `excluded=1`). */
export interface PersonMatchExcluded {
  request: number;
  branch: string | null;
  reasons: MatchReason[];
}

export interface PersonMatchingMeta {
  unfolded: number;
  /** every request the person fits; `data` holds the best ranked 100 */
  total: number;
  not_checked: MatchingCheck[];
  excluded?: PersonMatchExcluded[];
}
