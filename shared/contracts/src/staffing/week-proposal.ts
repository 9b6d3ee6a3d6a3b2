import { z } from 'zod';
import { isCalendarDate } from '../field-schemas';
import { ExtraPermission as E } from '../permission-catalogue';
import { recordId } from '../record-id';
import type { MatchRule, MatchWhy } from './matching';
import { OFFER_KINDS, type OfferKind } from './offer-view';

/**
 * The week proposal (docs/planning-proposal.md): the open dayparts of a period solved at once
 * under matching's hard rules, each cell a proposed substitute with the score parts that explain
 * it; then sent as invitations or reservations through the single offer's path.
 */
export const WeekProposalRights = {
  propose: [E.PLANNING_PROPOSAL],
} as const satisfies Record<string, readonly string[]>;

/** The longest period one proposal solves: a month keeps the model within a few seconds. */
export const PROPOSAL_MAX_DAYS = 31;

/** The objective's weights, as pool settings with these defaults (docs/planning-proposal.md 'Weights'). */
export const PROPOSAL_WEIGHT_DEFAULTS = {
  /** points when one substitute takes two consecutive open dayparts of a request */
  proposal_continuity_points: 10,
  /** points when one substitute takes every open daypart of a request in the period */
  proposal_whole_request_points: 20,
  /** the k-th daypart a substitute gets in the proposal costs (k - 1) times this */
  proposal_fairness_points: 2,
  /** the pool's limit of dayparts a substitute works in a week (planned and proposed together) */
  proposal_max_dayparts_per_week: 10,
} as const;
export type ProposalWeightCode = keyof typeof PROPOSAL_WEIGHT_DEFAULTS;
export type ProposalWeights = Record<ProposalWeightCode, number>;

export const ProposalMessages = {
  period: 'The period must be YYYY-MM-DD dates, from before to, at most 31 days.',
  branchOutOfScope: 'A branch is not within your branches.',
  cellUnknown: 'The daypart is not an open daypart of the request.',
  lockedNotCandidate: 'A locked cell names a person who cannot take that daypart.',
  lockedTwice: 'A person is locked on two cells of one date and daypart.',
  proposalNotFound: 'Proposal {{id}} not found',
  /** an unassigned daypart's reason beside the hard rules: every candidate went to another cell */
  takenElsewhere: 'Proposed for another daypart',
  invitedElsewhere: 'Already invited for another request on this daypart',
  notFreeHere: 'Not free on this daypart',
  alreadyOffered: 'Already invited or reserved for this request',
  farther: 'Farther away than the distance asked',
  noHoursLeft: 'No contract hours or dayparts left in the week',
  solverFailed: 'The solver found no proposal; try a shorter period.',
} as const;

export const PROPOSAL_MESSAGES_NL: Readonly<Record<string, string>> = {
  [ProposalMessages.period]: 'De periode moet bestaan uit JJJJ-MM-DD-datums, van voor tot, hooguit 31 dagen.',
  [ProposalMessages.branchOutOfScope]: 'Een vestiging valt niet binnen uw vestigingen.',
  [ProposalMessages.cellUnknown]: 'Het dagdeel is geen open dagdeel van de aanvraag.',
  [ProposalMessages.lockedNotCandidate]: 'Een vastgezette cel noemt een persoon die dat dagdeel niet kan nemen.',
  [ProposalMessages.lockedTwice]: 'Een persoon is vastgezet op twee cellen van dezelfde datum en hetzelfde dagdeel.',
  [ProposalMessages.proposalNotFound]: 'Voorstel {{id}} niet gevonden',
  [ProposalMessages.takenElsewhere]: 'Voorgesteld voor een ander dagdeel',
  [ProposalMessages.invitedElsewhere]: 'Al uitgenodigd voor een andere aanvraag op dit dagdeel',
  [ProposalMessages.notFreeHere]: 'Niet vrij op dit dagdeel',
  [ProposalMessages.alreadyOffered]: 'Al uitgenodigd of gereserveerd voor deze aanvraag',
  [ProposalMessages.farther]: 'Verder weg dan de gevraagde afstand',
  [ProposalMessages.noHoursLeft]: 'Geen contracturen of dagdelen meer over in de week',
  [ProposalMessages.solverFailed]: 'De solver vond geen voorstel; kies een kortere periode.',
};

