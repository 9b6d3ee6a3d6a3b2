import { z } from 'zod';
import { Permission } from '../permissions';
import { reportDefinition } from '../reports/catalogue';
import { recordId } from '../record-id';

/**
 * The duplicate-person merge (spec 001 sections 2, 3 and 4 'Merge', MD-MERGE-*; ADR 0099): the
 * de-duplicate persons report lists likely duplicates, `POST person/{id}/merge` moves every record
 * of the other person to the destination ({id} is the destination).
 */

/** Mergeable data kinds (spec 001 section 3, MD-MERGE-12), in the spec's order. */
export const MERGE_KINDS = [
  'absences',
  'accounts',
  'availabilities',
  'blockades',
  'conducts',
  'contracts',
  'documents',
  'employee_numbers',
  'images',
  'labels',
  'preferred_requests',
  'profiles',
  'request_absentees',
  'request_dates',
  'request_dates_approved_by',
  'request_dates_processed_by',
  'request_dates_sent_by',
  'request_dates_reviewed_by',
  'reservations',
  'scores',
  'travel_expenses',
] as const;
export type MergeKind = (typeof MERGE_KINDS)[number];

/** Always ticked and disabled (MD-MERGE-07): they move whatever the dialog says. */
export const MERGE_MANDATORY = ['absences', 'preferred_requests', 'request_absentees', 'request_dates'] as const;
export const MERGE_AUTOMATIC = [
  'request_dates_approved_by',
  'request_dates_processed_by',
  'request_dates_sent_by',
  'request_dates_reviewed_by',
] as const;
/** Chosen one by one: the dialog sends the ticked ids (MD-MERGE-05, -06). */
export const MERGE_LISTS = ['contracts', 'profiles'] as const;
type Fixed = (typeof MERGE_MANDATORY)[number] | (typeof MERGE_AUTOMATIC)[number] | (typeof MERGE_LISTS)[number];
/** Pre-ticked when the person has them (MD-MERGE-04). */
export const MERGE_OPTIONAL = MERGE_KINDS.filter(
  (k): k is Exclude<MergeKind, Fixed> =>
    !(MERGE_MANDATORY as readonly string[]).includes(k) &&
    !(MERGE_AUTOMATIC as readonly string[]).includes(k) &&
    !(MERGE_LISTS as readonly string[]).includes(k),
);
export type MergeFlag = Exclude<MergeKind, (typeof MERGE_LISTS)[number]>;
export const MERGE_FLAGS = MERGE_KINDS.filter((k): k is MergeFlag => !(MERGE_LISTS as readonly string[]).includes(k));

/** Contract in merge (spec 001 section 3): end_date null is open-ended. */
export interface MergeContract {
  id: number;
  start_date: string;
  end_date: string | null;
  branch: { id: number; name: string };
  is_imported: boolean;
}

/** Profile in merge (spec 001 section 3): function_type is the profile type's name. */
export interface MergeProfile {
  id: number;
  function_type: string | null;
  branch: { id: number; name: string } | null;
}

/** Why two persons are listed as duplicates (docs/masterdata.md 'Merge'). */
export type DuplicateMatch = 'name_birth_date' | 'bsn' | 'email';

/** Duplicate person (spec 001 section 3), with what matched and the group it is listed in. */
export interface DuplicatePerson {
  id: number;
  person: string;
  archived: boolean;
  birth_date: string | null;
  email: string | null;
  has: MergeKind[];
  contracts: MergeContract[];
  profiles: MergeProfile[];
  /** the persons listed together share this group (the first matching key) */
  group: string;
  matches: DuplicateMatch[];
}

export const duplicatePersonsQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  })
  .passthrough();
export type DuplicatePersonsQuery = z.infer<typeof duplicatePersonsQuerySchema>;

