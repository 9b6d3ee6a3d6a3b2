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
] as const;

/** Named rights of no area (IGNORING_CHAIN_CALCULATION ...) */
export const OTHER_AREA = 'OTHER';

export interface CataloguePermission {
  /** as stored in the role's lists: PERMISSION_REQUEST_LOCK */
  name: string;
  /** the text key part after the area: LOCK (the whole name without prefix for the other rights) */
  action: string;
}

export interface PermissionGroup {
  area: string;
  permissions: CataloguePermission[];
}

const STANDARD_ACTIONS = ['ALL', 'VIEW', 'CREATE', 'EDIT', 'DELETE'];
const bare = (name: string) => name.replace(/^PERMISSION_/, '');

/** The report rights (RPT-MENU-02) are spelled <REPORT>_REPORT; the pool tool export's POOL_TOOL_XML and the log item's LOG_VIEW (RPT-LOG-01) are Reports too. */
const isReportRight = (rest: string) => rest.endsWith('_REPORT') || rest === 'POOL_TOOL_XML' || rest === 'LOG_VIEW';

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
 * The catalogue by area in the areas' order, the other rights last; within an area the pattern's
 * actions (ALL, VIEW, CREATE, EDIT, DELETE) first, then the named ones in catalogue order.
 */
export function groupPermissions(catalogue: readonly string[]): PermissionGroup[] {
  const byArea = new Map<string, CataloguePermission[]>();
  for (const name of catalogue) {
    const { area, action } = placePermission(name);
    byArea.set(area, [...(byArea.get(area) ?? []), { name, action }]);
  }
  const rank = (action: string) => {
    const i = STANDARD_ACTIONS.indexOf(action);
    return i < 0 ? STANDARD_ACTIONS.length : i;
  };
  return [...PERMISSION_AREAS, OTHER_AREA]
    .filter((area) => byArea.has(area))
    .map((area) => ({ area, permissions: [...byArea.get(area)!].sort((a, b) => rank(a.action) - rank(b.action)) }));
}
