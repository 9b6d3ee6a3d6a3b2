import {
  CONTACT_DETAILS_CHOICES,
  DEFAULT_OFFER_EXPIRATION_HOURS,
  DEPLOYMENT_HOURS_DEFAULT,
  OFFER_POLICIES,
  OPEN_WORK_POLICIES,
  PLANNED_PERSON_VISIBLE_DAYS_DEFAULT,
  PROPOSAL_WEIGHT_DEFAULTS,
  type ProposalWeightCode,
  REQUEST_SETTING_DEFAULTS as REQ,
  SICKNESS_NOTIFICATION_CHOICES,
  UPCOMING_WORK_DAYS,
  WORK_STATE_CHECKMARK_MAX,
  WORK_STATE_CHECKMARKS,
  WORK_STATE_SETTING_DEFAULTS as WS,
} from '@app/contracts';

/**
 * Every pool setting the specs name, with its type and default (DOMAIN 'Pool settings', spec 000
 * section 3, spec 001 section 9). A pool stores only the values it changed; everything else is the
 * default here, so adding a setting needs no data migration.
 */

interface SettingBase {
  code: string;
  /** i18n key of the group heading on the settings form */
  group: string;
  /** a branch may override the pool's value (read with GET branch/{id}/settings/{code}) */
  branch: boolean;
}

export type SettingDefinition =
  | (SettingBase & { input_type: 'boolean'; default: boolean })
  | (SettingBase & { input_type: 'number'; default: number; min: number; max: number })
  | (SettingBase & { input_type: 'select'; default: string; options: readonly string[] })
  | (SettingBase & { input_type: 'text'; default: string; max_length: number });

const G = {
  requests: 'settings.groups.requests',
  planning: 'settings.groups.planning',
  matching: 'settings.groups.matching',
  display: 'settings.groups.display',
  notifications: 'settings.groups.notifications',
  privacy: 'settings.groups.privacy',
  limits: 'settings.groups.limits',
  workState: 'settings.groups.work_state',
} as const;

