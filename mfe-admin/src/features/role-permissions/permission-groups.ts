/**
 * The areas the permission catalogue is grouped by (spec 001 section 6: PERMISSION_<AREA>_<ACTION>).
 * A fixed list, because the names alone cannot tell an area from an action: BRANCH_TYPE_ALL is the
 * area BRANCH_TYPE, PERSON_POPUP_VIEW the action POPUP_VIEW of PERSON. Each has a text under
 * `role_permissions.areas`.
 */
export const PERMISSION_AREAS = [
  'ABSENCE_REASON',
  'ACCOUNT',
  'ADDITIONAL_FIELD',
  'ANNOUNCEMENT',
  'AVAILABILITY',
  'BLOCKADE',
  'BRANCH',
  'BRANCH_TYPE',
  'CALENDAR',
  'COC',
  'CONTRACT',
  'CONTRACT_TYPE',
  'DASHBOARD',
  'DATA_SUPPLIER',
  'DAYPARTS_REASON',
  'DOCUMENT',
  'INBOX',
  'INVITATION',
  'LABEL',
  'MAILING',
  'MANAGE',
  'PERIOD',
  'PERSON',
  'PLANNING',
  'POLICY',
  'POOL',
  'PROFILE_TYPE',
  'REPORT',
  'REQUEST',
  'RESERVATION',
  'ROLE',
  'SCHEDULE',
  'SECONDMENT_HOURLY_RATE',
  'SETTINGS',
  'TRAVEL_EXPENSES',
  'VACATION',
  'WEEK_SCHEDULE',
  'WORK_STATE',
  // the person popup's own tabs (ADR 0101)
  'SAVING_GOALS',
  'WORKPLAN',
  'SCORE',
  'CUSTOM_FIELDS',
  // groups of the spec that hold no right yet (ADR 0265, 0274): their rights land there when they come
  'BOARD_NUMBER',
  'SUPPORT',
] as const;

/** Named rights of no area (IGNORING_CHAIN_CALCULATION ...) */
export const OTHER_AREA = 'OTHER';

export interface CataloguePermission {
  /** as stored in the role's lists: PERMISSION_REQUEST_LOCK */
  name: string;
  /** the text key part after the area: LOCK (the whole name without prefix for the other rights) */
  action: string;
}

/**
 * The permission groups of the role editor (ID-PERM-06, spec 001 section 6), in the spec's order:
 * every right of the catalogue sits in one of them. Each has a text under `role_permissions.groups`.
 */
export const PERMISSION_GROUPS = [
  'ANNOUNCEMENT',
  'BLOCKADE',
  'BOARD_NUMBER',
  'BRANCH',
  'COC',
  'CONTRACT',
  'CUSTOM_FIELDS',
  'DASHBOARD',
  'DOCUMENT',
  'GLOBAL_MANAGE',
  'INVITATION',
  'LABEL',
  'MAILING',
  'MANAGE',
  'MENU',
  'NOTE',
  'PERSON',
  'POOL_MANAGE',
  'PROFILE',
  'REPORT',
  'REQUEST',
  'RESERVATION',
  'SCORE',
  'SECONDMENT_HOURLY_RATE',
  'SUPPORT',
  'TRAVEL_EXPENSES',
  'WORKDAY_MANAGE',
  'WORKPLAN',
  'WORK_STATE',
] as const;
export type PermissionGroupName = (typeof PERMISSION_GROUPS)[number];

/**
 * The group of each area that is not a group of its own name: the management lists by the menu
 * group that holds them (MENU_ENTRIES: global admin, pool admin, working days and times), a type
 * list with what it types, the main menu's pages under Menu.
 */
const GROUP_OF_AREA: Readonly<Record<string, PermissionGroupName>> = {
  ABSENCE_REASON: 'MANAGE',
  ACCOUNT: 'GLOBAL_MANAGE',
  ADDITIONAL_FIELD: 'CUSTOM_FIELDS',
  AVAILABILITY: 'PERSON',
  BRANCH_TYPE: 'BRANCH',
  CALENDAR: 'MENU',
  CONTRACT_TYPE: 'CONTRACT',
  DATA_SUPPLIER: 'POOL_MANAGE',
  DAYPARTS_REASON: 'WORKDAY_MANAGE',
  INBOX: 'MENU',
  PERIOD: 'WORKDAY_MANAGE',
  PLANNING: 'MENU',
  POLICY: 'CONTRACT',
  POOL: 'GLOBAL_MANAGE',
  PROFILE_TYPE: 'PROFILE',
  ROLE: 'GLOBAL_MANAGE',
  SAVING_GOALS: 'PERSON',
  SCHEDULE: 'WORKDAY_MANAGE',
  SETTINGS: 'POOL_MANAGE',
  VACATION: 'WORKDAY_MANAGE',
  WEEK_SCHEDULE: 'WORKDAY_MANAGE',
};

