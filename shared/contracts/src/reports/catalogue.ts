import { ExtraPermission as E } from '../permission-catalogue';
import type { FilterItem, FilterTemplate } from '../templates';
import { addMonths } from '../contract-chain';
import { FIRST_OPEN_RANGES, type ReportFilterKey } from './report-filter';

/** Every report of spec 001 section 2 'Reports', by key (the key of `GET /api/reports/:key`). */
export const REPORT_KEYS = [
  'board-chains',
  'contracts',
  'deployment',
  'log',
  'requests',
  'schedule-requests',
  'schedule-substitutes',
  'secondment',
  'substitutes',
  'timeline',
  'travel-expenses',
  'work-state',
  'persons',
  'pool-tool',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/**
 * The period a report opens with when its filter names none: this school year (1 August to 31 July),
 * the current month, the work-state range (FILTER-29: the start of last month to the end of next
 * month), or the last four weeks up to today.
 */
export type ReportDefaultRange = 'school_year' | 'month' | 'work_state' | 'last_4_weeks';

/** Names of MUI icons (`@mui/icons-material`) the menu card shows. */
export type ReportIcon =
  | 'AccountTree'
  | 'Description'
  | 'Groups'
  | 'History'
  | 'BarChart'
  | 'CalendarMonth'
  | 'EventAvailable'
  | 'SwapHoriz'
  | 'PersonSearch'
  | 'Timeline'
  | 'DirectionsCar'
  | 'AssignmentTurnedIn'
  | 'PeopleAlt'
  | 'Code';

export interface ReportDefinition {
  key: ReportKey;
  /** the path under the module: /reports/<route> (RPT-MENU-02 names them) */
  route: string;
  /** the right that opens it (RPT-MENU-02); REPORT_VIEW opens the menu */
  permission: string;
  /** every right that opens it: `permission` and a report's own right besides (secondment, ID-PERM-12) */
  rights: readonly string[];
  /** the right that opens one item of it at <route>/:id (the log: LOG_VIEW, RPT-LOG-01); null: no items */
  itemPermission: string | null;
  /** text keys of mfe-reports */
  title: string;
  subtitle: string;
  icon: ReportIcon;
  /** admin-only: the card carries the sysadmin badge (RPT-MENU-01); the board role does not hold its right */
  adminOnly: boolean;
  /** the filter bar's template: `required` and `no_submit` are RPT-MENU-03's flags */
  filter: FilterTemplate;
  /** the filter that must be set before the report is asked for (RPT-MENU-04: board chains needs a board) */
  requiredFilter: ReportFilterKey | null;
  defaultRange: ReportDefaultRange | null;
  /** false: the screen reads another service (persons/duplicates is master data's merge list) */
  served: boolean;
}

const period = (range: ReportDefaultRange): FilterItem => {
  const defaults: Record<ReportDefaultRange, [string, string]> = {
    school_year: ['{{school_year_start}}', '{{school_year_end}}'],
    month: ['firstDayOfMonth', 'lastDayOfMonth'],
    work_state: ['{{work_state_default_from}}', '{{work_state_default_to}}'],
    last_4_weeks: ['-4 weeks', '{{today}}'],
  };
  const [from, to] = defaults[range];
  const isMethod = (v: string) => /^[a-z]+Of[A-Z]/.test(v);
  return {
    key: 'period',
    type: 'date_period_presets_component',
    label: 'reports.filters.period',
    elements: {
      from: {
        key: 'period_from',
        label: 'reports.filters.period_from',
        ...(isMethod(from) ? { default_value_method: from as 'firstDayOfMonth' } : { default_value: from }),
      },
      to: {
        key: 'period_to',
        label: 'reports.filters.period_to',
        ...(isMethod(to) ? { default_value_method: to as 'lastDayOfMonth' } : { default_value: to }),
      },
    },
  };
};
const branch: FilterItem = {
  key: 'branch',
  type: 'branch_select_component',
  label: 'reports.filters.branch',
  multiple: true,
  get_key: 'branches',
};
const board: FilterItem = { key: 'board', type: 'branch_select_component', label: 'reports.filters.board', get_key: 'branches' };
const person: FilterItem = {
  key: 'person',
  type: 'select_component',
  label: 'reports.filters.person',
  multiple: true,
  searchable: true,
  get_key: 'persons',
};
const reason: FilterItem = {
  key: 'reason_for_absence',
  type: 'select_component',
  label: 'reports.filters.reason_for_absence',
  multiple: true,
  get_key: 'reasons_for_absence',
};
const length: FilterItem = {
  key: 'length',
  type: 'select_component',
  label: 'reports.filters.length',
  options: [
    { id: 'short', name: 'reports.filters.lengths.short' },
    { id: 'long', name: 'reports.filters.lengths.long' },
  ],
};
/** RPT-MENU-10: where a request's first open daypart falls from today */
const firstOpen: FilterItem = {
  key: 'first_open',
  type: 'select_component',
  label: 'reports.filters.first_open',
  options: FIRST_OPEN_RANGES.map((range) => ({ id: range, name: `reports.filters.first_open_ranges.${range}` })),
};

const template = (key: ReportKey, params: FilterItem[], flags: { required?: boolean; no_submit?: boolean } = {}): FilterTemplate => ({
  id: `report-${key}`,
  filter_params: params,
  cache: true,
  ...flags,
});

const report = (
  key: ReportKey,
  route: string,
  permission: string,
  icon: ReportIcon,
  adminOnly: boolean,
  params: FilterItem[],
  options: {
    range?: ReportDefaultRange | null;
    required?: ReportFilterKey;
    noSubmit?: boolean;
    served?: boolean;
    itemPermission?: string;
    alsoPermissions?: readonly string[];
  } = {},
): ReportDefinition => {
  const range = options.range === undefined ? 'school_year' : options.range;
  return {
    key,
    route,
    permission,
    rights: [permission, ...(options.alsoPermissions ?? [])],
    itemPermission: options.itemPermission ?? null,
    title: `reports.cards.${key}.title`,
    subtitle: `reports.cards.${key}.subtitle`,
    icon,
    adminOnly,
    filter: template(key, range ? [period(range), ...params] : params, { required: !!options.required, no_submit: !!options.noSubmit }),
    requiredFilter: options.required ?? null,
    defaultRange: range,
    served: options.served ?? true,
  };
};

/**
 * The reports menu (spec 001 section 2, RPT-MENU-01/02), in the menu's order. Rights: RPT-MENU-02;
 * substitutes and timeline, which the spec gives no right, follow their neighbours (the schedule
 * substitutes and the log right; docs/reports.md).
 */
export const REPORT_CATALOGUE: readonly ReportDefinition[] = [
  report('requests', 'requests', E.REQUESTS_REPORT, 'BarChart', false, [branch, reason, length, firstOpen]),
  report('schedule-requests', 'schedule-request', E.SCHEDULE_REQUESTS_REPORT, 'CalendarMonth', false, [branch], {
    range: 'month',
    noSubmit: true,
  }),
  report('schedule-substitutes', 'schedule-substitutes', E.SCHEDULE_SUBSTITUTES_REPORT, 'EventAvailable', false, [person, branch], {
    range: 'month',
    noSubmit: true,
  }),
  report('deployment', 'deployment', E.DEPLOYMENT_REPORT, 'Groups', false, [branch, person]),
  report('board-chains', 'board-chains', E.BOARD_CHAINS_REPORT, 'AccountTree', false, [board], { range: null, required: 'board' }),
  report('substitutes', 'substitutes', E.SCHEDULE_SUBSTITUTES_REPORT, 'PersonSearch', false, [branch]),
  report('timeline', 'timeline', E.LOG_REPORT, 'Timeline', true, [branch], { range: 'last_4_weeks' }),
  report('log', 'log', E.LOG_REPORT, 'History', true, [branch], { range: 'last_4_weeks', itemPermission: E.LOG_VIEW }),
  report('contracts', 'contracts', E.CONTRACTS_REPORT, 'Description', true, [branch, person], { range: 'month' }),
  report('work-state', 'work-state', E.WORK_STATE_REPORT, 'AssignmentTurnedIn', true, [branch, person], { range: 'work_state' }),
  report('secondment', 'secondment', E.WORK_STATE_REPORT, 'SwapHoriz', true, [branch], {
    range: 'month',
    alsoPermissions: [E.SECONDMENT_REPORT],
  }),
  report('travel-expenses', 'travel', E.TRAVEL_EXPENSES_REPORT, 'DirectionsCar', true, [branch, person], { range: 'month' }),
  report('pool-tool', 'pool-tool', E.POOL_TOOL_XML, 'Code', true, [branch], { range: 'month' }),
  report('persons', 'persons', E.WORK_STATE_REPORT, 'PeopleAlt', true, [], { range: null, served: false }),
];

export const reportDefinition = (key: string): ReportDefinition | undefined => REPORT_CATALOGUE.find((r) => r.key === key);

/** Every right that opens one report or one of its items: the module's route guard and the service's. */
export const REPORT_RIGHTS: readonly string[] = [
  ...new Set(REPORT_CATALOGUE.flatMap((r) => (r.itemPermission ? [...r.rights, r.itemPermission] : r.rights))),
];

/** One entry of `GET /api/reports/menu`. */
export interface ReportMenuItem {
  key: ReportKey;
  route: string;
  title: string;
  subtitle: string;
  icon: ReportIcon;
  admin_only: boolean;
  required_filter: ReportFilterKey | null;
}

/** `GET /api/reports/menu`: the cards the caller may open and their count (the footer, RPT-MENU-01). */
export interface ReportMenu {
  items: ReportMenuItem[];
  count: number;
}

const schoolYearStart = (today: string) =>
  today.slice(5) >= '08-01' ? `${today.slice(0, 4)}-08-01` : `${Number(today.slice(0, 4)) - 1}-08-01`;
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (day: string) => {
  const next = addMonths(monthStart(day), 1);
  const d = new Date(`${next}T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};
const minusDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** The default period of a report (the same dates the filter bar's defaults resolve to), from today's date in Amsterdam. */
export function defaultReportPeriod(range: ReportDefaultRange, today: string): { from: string; to: string } {
  switch (range) {
    case 'school_year': {
      const from = schoolYearStart(today);
      return { from, to: minusDays(addMonths(from, 12), 1) };
    }
    case 'month':
      return { from: monthStart(today), to: lastOfMonth(today) };
    case 'work_state':
      return { from: addMonths(monthStart(today), -1), to: lastOfMonth(addMonths(monthStart(today), 1)) };
    case 'last_4_weeks':
      return { from: minusDays(today, 28), to: today };
  }
}
