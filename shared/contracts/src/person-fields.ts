import { hasRight, type RightsHolder } from './permissions';

/**
 * The person card's field rights (spec 001 section 6 'Person card tab and field permissions'),
 * after the PERMISSION_<AREA>_<ACTION> pattern. Each one both shows its field or tab and lets a
 * holder of the right to change persons change it (docs/roles.md maps every item of ID-PERM-10).
 */
export const PersonFieldPermission = {
  PERSON_ADMIN_REMARK: 'PERMISSION_PERSON_ADMIN_REMARK',
  PERSON_GENERAL_REMARK: 'PERMISSION_PERSON_GENERAL_REMARK',
  PERSON_INTERNAL_REMARK: 'PERMISSION_PERSON_INTERNAL_REMARK',
  PERSON_MATCHING_INFO: 'PERMISSION_PERSON_MATCHING_INFO',
  PERSON_BSN: 'PERMISSION_PERSON_BSN',
  /** the person's mail settings: whether the notification mailings (ID-PERM-14) reach them */
  PERSON_MAIL_SETTINGS: 'PERMISSION_PERSON_MAIL_SETTINGS',
  /** the person popup's Labels tab of other persons ("my data" shows one's own labels, MD-PPOP-03) */
  PERSON_LABELS: 'PERMISSION_PERSON_LABELS',
  /** the person popup's Profiles tab: reading a person's profiles, and (with PERSON_ALL) giving, editing and removing one */
  PERSON_PROFILES: 'PERMISSION_PERSON_PROFILES',
  /** the person list's CSV export */
  PERSON_EXPORT: 'PERMISSION_PERSON_EXPORT',
} as const;

/**
 * The board number group (ID-PERM-06, ADR 0290): the person card's board number, the personnel
 * number the person's board and its payroll know them by.
 */
export const BoardNumberPermission = {
  BOARD_NUMBER_VIEW: 'PERMISSION_BOARD_NUMBER_VIEW',
} as const;

/** The person's fields that only a holder of their right reads or writes: the field and its right. */
export const PERSON_GUARDED_FIELDS: Readonly<Record<string, string>> = {
  admin_remark: PersonFieldPermission.PERSON_ADMIN_REMARK,
  general_remark: PersonFieldPermission.PERSON_GENERAL_REMARK,
  internal_remark: PersonFieldPermission.PERSON_INTERNAL_REMARK,
  matching_info: PersonFieldPermission.PERSON_MATCHING_INFO,
  bsn: PersonFieldPermission.PERSON_BSN,
  personnel_number: BoardNumberPermission.BOARD_NUMBER_VIEW,
  notification_mails_off: PersonFieldPermission.PERSON_MAIL_SETTINGS,
};

/** The guarded fields the holder may not read or write. */
export const hiddenFields = (guarded: Readonly<Record<string, string>>, holder: RightsHolder): string[] =>
  Object.entries(guarded)
    .filter(([, right]) => !hasRight(holder, right))
    .map(([field]) => field);

/** The record without the guarded fields the holder may not read. */
export function withoutHiddenFields<T extends Record<string, unknown>>(
  record: T,
  guarded: Readonly<Record<string, string>>,
  holder: RightsHolder,
): Partial<T> {
  const hidden = new Set(hiddenFields(guarded, holder));
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.has(key))) as Partial<T>;
}
