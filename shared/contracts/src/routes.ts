import { IdentityAdminPermission, Permission as P } from './permissions';

/** The six remotes, by their Module Federation name. */
export const REMOTES = ['mfe_dashboard', 'mfe_requests', 'mfe_planning', 'mfe_admin', 'mfe_reports', 'mfe_public'] as const;
export type RemoteName = (typeof REMOTES)[number];

export interface RouteDef {
  /** path pattern in the style of path-to-regexp: `/request/:id?/:tab?` */
  path: string;
  remote: RemoteName;
  /** i18n key of the page title */
  title: string;
  /** any one of these suffices; empty means no permission needed */
  anyOf: string[];
  public?: boolean;
  /** shows 'create new' in the tab title (PLT-TITLE-01) */
  create?: boolean;
}

/**
 * The routes of spec 000 section 2 and spec 001 section 2, each owned by one remote. More specific
 * patterns come first: the shell takes the first match.
 */
export const ROUTES: RouteDef[] = [
  { path: '/dashboard', remote: 'mfe_dashboard', title: 'page.dashboard', anyOf: [P.DASHBOARD_VIEW] },
  { path: '/inbox', remote: 'mfe_dashboard', title: 'page.inbox', anyOf: [P.INBOX_VIEW] },
  { path: '/announcement/:id?/:tab?', remote: 'mfe_dashboard', title: 'page.announcement', anyOf: [P.ANNOUNCEMENT_ALL] },
  { path: '/request/new', remote: 'mfe_requests', title: 'page.request', anyOf: [P.REQUEST_CREATE, P.REQUEST_ALL], create: true },
  { path: '/request/:id?/:tab?', remote: 'mfe_requests', title: 'page.request', anyOf: [P.REQUEST_VIEW, P.REQUEST_ALL] },
  { path: '/request-group/new', remote: 'mfe_requests', title: 'page.request_group', anyOf: [P.REQUEST_VIEW, P.REQUEST_ALL], create: true },
  { path: '/request-group/:id?/:tab?', remote: 'mfe_requests', title: 'page.request_group', anyOf: [P.REQUEST_VIEW, P.REQUEST_ALL] },
  { path: '/work-state/:id?/:tab?', remote: 'mfe_requests', title: 'page.work_state', anyOf: [P.WORK_STATE_VIEW, P.WORK_STATE_ALL] },
  { path: '/invitation', remote: 'mfe_requests', title: 'page.invitation', anyOf: [P.INVITATION_VIEW, P.INVITATION_ALL] },
  { path: '/reservation', remote: 'mfe_requests', title: 'page.reservation', anyOf: [P.RESERVATION_VIEW, P.RESERVATION_ALL] },
  { path: '/calendar', remote: 'mfe_planning', title: 'page.calendar', anyOf: [P.CALENDAR_VIEW] },
  { path: '/planning/:child?', remote: 'mfe_planning', title: 'page.planning', anyOf: [P.PLANNING_VIEW] },
  { path: '/manage', remote: 'mfe_admin', title: 'page.manage', anyOf: [P.MANAGE_VIEW] },
  { path: '/person/me/:tab?', remote: 'mfe_admin', title: 'page.my_data', anyOf: [P.PERSON_POPUP_VIEW] },
  { path: '/person/new', remote: 'mfe_admin', title: 'page.person', anyOf: [P.PERSON_CREATE, P.PERSON_ALL], create: true },
  { path: '/person/:id?/:tab?', remote: 'mfe_admin', title: 'page.person', anyOf: [P.PERSON_VIEW, P.PERSON_ALL] },
  { path: '/branch/:id?/:tab?', remote: 'mfe_admin', title: 'page.branch', anyOf: [P.BRANCH_VIEW, P.BRANCH_ALL] },
  { path: '/settings', remote: 'mfe_admin', title: 'page.settings', anyOf: [P.SETTINGS_ALL] },
  { path: '/role/:id?/:tab?', remote: 'mfe_admin', title: 'page.role', anyOf: [P.ROLE_ALL] },
  { path: '/label/:id?/:tab?', remote: 'mfe_admin', title: 'page.label', anyOf: [P.LABEL_ALL] },
  { path: '/label-group/:id?/:tab?', remote: 'mfe_admin', title: 'page.label_group', anyOf: [P.LABEL_ALL] },
  { path: '/reason-for-absence/:id?/:tab?', remote: 'mfe_admin', title: 'page.reason_for_absence', anyOf: [P.ABSENCE_REASON_ALL] },
  { path: '/absence-group/:id?/:tab?', remote: 'mfe_admin', title: 'page.absence_group', anyOf: [P.ABSENCE_REASON_ALL] },
  { path: '/data-supplier/:id?/:tab?', remote: 'mfe_admin', title: 'page.data_supplier', anyOf: [P.DATA_SUPPLIER_ALL] },
  { path: '/additional-field/:id?/:tab?', remote: 'mfe_admin', title: 'page.additional_field', anyOf: [P.ADDITIONAL_FIELD_ALL] },
  { path: '/branch-type/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.branch_type', anyOf: [P.BRANCH_TYPE_ALL] },
  { path: '/profile-type/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.profile_type', anyOf: [P.PROFILE_TYPE_ALL] },
  { path: '/vacation/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.vacation', anyOf: [P.VACATION_ALL] },
  { path: '/period/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.period', anyOf: [P.PERIOD_ALL] },
  { path: '/contract/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.contract', anyOf: [P.CONTRACT_VIEW, P.CONTRACT_ALL] },
  { path: '/contract-type/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.contract_type', anyOf: [P.CONTRACT_TYPE_ALL] },
  { path: '/policy/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.policy', anyOf: [P.POLICY_ALL] },
  { path: '/schedule/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.schedule', anyOf: [P.SCHEDULE_ALL] },
  { path: '/week-schedule/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.week_schedule', anyOf: [P.WEEK_SCHEDULE_ALL] },
  { path: '/reason-for-daypart/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.reason_for_daypart', anyOf: [P.DAYPARTS_REASON_ALL] },
  { path: '/doc-viewer/:entity/:entityId/document/:docId', remote: 'mfe_admin', title: 'page.document', anyOf: [P.DOCUMENT_VIEW, P.DOCUMENT_ALL] },
  { path: '/reports/:report?/:id?', remote: 'mfe_reports', title: 'page.reports', anyOf: [P.REPORT_VIEW] },
  { path: '/invitation/confirm/:token', remote: 'mfe_public', title: 'page.invitation_confirm', anyOf: [], public: true },
  { path: '/reservation/confirm/:token', remote: 'mfe_public', title: 'page.reservation_confirm', anyOf: [], public: true },
  { path: '/embed/overview-open-dayparts/:token', remote: 'mfe_public', title: 'page.open_dayparts', anyOf: [], public: true },
  { path: '/account/invite/:token', remote: 'mfe_public', title: 'page.account_invite', anyOf: [], public: true },
  // after the public account invitation, which it would otherwise take for an account id and tab
  { path: '/account/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.account', anyOf: [IdentityAdminPermission.ACCOUNT_ALL] },
  { path: '/pool/:id?/:tab?', remote: 'mfe_admin', title: 'admin_lists.page.pool', anyOf: [IdentityAdminPermission.POOL_ALL] },
];

