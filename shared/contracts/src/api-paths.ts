/** API paths shared by the front ends and the services (DESIGN section 3). */
export const API_ROOT = '/api';

export const ApiPath = {
  health: '/health',
  modules: '/modules',
  /** where the page's error reports go unless CLIENT_ERROR_URL names another place, and that setting */
  clientErrors: '/client-errors',
  clientConfig: '/client-config',
  authPool: '/auth/pool',
  authPoolProfile: (poolId: number | string) => `/auth/pool/${poolId}/profile`,
  /** the signed-in account's pools and its profiles in one pool (switching pool page) */
  authPools: '/auth/pools',
  authPoolProfiles: (poolId: number | string) => `/auth/pool/${poolId}/profiles`,
  loginCheck: '/login_check',
  twoFactorCheck: '/2fa_check',
  tokenRefresh: '/token/refresh',
  logout: '/logout',
  currentProfile: '/auth/current-profile',
  currentPool: '/auth/current-pool',
  poolByUrl: (url: string) => `/pool/url/${encodeURIComponent(url)}`,
  menu: '/menu',
} as const;

/**
 * Which service owns which first path segment under /api. The gateway routes by this table; a
 * segment not listed here is answered 404 by the gateway itself.
 */
export const SERVICE_OF_SEGMENT: Record<string, 'identity' | 'masterdata' | 'staffing' | 'reports' | 'notify'> = {
  auth: 'identity',
  login_check: 'identity',
  '2fa_check': 'identity',
  token: 'identity',
  logout: 'identity',
  account: 'identity',
  pool: 'identity',
  role: 'identity',
  permission: 'identity',
  profile: 'identity',
  menu: 'identity',
  person: 'masterdata',
  branch: 'masterdata',
  settings: 'masterdata',
  template: 'masterdata',
  'template-page': 'masterdata',
  'template-popup': 'masterdata',
  announcement: 'masterdata',
  period: 'masterdata',
  label: 'masterdata',
  inputs: 'masterdata',
  vacation: 'masterdata',
  'branch-type': 'masterdata',
  'profile-type': 'masterdata',
  contract: 'masterdata',
  'contract-type': 'masterdata',
  policy: 'masterdata',
  'label-group': 'masterdata',
  schedule: 'masterdata',
  'week-schedule': 'masterdata',
  'reason-for-absence': 'masterdata',
  'absence-group': 'masterdata',
  'reason-for-daypart': 'masterdata',
  'data-supplier': 'masterdata',
  'additional-field': 'masterdata',
  'work-plan': 'masterdata',
  'work-plan-definition': 'masterdata',
  // a data supplier's import calls (ADR 0102)
  import: 'masterdata',
  blockade: 'masterdata',
  conduct: 'masterdata',
  request: 'staffing',
  'request-group': 'staffing',
  invitation: 'staffing',
  reservation: 'staffing',
  calendar: 'staffing',
  inbox: 'staffing',
  embed: 'staffing',
  'embed-token': 'staffing',
  'work-state': 'staffing',
  // the week proposal (docs/planning-proposal.md)
  planning: 'staffing',
  'open-work': 'staffing',
  report: 'reports',
  // API-78: a report page's HTML printed as PDF
  pdf: 'reports',
  outbox: 'notify',
  'app-device': 'notify',
};

/**
 * Sub-resources of a segment that another service owns, by the path's fourth part:
 * `/api/person/{id}/calendar-detail` is staffing's (a person's availability and planning).
 */
export const SERVICE_OF_SUBRESOURCE: Record<string, Record<string, (typeof SERVICES)[number]>> = {
  person: {
    'calendar-detail': 'staffing',
    'marked-days': 'staffing',
    'availability-defaults': 'staffing',
    'absentee-dates': 'staffing',
    invitation: 'staffing',
    reservation: 'staffing',
    matching: 'staffing',
    logs: 'staffing',
  },
};

/**
 * Sections of a segment that another service owns, by the path's third part: the person report
 * `/api/report/person/{id}` is master data's (it owns the person), the other reports are reports'.
 */
export const SERVICE_OF_SECTION: Record<string, Record<string, (typeof SERVICES)[number]>> = {
  report: { person: 'masterdata' },
};

export const SERVICES = ['identity', 'masterdata', 'staffing', 'reports', 'notify'] as const;
export type ServiceName = (typeof SERVICES)[number];