const date = z.string({ error: ProposalMessages.period }).refine(isCalendarDate, ProposalMessages.period);
const daypart = z.union([z.literal(1), z.literal(2)], { error: 'The daypart must be 1 or 2.' });

/** A cell of the proposal: a request (its number), a date and daypart, and the person on it. */
export const proposalCellSchema = z.object({ request: recordId(), date, daypart, person: recordId() });
export type ProposalCell = z.infer<typeof proposalCellSchema>;

/** POST /api/planning/proposal: the period (default the coming week), the branches, locked cells and a distance filter. */
export const proposalInputSchema = z.object({
  from: date.optional(),
  to: date.optional(),
  branches: z.array(recordId(), { error: 'The branches must be branch ids.' }).max(500).optional(),
  /** cells the planner keeps: the solver plans around them */
  locked: z.array(proposalCellSchema).max(2000).optional(),
  distance: z.number({ error: 'The distance must be a number of km.' }).min(0).max(1000).optional(),
});
export type ProposalInput = z.infer<typeof proposalInputSchema>;

/** POST /api/planning/proposal/{id}/send: the final cells and how to offer them. */
export const proposalSendSchema = z.object({
  kind: z.enum(OFFER_KINDS, { error: 'The kind must be invitation or reservation.' }),
  cells: z.array(proposalCellSchema).min(1, 'Send at least one cell.').max(2000),
});
export type ProposalSend = z.infer<typeof proposalSendSchema>;

/**
 * POST /api/planning/proposal/{id}/candidates: who else could take one cell of the proposal, with
 * the planner's current cells (the others keep their persons: nobody on another cell of that date
 * and daypart is offered, nor someone whose week they already fill).
 */
export const proposalCandidatesSchema = z.object({
  request: recordId(),
  date,
  daypart,
  cells: z.array(proposalCellSchema).max(2000),
  /** the proposal's distance filter, when it had one */
  distance: z.number({ error: 'The distance must be a number of km.' }).min(0).max(1000).optional(),
});
export type ProposalCandidatesInput = z.infer<typeof proposalCandidatesSchema>;

/** One person who could take the cell: matching's score and why, as the proposal gives them. */
export interface ProposalCandidate {
  person: number;
  full_name: string;
  score: number;
  why: MatchWhy[];
}

export interface ProposalAssignment extends ProposalCell {
  full_name: string;
  branch: { id: number; name: string };
  score: number;
  why: MatchWhy[];
  locked: boolean;
}

/** Beside matching's hard rules: proposed elsewhere, offered already, no hours left in the week, too far. */
export type ProposalRule = MatchRule | 'taken' | 'offered' | 'hours' | 'distance';

/** A reason an unassigned daypart found nobody, with how many persons it excluded. */
export interface ProposalReasonCount {
  rule: ProposalRule;
  message: string;
  count: number;
}

export interface ProposalUnassigned {
  request: number;
  date: string;
  daypart: 1 | 2;
  branch: { id: number; name: string };
  reasons: ProposalReasonCount[];
}

export interface Proposal {
  id: number;
  from: string;
  to: string;
  assignments: ProposalAssignment[];
  unassigned: ProposalUnassigned[];
  objective: number;
  /** an upper bound on the objective: the exact optimum when solved to optimality, else the Lagrangian bound (docs/planning-proposal.md) */
  bound: number;
  /** whether `bound` is the proven optimum */
  optimal: boolean;
  ms: number;
  weights: ProposalWeights;
}

/** The answer of a send: per request and person, the offer made or why it failed. */
export interface ProposalSendResult {
  kind: OfferKind;
  sent: { request: number; person: number; offer: number; dayparts: number }[];
  failed: { request: number; person: number; dayparts: number; reason: string }[];
}
