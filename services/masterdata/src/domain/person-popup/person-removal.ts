/**
 * Why a person may not be removed (MD-PERSON-04: 'not removable with requests or as sysadmin').
 * The requests come from staffing's published requests (`store/request-usage.ts`).
 */
export const SYSADMIN_PERSON = 'A sysadmin person cannot be removed.';
export const PERSON_WITH_REQUESTS = 'A person with requests cannot be removed.';

export interface PersonFacts {
  /** a live profile of the person belongs to a sysadmin account */
  isSysadmin: boolean;
  /** live requests naming the person (absentee, preferred or planned); null when unknown */
  requestCount: number | null;
}

export function personRemovalErrors(facts: PersonFacts): string[] {
  const errors: string[] = [];
  if (facts.isSysadmin) errors.push(SYSADMIN_PERSON);
  if (facts.requestCount) errors.push(PERSON_WITH_REQUESTS);
  return errors;
}

/**
 * Spec 001 sections 5 and 8, 'Person must have at least one profile.': a profile may go only while
 * the person keeps another live one. Identity refuses the removal (it owns profiles); masterdata
 * marks a sole profile as not removable.
 */
export const canRemoveProfile = (liveProfilesOfPerson: number) => liveProfilesOfPerson > 1;

export const PROFILE_TYPE_IN_USE = 'A profile type in use cannot be deleted.';
