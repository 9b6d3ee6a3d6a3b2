import { RequestMessages } from '@app/contracts';
import { unprocessable } from '@app/service-kit';

export type FieldErrors = Record<string, string[]>;

/** What placing a request reads: its branch and schedule (null when master data has none) and how they relate. */
export interface PlaceFacts {
  branch: { archived: boolean; hasRequests: boolean } | null;
  /** the branch is within the caller's branches */
  inScope: boolean;
  schedule: { archived: boolean } | null;
  /** the schedule serves the branch (or is made for no branch) */
  serves: boolean;
}

/**
 * Where a request is placed (REQ-CREATE-03/04): a live branch within the caller's branches and a
 * live schedule serving it, each else 'invalid' on its field. A new request also needs a branch
 * whose type takes requests, and a branch outside the caller's is then refused outright (403,
 * `outOfScope`); the create calendar's context, also read for requests that exist, asks neither.
 */
export function placeErrors(place: PlaceFacts, forCreate: boolean): { errors: FieldErrors; outOfScope: boolean } {
  const errors: FieldErrors = {};
  const { branch, schedule } = place;
  const branchLive = !!branch && !branch.archived && (!forCreate || branch.hasRequests);
  if (!branchLive || !place.inScope) errors.branch = ['The selected Branch is invalid.'];
  if (!schedule || schedule.archived || (branch && !place.serves)) errors.schedule = ['The selected Schedule is invalid.'];
  return { errors, outOfScope: forCreate && branchLive && !place.inScope };
}

/** What a request's data names, as read: its reason for absence, its persons and its labels that are no live label. */
export interface DataFacts {
  reason: { archived: boolean; active: boolean; absenteeRequired: boolean } | null;
  absenteeId: number | null;
  preferredId: number | null;
  persons: ReadonlyMap<number, { archived: boolean }>;
  unknownLabels: readonly number[];
}

/**
 * The references of a request's data (REQ-CREATE-03/06): a live, active reason for absence; the
 * absentee, required unless the reason says otherwise, and the preferred person live persons of
 * the pool; live labels.
 */
export function dataErrors(data: DataFacts): FieldErrors {
  const errors: FieldErrors = {};
  const { reason, absenteeId, preferredId } = data;
  if (!reason || reason.archived || !reason.active) errors.reason_for_absence = ['The selected Reason for absence is invalid.'];
  const live = (id: number) => data.persons.get(id)?.archived === false;
  if (absenteeId === null && reason?.absenteeRequired !== false) errors.absentee_person = [RequestMessages.absenteeRequired];
  if (absenteeId !== null && !live(absenteeId)) errors.absentee_person = ['The selected Absentee Person is invalid.'];
  if (preferredId !== null && !live(preferredId)) errors.preferred_person = ['The selected Preferred person is invalid.'];
  if (data.unknownLabels.length) errors.labels = ['The selected Labels are invalid.'];
  return errors;
}

/** 422 with every field's errors, if there are any. */
export const refuseIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw unprocessable(errors);
};