const idList = z.array(recordId()).max(1000);
const flagShape = Object.fromEntries(MERGE_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<MergeFlag, z.ZodOptional<z.ZodBoolean>>;

/** One side of the merge: the person and what of theirs the destination keeps (MD-MERGE-08: only ticked flags and non-empty lists are sent). */
export const mergeSideSchema = z
  .object({ id: recordId(), contracts: idList.optional(), profiles: idList.optional(), ...flagShape })
  .strict();
export type MergeSide = z.infer<typeof mergeSideSchema>;

export const MergeMessages = {
  samePerson: 'Choose two different persons.',
  destinationNotAddressed: 'The destination must be the person of the address.',
  notTheirs: 'The {{kind}} {{id}} does not belong to this person.',
  destinationArchived: 'The destination {{name}} is archived; choose the other person as the destination.',
  alreadyMerged: '{{name}} has already been merged into another person.',
  contractOverlap:
    'Contract {{other}} of {{otherName}} at {{branch}} ({{otherPeriod}}) overlaps contract {{destination}} ({{destinationPeriod}}).',
  twoAccounts: 'Both persons have an account ({{destinationAccount}} and {{otherAccount}}); a person keeps one account.',
  bothAbsent: 'Both persons are reported absent on {{date}} daypart {{daypart}} (requests {{destinationRequest}} and {{otherRequest}}).',
  bothPlanned: 'Both persons are planned on {{date}} daypart {{daypart}} (requests {{destinationRequest}} and {{otherRequest}}).',
  availabilityDiffers: 'The availability on {{date}} daypart {{daypart}} differs between both persons.',
  workPlanTwice: 'Both persons have a work plan at {{branch}} for {{period}}.',
  mergeNotFound: 'There is no merge {{id}}.',
} as const;

export const MERGE_MESSAGES_NL: Readonly<Record<string, string>> = {
  [MergeMessages.samePerson]: 'Kies twee verschillende personen.',
  [MergeMessages.destinationNotAddressed]: 'De bestemming moet de persoon van het adres zijn.',
  [MergeMessages.notTheirs]: 'De {{kind}} {{id}} hoort niet bij deze persoon.',
  [MergeMessages.destinationArchived]: 'De bestemming {{name}} is gearchiveerd; kies de andere persoon als bestemming.',
  [MergeMessages.alreadyMerged]: '{{name}} is al samengevoegd met een andere persoon.',
  [MergeMessages.contractOverlap]:
    'Contract {{other}} van {{otherName}} bij {{branch}} ({{otherPeriod}}) overlapt contract {{destination}} ({{destinationPeriod}}).',
  [MergeMessages.twoAccounts]:
    'Beide personen hebben een account ({{destinationAccount}} en {{otherAccount}}); een persoon houdt één account.',
  [MergeMessages.bothAbsent]:
    'Beide personen zijn afwezig gemeld op {{date}} dagdeel {{daypart}} (aanvragen {{destinationRequest}} en {{otherRequest}}).',
  [MergeMessages.bothPlanned]:
    'Beide personen zijn ingepland op {{date}} dagdeel {{daypart}} (aanvragen {{destinationRequest}} en {{otherRequest}}).',
  [MergeMessages.availabilityDiffers]: 'De beschikbaarheid op {{date}} dagdeel {{daypart}} verschilt tussen beide personen.',
  [MergeMessages.workPlanTwice]: 'Beide personen hebben een werkplan bij {{branch}} voor {{period}}.',
  [MergeMessages.mergeNotFound]: 'Samenvoeging {{id}} bestaat niet.',
  contract: 'contract',
  profile: 'profiel',
};

export const personMergeBodySchema = z
  .object({ destination: mergeSideSchema, other: mergeSideSchema })
  .strict()
  .refine((b) => b.destination.id !== b.other.id, { message: MergeMessages.samePerson, path: ['other', 'id'] });
export type PersonMergeBody = z.infer<typeof personMergeBodySchema>;

/** `data` of POST person/{id}/merge (MD-MERGE-09): true, or the conflicts that kept anything from moving. */
export type PersonMergeAnswer = true | string[];

/** The services that move their own records of a merge (ADR 0099). */
export const MERGE_SERVICES = ['identity', 'staffing'] as const;
export type MergeService = (typeof MERGE_SERVICES)[number];

/** A logged merge (GET person/{id}/merges): who, when, both persons, what was asked and moved. */
export interface PersonMergeRecord {
  id: number;
  destination_id: number;
  other_id: number;
  other_name: string;
  merged_by: string;
  merged_at: string;
  body: PersonMergeBody;
  moved: Record<string, number>;
  services: Record<MergeService, { done_at: string | null; moved: Record<string, number> | null }>;
}

/**
 * Bus events of the merge saga (ADR 0099). Channel `internal/...`: never a websocket client's.
 * `person.merged` asks identity and staffing to move their records; each answers `person.merge.applied`.
 */
export const PERSON_MERGE_CHANNEL = 'internal/person-merge';
export const PERSON_MERGED_EVENT = 'person.merged';
export const PERSON_MERGE_APPLIED_EVENT = 'person.merge.applied';

export const personMergedEventSchema = z.object({
  merge_id: z.number().int().positive(),
  pool_id: z.number().int().positive(),
  destination_id: z.number().int().positive(),
  other_id: z.number().int().positive(),
  /** the other's ticked flags and lists (mandatory and automatic kinds included) */
  other: mergeSideSchema,
});
export type PersonMergedEvent = z.infer<typeof personMergedEventSchema>;

export const personMergeAppliedEventSchema = z.object({
  merge_id: z.number().int().positive(),
  pool_id: z.number().int().positive(),
  service: z.enum(MERGE_SERVICES),
  moved: z.record(z.string(), z.number().int().min(0)),
});
export type PersonMergeAppliedEvent = z.infer<typeof personMergeAppliedEventSchema>;

/**
 * Who may list duplicates and merge: PERSON_ALL (a merge rewrites persons) and the report's right
 * from the catalogue (RPT-DUP-01), both.
 */
export const PERSON_MERGE_RIGHTS: readonly string[] = [Permission.PERSON_ALL, reportDefinition('persons')!.permission];