export const SETTING_CATALOGUE: readonly SettingDefinition[] = [
  {
    code: 'check_the_same_person_absent',
    group: G.requests,
    branch: true,
    input_type: 'select',
    options: ['warn', 'prevent'],
    default: REQ.check_the_same_person_absent,
  },
  { code: 'is_request_group', group: G.requests, branch: false, input_type: 'boolean', default: REQ.is_request_group },
  {
    code: 'request_lock_timeout',
    group: G.requests,
    branch: false,
    input_type: 'number',
    min: 30,
    max: 86_400,
    default: REQ.request_lock_timeout,
  },
  {
    code: 'short_long_period_definition',
    group: G.requests,
    branch: true,
    input_type: 'number',
    min: 1,
    max: 365,
    default: REQ.short_long_period_definition,
  },
  {
    code: 'inform_substitute',
    group: G.requests,
    branch: true,
    input_type: 'select',
    options: OFFER_POLICIES,
    default: REQ.inform_substitute,
  },
  {
    code: 'propose_to_school',
    group: G.requests,
    branch: true,
    input_type: 'select',
    options: OFFER_POLICIES,
    default: REQ.propose_to_school,
  },
  // substitutes claim open work themselves: off, every substitute, or those with a contract (staffing, docs/open-work.md)
  {
    code: 'open_work',
    group: G.requests,
    branch: false,
    input_type: 'select',
    options: OPEN_WORK_POLICIES,
    default: REQ.open_work,
  },
  // hours an invitation or reservation stays open, never past its first daypart (staffing, docs/invitations.md)
  {
    code: 'offer_expiration_hours',
    group: G.requests,
    branch: false,
    input_type: 'number',
    min: 1,
    max: 720,
    default: DEFAULT_OFFER_EXPIRATION_HOURS,
  },
  { code: 'saturday_working_day', group: G.planning, branch: true, input_type: 'boolean', default: REQ.saturday_working_day },
  { code: 'sunday_working_day', group: G.planning, branch: true, input_type: 'boolean', default: REQ.sunday_working_day },
  { code: 'enable_personal_blockade', group: G.planning, branch: false, input_type: 'boolean', default: true },
  // MD-SET-07: the days a substitute's own upcoming work on the dashboard reaches, today included (docs/dashboard.md)
  {
    code: 'planning_days_shown',
    group: G.planning,
    branch: false,
    input_type: 'number',
    min: 1,
    max: 90,
    default: UPCOMING_WORK_DAYS,
  },
  // MD-SET-07: a person planned at a branch stays in its personal filter of persons this many days after the planned day (ADR 0303)
  {
    code: 'planned_person_visible_days',
    group: G.planning,
    branch: true,
    input_type: 'number',
    min: 0,
    max: 365,
    default: PLANNED_PERSON_VISIBLE_DAYS_DEFAULT,
  },
  // MD-SET-07: the week hours the deployment report relates a substitute's hours to (RPT-DEP-01)
  {
    code: 'deployment_hours',
    group: G.planning,
    branch: false,
    input_type: 'number',
    min: 1,
    max: 60,
    default: DEPLOYMENT_HOURS_DEFAULT,
  },
  { code: 'matching_num_of_unfolded_results', group: G.matching, branch: false, input_type: 'number', min: 1, max: 100, default: 5 },
  // the week proposal's weights (staffing, docs/planning-proposal.md)
  ...(Object.keys(PROPOSAL_WEIGHT_DEFAULTS) as ProposalWeightCode[]).map((code): SettingDefinition => ({
    code,
    group: G.matching,
    branch: false,
    input_type: 'number',
    min: 0,
    max: code === 'proposal_max_dayparts_per_week' ? 14 : 100,
    default: PROPOSAL_WEIGHT_DEFAULTS[code],
  })),
  { code: 'automatic_search', group: G.display, branch: false, input_type: 'boolean', default: true },
  { code: 'show_birthdays_panel', group: G.display, branch: false, input_type: 'boolean', default: true },
  { code: 'birthday_display_days', group: G.display, branch: false, input_type: 'number', min: 0, max: 60, default: 7 },
  // MD-SET-07: staffing delays the request-changed mail by the first and groups a person's notices by the second (ADR 0323)
  {
    code: 'request_change_notification_delay',
    group: G.notifications,
    branch: false,
    input_type: 'number',
    min: 0,
    max: 1440,
    default: 15,
  },
  { code: 'email_grouping_minutes', group: G.notifications, branch: false, input_type: 'number', min: 0, max: 1440, default: 30 },
  // MD-SET-08: whether an absence sends the sickness notification, and whether the one entering it may change that
  {
    code: 'send_sickness_notification',
    group: G.notifications,
    branch: true,
    input_type: 'select',
    options: SICKNESS_NOTIFICATION_CHOICES,
    default: REQ.send_sickness_notification,
  },
  // MD-SET-08: which of the branch's contact details a substitute is shown
  {
    code: 'contact_details_shown',
    group: G.notifications,
    branch: true,
    input_type: 'select',
    options: CONTACT_DETAILS_CHOICES,
    default: REQ.contact_details_shown,
  },
  // MD-SET-07: an archived person's personal fields are cleared this many days after their last planned work and archiving; 0 is off (ADR 0304)
  { code: 'anonymize_after_days', group: G.privacy, branch: false, input_type: 'number', min: 0, max: 3650, default: 730 },
  { code: 'boards_limit', group: G.limits, branch: false, input_type: 'number', min: 0, max: 100_000, default: 10 },
  { code: 'schools_limit', group: G.limits, branch: false, input_type: 'number', min: 0, max: 100_000, default: 100 },
  { code: 'locations_limit', group: G.limits, branch: false, input_type: 'number', min: 0, max: 100_000, default: 300 },
  // work state (staffing, docs/work-state.md): each step on or off, and up to 5 named extra checkmarks (blank: not shown)
  { code: 'work_state_approve_enabled', group: G.workState, branch: false, input_type: 'boolean', default: WS.work_state_approve_enabled },
  { code: 'work_state_review_enabled', group: G.workState, branch: false, input_type: 'boolean', default: WS.work_state_review_enabled },
  { code: 'work_state_process_enabled', group: G.workState, branch: false, input_type: 'boolean', default: WS.work_state_process_enabled },
  { code: 'work_state_send_enabled', group: G.workState, branch: false, input_type: 'boolean', default: WS.work_state_send_enabled },
  ...WORK_STATE_CHECKMARKS.map((n): SettingDefinition => ({
    code: `work_state_checkmark_${n}`,
    group: G.workState,
    branch: false,
    input_type: 'text',
    max_length: WORK_STATE_CHECKMARK_MAX,
    default: WS[`work_state_checkmark_${n}`],
  })),
];

export const settingOf = (code: string): SettingDefinition | undefined => SETTING_CATALOGUE.find((s) => s.code === code);

/** The branch-count limit setting per branch type level (boards 1, schools 2, locations 3). */
export const LIMIT_SETTING_OF_LEVEL: Record<number, { code: string; noun: string }> = {
  1: { code: 'boards_limit', noun: 'boards' },
  2: { code: 'schools_limit', noun: 'schools' },
  3: { code: 'locations_limit', noun: 'locations' },
};
