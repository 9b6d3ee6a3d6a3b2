import { dateInAmsterdam, ExtraPermission, hasRight, type RightsHolder } from '@app/contracts';

/**
 * The personal filter (DOMAIN 'Tenancy'): a profile without view_entire_pool sees the data of its
 * branch's subtree only. Null: the whole pool.
 */
export interface PersonalScope {
  branchId: number | null;
  personId: number | null;
  /**
   * A contract puts its person in scope when it ends on or after this date (today, Europe/Amsterdam):
   * a school sees the substitutes who work there now. Null: an ended contract counts too, for a
   * holder of CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST (ADR 0265).
   */
  contractsEndingFrom: string | null;
  /** today in Europe/Amsterdam: how long ago a person's planned work at the branches was (planned_person_visible_days) */
  today: string;
}

/** The caller's personal filter at `now` (the service's clock). */
export function personalScopeOf(
  auth: RightsHolder & {
    view_entire_pool: boolean;
    branch_id: number | null;
    person_id: number | null;
  },
  now: Date,
): PersonalScope | null {
  if (auth.view_entire_pool || auth.is_sysadmin) return null;
  // the process's one formatter: making one per call was a twelfth of a list call's work
  const past = hasRight(auth, ExtraPermission.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST);
  const today = dateInAmsterdam(now);
  return { branchId: auth.branch_id, personId: auth.person_id, contractsEndingFrom: past ? null : today, today };
}