/** Paths the standalone public app serves (the gateway answers them with its own HTML entry). */
export const PUBLIC_APP_PREFIXES = ['/invitation/confirm/', '/reservation/confirm/', '/embed/overview-open-dayparts/', '/account/invite/'];

/** Shell-owned public routes (PLT-GUARD-01). */
export const SHELL_PUBLIC_PATHS = ['/login', '/logout', '/switching-pool'];

/** Paths an unauthenticated user is sent to login from without a redirect query (PLT-GUARD-03). */
export const NO_REDIRECT_PATHS = ['/', '/dashboard', '/login', '/logout'];

/** Turns `/request/:id?/:tab?` into a RegExp and the names of its parameters. */
export function compileRoute(path: string): { re: RegExp; keys: string[] } {
  const keys: string[] = [];
  const pattern = path
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const m = /^:(\w+)(\?)?$/.exec(seg);
      if (!m) return `/${seg.replace(/[.*+^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(m[1] as string);
      return m[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { re: new RegExp(`^${pattern || '/'}/?$`), keys };
}

export function matchRoute(pathname: string, routes: RouteDef[] = ROUTES): { route: RouteDef; params: Record<string, string> } | null {
  for (const route of routes) {
    const { re, keys } = compileRoute(route.path);
    const m = re.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    keys.forEach((k, i) => {
      const v = m[i + 1];
      if (v !== undefined) params[k] = decodeURIComponent(v);
    });
    return { route, params };
  }
  return null;
}
