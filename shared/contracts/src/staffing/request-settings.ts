import type { OpenWorkPolicy } from './open-work';

/**
 * The pool settings staffing reads, with their defaults (DOMAIN 'Pool settings'). Master data's
 * setting catalogue takes these defaults from here, and staffing applies them where a pool or
 * branch stored no value (`masterdata.setting_value_directory` holds only stored values).
 */
export const REQUEST_SETTING_DEFAULTS = {
  check_the_same_person_absent: 'warn',
  request_lock_timeout: 300,
  saturday_working_day: false,
  sunday_working_day: false,
  short_long_period_definition: 10,
  is_request_group: true,
  inform_substitute: 'always',
  propose_to_school: 'never',
  // substitutes claim open work themselves only where a pool chose to (docs/open-work.md)
  open_work: 'off',
  // MD-SET-08: which of the branch's contact details an offer shows the substitute
  contact_details_shown: 'both',
  // MD-SET-08: whether a new absence sends the sickness notification, and whether its maker may choose
  send_sickness_notification: 'default_off',
} as const;

/**
 * MD-SET-07: the days a person planned at a branch stays within a branch-bound profile's personal
 * filter of persons after the planned day (planned_person_visible_days, per branch; ADR 0303).
 */
export const PLANNED_PERSON_VISIBLE_DAYS_DEFAULT = 30;

/** MD-SET-08: the sickness notification is always sent, sent unless unticked, sent only when ticked, or never. */
export const SICKNESS_NOTIFICATION_CHOICES = ['always_on', 'default_on', 'default_off', 'off'] as const;
export type SicknessNotificationChoice = (typeof SICKNESS_NOTIFICATION_CHOICES)[number];

/**
 * Whether a new absence sends the sickness notification (MD-SET-08): always_on and off decide
 * alone; default_on and default_off follow the maker's tick (`asked`) and, without one, their default.
 */
export function sendsSicknessNotification(choice: string, asked: boolean | undefined): boolean {
  if (choice === 'always_on') return true;
  if (choice === 'default_on') return asked ?? true;
  if (choice === 'default_off') return asked ?? false;
  return false;
}

/** MD-SET-08: the contact details of the branch a substitute is shown: both, e-mail only, phone only, none. */
export const CONTACT_DETAILS_CHOICES = ['both', 'email_only', 'phone_only', 'none'] as const;
export type ContactDetailsShown = (typeof CONTACT_DETAILS_CHOICES)[number];

/** Whether the branch's phone may be shown under a contact_details_shown choice (an unknown value shows nothing). */
export const showsBranchPhone = (choice: string): boolean => choice === 'both' || choice === 'phone_only';

/** When a policy setting (inform_substitute, propose_to_school) applies: always, to long requests only, or never. */
export const OFFER_POLICIES = ['always', 'long_requests_only', 'never'] as const;
export type OfferPolicy = (typeof OFFER_POLICIES)[number];

/** Whether a policy applies to a request of a type (short or long by short_long_period_definition). */
export const policyApplies = (policy: OfferPolicy, type: 'short' | 'long'): boolean =>
  policy === 'always' || (policy === 'long_requests_only' && type === 'long');

export type RequestSettingCode = keyof typeof REQUEST_SETTING_DEFAULTS;

/** The settings a branch may override: its own value, else the nearest ancestor's, else the pool's. */
export const BRANCH_REQUEST_SETTINGS: readonly RequestSettingCode[] = [
  'check_the_same_person_absent',
  'saturday_working_day',
  'sunday_working_day',
  'short_long_period_definition',
  'inform_substitute',
  'propose_to_school',
  'contact_details_shown',
  'send_sickness_notification',
];

/** The effective values for one branch. */
export interface RequestSettings {
  check_the_same_person_absent: 'warn' | 'prevent';
  request_lock_timeout: number;
  saturday_working_day: boolean;
  sunday_working_day: boolean;
  short_long_period_definition: number;
  is_request_group: boolean;
  inform_substitute: OfferPolicy;
  propose_to_school: OfferPolicy;
  open_work: OpenWorkPolicy;
  contact_details_shown: ContactDetailsShown;
  send_sickness_notification: SicknessNotificationChoice;
}
