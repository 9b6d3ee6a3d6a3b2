import { z } from 'zod';
import { isCalendarDate } from '../field-schemas';
import { ExtraPermission as E } from '../permission-catalogue';
import { recordId } from '../record-id';
import type { MatchWhy } from './matching';
import type { DaypartRef } from './request-schemas';

/**
 * Substitutes pick up work themselves (docs/open-work.md): the open dayparts a signed-in
 * substitute passes every hard rule of matching for, best first, and a claim that plans them (or
 * leaves them waiting for the school) through the same locked accept as an invitation.
 */
export const OpenWorkRights = [E.OPEN_WORK] as const;

/** How far ahead open work is listed: four weeks from tomorrow. */
export const OPEN_WORK_DAYS = 28;

/** The pool setting `open_work`: self-service off, on for every substitute, or only for those with a contract. */
export const OPEN_WORK_POLICIES = ['off', 'everyone', 'contract_only'] as const;
export type OpenWorkPolicy = (typeof OPEN_WORK_POLICIES)[number];

export const OpenWorkMessages = {
  off: 'Picking up open work yourself is not switched on in this pool.',
  contractOnly: 'Only substitutes with a contract can pick up open work themselves.',
  noPerson: 'Only a substitute can pick up open work.',
  taken: 'Someone else has just taken this work. Refresh the list and pick other work.',
  notOpen: 'The daypart is not open work of the request.',
  notEligible: 'You cannot take this work.',
  tooMany: 'That is more dayparts than you have left in the week.',
  date: 'The date must be a YYYY-MM-DD date.',
  daypart: 'The daypart must be 1 or 2.',
  dayparts: 'Pick at least one daypart.',
  twice: 'A daypart is named twice.',
} as const;

export const OPEN_WORK_MESSAGES_NL: Readonly<Record<string, string>> = {
  [OpenWorkMessages.off]: 'Zelf open werk oppakken staat in deze pool niet aan.',
  [OpenWorkMessages.contractOnly]: 'Alleen invallers met een contract kunnen zelf open werk oppakken.',
  [OpenWorkMessages.noPerson]: 'Alleen een invaller kan open werk oppakken.',
  [OpenWorkMessages.taken]: 'Iemand anders heeft dit werk net aangenomen. Vernieuw de lijst en kies ander werk.',
  [OpenWorkMessages.notOpen]: 'Het dagdeel is geen open werk van de aanvraag.',
  [OpenWorkMessages.notEligible]: 'U kunt dit werk niet aannemen.',
  [OpenWorkMessages.tooMany]: 'Dat zijn meer dagdelen dan u in die week nog over heeft.',
  [OpenWorkMessages.date]: 'De datum moet een datum in de vorm JJJJ-MM-DD zijn.',
  [OpenWorkMessages.daypart]: 'Het dagdeel moet 1 of 2 zijn.',
  [OpenWorkMessages.dayparts]: 'Kies minstens één dagdeel.',
  [OpenWorkMessages.twice]: 'Een dagdeel staat er twee keer in.',
};

const claimedDaypart = z.object({
  date: z.string({ error: OpenWorkMessages.date }).refine(isCalendarDate, OpenWorkMessages.date),
  daypart: z.union([z.literal(1), z.literal(2)], { error: OpenWorkMessages.daypart }),
});

/** POST /api/open-work/claim: a request (its number) and the dayparts of it the substitute takes. */
export const openWorkClaimSchema = z.object({
  request: recordId(),
  dayparts: z
    .array(claimedDaypart, { error: OpenWorkMessages.dayparts })
    .min(1, OpenWorkMessages.dayparts)
    // a claim covers at most the listed period's dayparts
    .max(OPEN_WORK_DAYS * 2)
    .refine((all) => new Set(all.map((d) => `${d.date}:${d.daypart}`)).size === all.length, OpenWorkMessages.twice),
});
export type OpenWorkClaim = z.infer<typeof openWorkClaimSchema>;

/** One request's open work for the substitute: the dayparts they may take, matching's score and why. */
export interface OpenWorkItem {
  request: number;
  branch: { id: number; name: string };
  dayparts: DaypartRef[];
  score: number;
  why: MatchWhy[];
  /** a claim waits for the school's decision (the branch's propose_to_school applies) */
  waits_for_school: boolean;
}

/** What a claim did: planned at once, or planned and waiting for the school's decision. */
export interface OpenWorkClaimResult {
  request: number;
  dayparts: DaypartRef[];
  state: 'planned' | 'waiting';
}

/**
 * GET and PUT /api/open-work/alert: whether the signed-in substitute is told by push when new open
 * work fits them. Switching it on is a wish; the push reaches the devices they registered.
 */
export const openWorkAlertSchema = z.strictObject({ on: z.boolean() });
export type OpenWorkAlert = z.infer<typeof openWorkAlertSchema>;

/** Between two pushes of newly fitting work to one substitute at least this many minutes pass. */
export const OPEN_WORK_ALERT_QUIET_MINUTES = 15;
