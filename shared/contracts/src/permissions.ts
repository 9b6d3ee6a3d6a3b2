/**
 * The permission catalogue. Names are kept exactly as the specs write them: some carry the
 * PERMISSION_ prefix and some do not (GAP-20); `hasRight` treats both spellings as one right.
 */
export const Permission = {
  DASHBOARD_VIEW: 'PERMISSION_DASHBOARD_VIEW',
  MANAGE_VIEW: 'PERMISSION_MANAGE_VIEW',
  PERSON_POPUP_VIEW: 'PERMISSION_PERSON_POPUP_VIEW',
  PERSON_VIEW: 'PERMISSION_PERSON_VIEW',
  PERSON_CREATE: 'PERMISSION_PERSON_CREATE',
  PERSON_ALL: 'PERMISSION_PERSON_ALL',
  REQUEST_CREATE: 'PERMISSION_REQUEST_CREATE',
  REQUEST_VIEW: 'PERMISSION_REQUEST_VIEW',
  REQUEST_ALL: 'PERMISSION_REQUEST_ALL',
  WORK_STATE_VIEW: 'PERMISSION_WORK_STATE_VIEW',
  WORK_STATE_ALL: 'PERMISSION_WORK_STATE_ALL',
  CALENDAR_VIEW: 'PERMISSION_CALENDAR_VIEW',
  CALENDAR_EDIT: 'PERMISSION_CALENDAR_EDIT',
  PLANNING_VIEW: 'PERMISSION_PLANNING_VIEW',
  INBOX_VIEW: 'PERMISSION_INBOX_VIEW',
  INVITATION_VIEW: 'PERMISSION_INVITATION_VIEW',
  INVITATION_ALL: 'PERMISSION_INVITATION_ALL',
  RESERVATION_VIEW: 'PERMISSION_RESERVATION_VIEW',
  RESERVATION_ALL: 'PERMISSION_RESERVATION_ALL',
  BRANCH_VIEW: 'PERMISSION_BRANCH_VIEW',
  BRANCH_ALL: 'PERMISSION_BRANCH_ALL',
  SETTINGS_ALL: 'PERMISSION_SETTINGS_ALL',
  ROLE_ALL: 'PERMISSION_ROLE_ALL',
  LABEL_ALL: 'PERMISSION_LABEL_ALL',
  ABSENCE_REASON_ALL: 'PERMISSION_ABSENCE_REASON_ALL',
  ANNOUNCEMENT_ALL: 'PERMISSION_ANNOUNCEMENT_ALL',
  DATA_SUPPLIER_ALL: 'PERMISSION_DATA_SUPPLIER_ALL',
  ADDITIONAL_FIELD_ALL: 'PERMISSION_ADDITIONAL_FIELD_ALL',
  REPORT_VIEW: 'PERMISSION_REPORT_VIEW',
  DOCUMENT_VIEW: 'PERMISSION_DOCUMENT_VIEW',
  DOCUMENT_ALL: 'PERMISSION_DOCUMENT_ALL',
  BRANCH_TYPE_ALL: 'PERMISSION_BRANCH_TYPE_ALL',
  PROFILE_TYPE_ALL: 'PERMISSION_PROFILE_TYPE_ALL',
  VACATION_ALL: 'PERMISSION_VACATION_ALL',
  PERIOD_ALL: 'PERMISSION_PERIOD_ALL',
  CONTRACT_VIEW: 'PERMISSION_CONTRACT_VIEW',
  CONTRACT_ALL: 'PERMISSION_CONTRACT_ALL',
  CONTRACT_TYPE_ALL: 'PERMISSION_CONTRACT_TYPE_ALL',
  POLICY_ALL: 'PERMISSION_POLICY_ALL',
  SCHEDULE_ALL: 'PERMISSION_SCHEDULE_ALL',
  WEEK_SCHEDULE_ALL: 'PERMISSION_WEEK_SCHEDULE_ALL',
  DAYPARTS_REASON_ALL: 'PERMISSION_DAYPARTS_REASON_ALL',
} as const;

export type PermissionName = (typeof Permission)[keyof typeof Permission];

/**
 * Identity's admin rights that `Permission` does not name: managing accounts and pools. Identity's
 * guards, masterdata's admin templates and the routes read them from here (not from roles.ts, whose zod
 * schemas would come along into every bundle that imports the routes).
 */
export const IdentityAdminPermission = {
  ACCOUNT_ALL: 'PERMISSION_ACCOUNT_ALL',
  POOL_ALL: 'PERMISSION_POOL_ALL',
} as const;

/** What the token says about the signed-in profile's rights. */
export interface RightsHolder {
  is_sysadmin: boolean;
  roles: string[];
  allow: string[];
  finished: number;
}

const normalise = (name: string): string => name.replace(/^PERMISSION_/, '');

/**
 * A sysadmin has every right; otherwise a right is a role name or an allow permission in the token
 * (ID-PERM-01). Rights count only once a profile is logged in (ID-PERM-02).
 */
export function hasRight(holder: RightsHolder | null | undefined, right: string): boolean {
  if (!holder || !holder.finished) return false;
  if (holder.is_sysadmin) return true;
  if (holder.roles.includes(right)) return true;
  const wanted = normalise(right);
  return holder.allow.some((p) => normalise(p) === wanted);
}

/**
 * The owner check (ID-PERM-16): the item's author is the signed-in user's username. An item without
 * an author, or a caller without a username, owns nothing.
 */
export function isOwner(author: string | null | undefined, holder: { username?: string | null } | null | undefined): boolean {
  return !!author && !!holder?.username && author === holder.username;
}

/** True when the holder has at least one of the rights (routes often accept VIEW or ALL). */
export function hasAnyRight(holder: RightsHolder | null | undefined, rights: readonly string[]): boolean {
  return rights.length === 0 || rights.some((r) => hasRight(holder, r));
}
