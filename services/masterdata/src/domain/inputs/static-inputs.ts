import type { SelectOption } from '@app/contracts';
import { CHAIN_INFO } from '../reasons-for-absence/reason-for-absence-input';
import { DAYPART_ACTIONS } from '../reasons-for-daypart/reason-for-daypart-input';
import { POLICY_TYPES } from '../policies/policy-input';
import { ANNOUNCEMENT_ICONS } from '@app/contracts';
import { ANNOUNCEMENT_ROLES } from '../announcements/announcement-input';
import { ADDITIONAL_FIELD_LOCATIONS, ADDITIONAL_FIELD_TYPES } from '../additional-fields/additional-field-input';
import { POOL_MODULES, SAVING_GOAL_TYPES } from '@app/contracts';

/** Fixed choice lists of the spec; names are i18n keys, ids are the stored values. */
export const REGIONS = ['north', 'middle', 'south'] as const;
export const GENDERS = ['', 'female', 'male', 'neutral'] as const;
export const VACATION_TYPES = ['holiday', 'schedule_free', 'study', 'vacation'] as const;
export const PROFILE_TYPE_KINDS = ['employee', 'other', 'substitute'] as const;
/** The sector a branch reports under in the payroll / substitute-fund export (MD-BRANCH-03): primary, special, secondary. */
export const EDUCATION_TYPES = ['po', 'so', 'vo'] as const;

const optionsOf = (group: string, values: readonly string[]): SelectOption[] =>
  values.filter((v) => v !== '').map((v) => ({ id: v, name: `${group}.${v}` }));

/** Lookup lists of GET /api/inputs that need no data, by get_key. */
export const STATIC_INPUTS: Record<string, SelectOption[]> = {
  regions: optionsOf('regions', REGIONS),
  genders: optionsOf('genders', GENDERS),
  vacation_types: optionsOf('vacation_types', VACATION_TYPES),
  profile_type_kinds: optionsOf('profile_type_kinds', PROFILE_TYPE_KINDS),
  education_types: optionsOf('education_types', EDUCATION_TYPES),
  daypart_actions: optionsOf('working_days.daypart_actions', DAYPART_ACTIONS),
  chain_info: optionsOf('working_days.chain_info', CHAIN_INFO),
  policy_types: optionsOf('person_data.policy_types', POLICY_TYPES),
  additional_field_types: optionsOf('integrations.field_types', ADDITIONAL_FIELD_TYPES),
  additional_field_locations: optionsOf('integrations.locations', ADDITIONAL_FIELD_LOCATIONS),
  announcement_icons: optionsOf('announcements.icons', ANNOUNCEMENT_ICONS),
  announcement_roles: optionsOf('announcements.roles', ANNOUNCEMENT_ROLES),
  saving_goal_types: optionsOf('saving_goals.types', SAVING_GOAL_TYPES),
  pool_modules: optionsOf('identity_admin.modules', POOL_MODULES),
};