/** Rights whose group is not their area's: the remarks are notes, a person's profiles are profiles, the named rights where they act. */
const GROUP_OF_ACTION: Readonly<Record<string, PermissionGroupName>> = {
  ADMIN_REMARK: 'NOTE',
  GENERAL_REMARK: 'NOTE',
  INTERNAL_REMARK: 'NOTE',
  PROFILES: 'PROFILE',
  IGNORING_REQUIRED_EMPLOYABILITY: 'REQUEST',
  IGNORING_CHAIN_CALCULATION: 'CONTRACT',
  CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST: 'PERSON',
  OPEN_WORK: 'MENU',
};

/**
 * The group a right is shown in: by its action where that decides, else by its area; a right no
 * group is decided for goes to the other rights, shown last, so the editor still offers it (the
 * groups' test fails on it).
 */
export function groupOf(area: string, action: string): PermissionGroupName | typeof OTHER_AREA {
  const group = GROUP_OF_ACTION[action] ?? GROUP_OF_AREA[area] ?? area;
  return (PERMISSION_GROUPS as readonly string[]).includes(group) ? (group as PermissionGroupName) : OTHER_AREA;
}

export interface CataloguePermission {
  /** as stored in the role's lists: PERMISSION_REQUEST_LOCK */
  name: string;
  /** the area of the name (its text prefixes the action's where the area is not the group) */
  area: string;
  /** the text key part after the area: LOCK (the whole name without prefix for the other rights) */
  action: string;
}

export interface PermissionGroup {
  group: PermissionGroupName | typeof OTHER_AREA;
  permissions: CataloguePermission[];
}

const STANDARD_ACTIONS = ['ALL', 'VIEW', 'CREATE', 'EDIT', 'DELETE'];
const bare = (name: string) => name.replace(/^PERMISSION_/, '');

/** The report rights (RPT-MENU-02) are spelled <REPORT>_REPORT; the pool tool export's POOL_TOOL_XML and the log item's LOG_VIEW (RPT-LOG-01) are Reports too. */
const isReportRight = (rest: string) =>
  // the Monday morning report is a mailing (MAILING_MONDAY_REPORT), not a report of the menu
  (rest.endsWith('_REPORT') && !rest.startsWith('MAILING_')) || rest === 'POOL_TOOL_XML' || rest === 'LOG_VIEW';

/**
 * The area and action of one name: a report right under Reports (WORK_STATE_REPORT is no action of
 * Work state), else the longest area the name starts with, else the other rights.
 */
export function placePermission(name: string): { area: string; action: string } {
  const rest = bare(name);
  if (isReportRight(rest)) return { area: 'REPORT', action: rest };
  const area = PERMISSION_AREAS.filter((a) => rest.startsWith(`${a}_`)).sort((a, b) => b.length - a.length)[0];
  return area ? { area, action: rest.slice(area.length + 1) } : { area: OTHER_AREA, action: rest };
}

/**
 * The catalogue by group in the spec's order, every group even when it holds no right yet; within
 * a group by area, the pattern's actions (ALL, VIEW, CREATE, EDIT, DELETE) first, then the named
 * ones in catalogue order.
 */
export function groupPermissions(catalogue: readonly string[]): PermissionGroup[] {
  const byGroup = new Map<string, CataloguePermission[]>();
  for (const name of catalogue) {
    const { area, action } = placePermission(name);
    const group = groupOf(area, action);
    byGroup.set(group, [...(byGroup.get(group) ?? []), { name, area, action }]);
  }
  const rank = (action: string) => {
    const i = STANDARD_ACTIONS.indexOf(action);
    return i < 0 ? STANDARD_ACTIONS.length : i;
  };
  const areaRank = (area: string) => [...PERMISSION_AREAS, OTHER_AREA].indexOf(area as never);
  const sorted = (group: string) =>
    [...(byGroup.get(group) ?? [])].sort((a, b) => areaRank(a.area) - areaRank(b.area) || rank(a.action) - rank(b.action));
  const other: PermissionGroup[] = byGroup.has(OTHER_AREA) ? [{ group: OTHER_AREA, permissions: sorted(OTHER_AREA) }] : [];
  return [...PERMISSION_GROUPS.map((group) => ({ group, permissions: sorted(group) })), ...other];
}
