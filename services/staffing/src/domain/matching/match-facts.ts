import type { AvailabilityState, ChainPolicyType, MatchingCheck } from '@app/contracts';
import { isoWeekday } from '../calendar/iso-dates';
import { availabilityAt, slotKey, type DefaultWeek } from './availability-rule';

/**
 * The checks whose facts the store reads (docs/matching.md 'Where the facts come from'); a rule
 * whose fact has no source is left out and reported as not checked.
 */
export const CHECKS_WITH_A_SOURCE: ReadonlySet<MatchingCheck> = new Set<MatchingCheck>(['blockades', 'coc', 'distance']);

/**
 * What the matching engine reads: the request's open dayparts and, per person, the facts the hard
 * rules and the ranking need. The store assembles them in a few set-based queries; the engine is
 * pure, so every rule is tested with tables of facts (docs/matching.md).
 */

/** An open daypart of the request (the match record's daypart id is the request date's id). */
export interface OpenDaypart {
  id: number;
  date: string;
  daypart: 1 | 2;
}

export interface MatchRequestFacts {
  branchId: number;
  /** the branch and its ancestors: a blockade of any of them holds (the tree propagation) */
  branchLine: readonly number[];
  /** the board the branch belongs to (level 1 ancestor; the branch itself when it is a board) */
  boardId: number;
  absenteePersonId: number | null;
  preferredPersonId: number | null;
  /** required-employability labels (hard rule 4) and the other labels asked (ranking) */
  requiredLabels: readonly { id: number; name: string }[];
  preferredLabels: readonly number[];
  /** the chain regime the engagement falls under, from the reason for absence */
  policyType: ChainPolicyType;
  dayparts: readonly OpenDaypart[];
}

/** Why a person is busy on a daypart (rule 2); absent means free unless the mark says otherwise. */
export type DaypartBusy = 'planned' | 'reserved' | 'vacation';

export interface PersonContract {
  boardId: number | null;
  parentId: number | null;
  startDate: string;
  endDate: string;
  hours: number | null;
  secondment: boolean;
  policyType: ChainPolicyType | null;
}

export interface CandidateFacts {
  id: number;
  fullName: string;
  /** a non-archived person with a live substitute profile in the pool (rule 1) */
  substitute: boolean;
  /** master data's planning blockade flag on the person: blocked everywhere */
  planningBlockade: boolean;
  /** by `date:daypart`: planned or reserved elsewhere, or on an unplannable vacation */
  busy: ReadonlyMap<string, DaypartBusy>;
  /** the person's marks by `date:daypart` and default week: the availability rule reads them */
  marks: ReadonlyMap<string, AvailabilityState>;
  defaultWeek: DefaultWeek | undefined;
  /** `date:daypart` where the person is planned on this request already, invited or reserved for it */
  onThisRequest: ReadonlyMap<string, 'substituted' | 'invited' | 'reserved'>;
  /** pool and personal blockades: branch, period, the branch's name for the reason */
  blockades: readonly { branchId: number; branchName: string; start: string; end: string }[];
  labels: ReadonlySet<number>;
  /**
   * the certificates of conduct not expired by the last date asked: the latest issue date (null when
   * every one has expired) and whether one is still marked valid; null: none at all
   */
  coc: { issueDate: string | null; markedValid: boolean } | null;
  contracts: readonly PersonContract[];
  distanceKm: number | null;
  workedAtBranch: boolean;
  workedForAbsentee: boolean;
  /** contract hours a week (null: no current contract), and hours planned in the request's first week */
  weekHours: number | null;
  plannedHoursThisWeek: number;
  plannedDaypartsLast4Weeks: number;
}

export interface MatchOptions {
  /** IGNORING_REQUIRED_EMPLOYABILITY */
  ignoreRequiredLabels: boolean;
  /** IGNORING_CHAIN_CALCULATION */
  ignoreChain: boolean;
  /** the rules whose facts have a source; the others are reported as not checked */
  checks: ReadonlySet<MatchingCheck>;
  filters: { distanceKm?: number; labels?: readonly number[]; availability?: 'any' | 'full' };
  withExcluded: boolean;
}

export const partKey = (date: string, daypart: number) => `${date}:${daypart}`;

/** An open daypart with what every person's check of it needs, computed once per call. */
export interface PreparedDaypart extends OpenDaypart {
  key: string;
  slot: string;
  weekDay: number;
}

export const prepareDayparts = (dayparts: readonly OpenDaypart[]): PreparedDaypart[] =>
  dayparts.map((d) => {
    const weekDay = isoWeekday(d.date);
    return { ...d, key: partKey(d.date, d.daypart), slot: slotKey(weekDay, d.daypart), weekDay };
  });

/** The person's availability on a daypart (rule 2, the week-schedule defaults rule). */
export const availabilityOn = (person: CandidateFacts, d: PreparedDaypart): AvailabilityState =>
  availabilityAt(person.marks, person.defaultWeek, d);
