import { DocumentVisibilityPermission } from './documents';
import { BranchTabPermission } from './branch-tabs';
import { PersonLogPermission } from './person-logs';
import { MAILING_ALL_PERMISSION } from './mail';
import { MailingPermission } from './mailing-permissions';
import { BoardNumberPermission, PersonFieldPermission } from './person-fields';
import { PersonTabPermission } from './person-tabs';
import { IdentityAdminPermission, Permission } from './permissions';
import { SupportPermission } from './support-views';

/**
 * Rights the `Permission` catalogue does not name yet, spelled after its PERMISSION_<AREA>_<ACTION>
 * pattern (spec 000 section 6 names them without a spelling). Identity's default roles use them,
 * and the role editor offers them, so they live here rather than in one of the two.
 */
export const ExtraPermission = {
  REQUEST_LOCK: 'PERMISSION_REQUEST_LOCK',
  REQUEST_EXPORT: 'PERMISSION_REQUEST_EXPORT',
  REQUEST_MATCHING: 'PERMISSION_REQUEST_MATCHING',
  /** the request popup's Details, Timeline and Schedule tabs, and its branch information view on a phone (ID-PERM-08) */
  REQUEST_DETAILS: 'PERMISSION_REQUEST_DETAILS',
  REQUEST_TIMELINE: 'PERMISSION_REQUEST_TIMELINE',
  REQUEST_SCHEDULE: 'PERMISSION_REQUEST_SCHEDULE',
  REQUEST_BRANCH_INFO: 'PERMISSION_REQUEST_BRANCH_INFO',
  IGNORING_REQUIRED_EMPLOYABILITY: 'PERMISSION_IGNORING_REQUIRED_EMPLOYABILITY',
  IGNORING_CHAIN_CALCULATION: 'PERMISSION_IGNORING_CHAIN_CALCULATION',
  /**
   * the personal filter of persons counts ended contracts too (ADR 0265): who worked at the
   * caller's branches before, not only who works there now. Stored with the prefix as every right;
   * the spec's spelling without it is the same right to `hasRight` (ADR 0290).
   */
  CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST: 'PERMISSION_CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST',
  INVITATION_CANCEL: 'PERMISSION_INVITATION_CANCEL',
  INVITATION_REPLY: 'PERMISSION_INVITATION_REPLY',
  RESERVATION_CANCEL: 'PERMISSION_RESERVATION_CANCEL',
  RESERVATION_REPLY: 'PERMISSION_RESERVATION_REPLY',
  /** the week proposal: solve a period's open dayparts at once and send the offers (docs/planning-proposal.md) */
  PLANNING_PROPOSAL: 'PERMISSION_PLANNING_PROPOSAL',
  /** a substitute lists the open work they fit and claims it themselves (docs/open-work.md) */
  OPEN_WORK: 'PERMISSION_OPEN_WORK',
  WORK_STATE_APPROVE: 'PERMISSION_WORK_STATE_APPROVE',
  WORK_STATE_REVIEW: 'PERMISSION_WORK_STATE_REVIEW',
  WORK_STATE_PROCESS: 'PERMISSION_WORK_STATE_PROCESS',
  AVAILABILITY_EDIT: 'PERMISSION_AVAILABILITY_EDIT',
  BLOCKADE_ALL: 'PERMISSION_BLOCKADE_ALL',
  /** the person card's Blockades tab; CREATE adds and (mass) edits, DELETE (mass) deletes (MD-BLK-03, MD-BLK-04) */
  BLOCKADE_VIEW: 'PERMISSION_BLOCKADE_VIEW',
  BLOCKADE_CREATE: 'PERMISSION_BLOCKADE_CREATE',
  BLOCKADE_DELETE: 'PERMISSION_BLOCKADE_DELETE',
  /** the person card's Certificate of conduct tab (permission group coc) */
  COC_VIEW: 'PERMISSION_COC_VIEW',
  COC_ALL: 'PERMISSION_COC_ALL',
  DASHBOARD_DAYPARTS: 'PERMISSION_DASHBOARD_DAYPARTS',
  DASHBOARD_APPROVED: 'PERMISSION_DASHBOARD_APPROVED',
  DASHBOARD_PROCESSED: 'PERMISSION_DASHBOARD_PROCESSED',
  DASHBOARD_PLANNING: 'PERMISSION_DASHBOARD_PLANNING',
  DASHBOARD_ANNOUNCEMENTS: 'PERMISSION_DASHBOARD_ANNOUNCEMENTS',
  DASHBOARD_BIRTHDAYS: 'PERMISSION_DASHBOARD_BIRTHDAYS',
  /** the dashboard panel's Add and Edit (spec 000 section 2); ANNOUNCEMENT_ALL allows both and the management list */
  ANNOUNCEMENT_CREATE: 'PERMISSION_ANNOUNCEMENT_CREATE',
  ANNOUNCEMENT_EDIT: 'PERMISSION_ANNOUNCEMENT_EDIT',
  ...DocumentVisibilityPermission,
  MAILING_ALL: MAILING_ALL_PERMISSION,
  /** the notification mailings, each to the holders of its right only (ID-PERM-14, ADR 0275) */
  ...MailingPermission,
  ACCOUNT_ALL: IdentityAdminPermission.ACCOUNT_ALL,
  POOL_ALL: IdentityAdminPermission.POOL_ALL,
  /** the person and branch popups' Travel expenses tabs (ID-PERM-10, ID-PERM-11): read with VIEW, change with ALL */
  TRAVEL_EXPENSES_VIEW: 'PERMISSION_TRAVEL_EXPENSES_VIEW',
  TRAVEL_EXPENSES_ALL: 'PERMISSION_TRAVEL_EXPENSES_ALL',
  /** the person popup's Hourly rate tab (the secondment hourly rate group, ID-PERM-06) */
  SECONDMENT_HOURLY_RATE_VIEW: 'PERMISSION_SECONDMENT_HOURLY_RATE_VIEW',
  SECONDMENT_HOURLY_RATE_ALL: 'PERMISSION_SECONDMENT_HOURLY_RATE_ALL',
  /** one right per report (RPT-MENU-02); REPORT_VIEW opens the menu, each of these one report */
  CONTRACTS_REPORT: 'PERMISSION_CONTRACTS_REPORT',
  WORK_STATE_REPORT: 'PERMISSION_WORK_STATE_REPORT',
  /** the secondment report, its invoices and export alone (ID-PERM-12); WORK_STATE_REPORT opens them too (RPT-MENU-02) */
  SECONDMENT_REPORT: 'PERMISSION_SECONDMENT_REPORT',
  REQUESTS_REPORT: 'PERMISSION_REQUESTS_REPORT',
  TRAVEL_EXPENSES_REPORT: 'PERMISSION_TRAVEL_EXPENSES_REPORT',
  DEPLOYMENT_REPORT: 'PERMISSION_DEPLOYMENT_REPORT',
  BOARD_CHAINS_REPORT: 'PERMISSION_BOARD_CHAINS_REPORT',
  SCHEDULE_SUBSTITUTES_REPORT: 'PERMISSION_SCHEDULE_SUBSTITUTES_REPORT',
  SCHEDULE_REQUESTS_REPORT: 'PERMISSION_SCHEDULE_REQUESTS_REPORT',
  LOG_REPORT: 'PERMISSION_LOG_REPORT',
  /** one log item of the logs report: the whole log of one request (log/:id, RPT-LOG-01) */
  LOG_VIEW: 'PERMISSION_LOG_VIEW',
  /** generates and downloads the pool tool (substitute fund) XML export (RPT-XML-01) */
  POOL_TOOL_XML: 'PERMISSION_POOL_TOOL_XML',
  /** the person popup's own tabs (ADR 0101) */
  ...PersonTabPermission,
  ...BranchTabPermission,
  ...PersonLogPermission,
  /** the person card's remarks, matching info, BSN, labels, profiles and the list's export (ID-PERM-10) */
  ...PersonFieldPermission,
  /** the person card's board (personnel) number (ADR 0290) */
  ...BoardNumberPermission,
  /** the support dialog's text per audience: administrators, schools, substitutes (ADR 0265) */
  ...SupportPermission,
} as const;

/**
 * The report rights a board holds (DOMAIN 'Default roles': "reports for its board"): the staffing
 * reports of its own branches. The money and contract reports (contracts, work state, travel
 * expenses, the pool tool export) and the pool-wide log stay with the administrator.
 */
export const BOARD_REPORT_PERMISSIONS: readonly string[] = [
  ExtraPermission.REQUESTS_REPORT,
  ExtraPermission.DEPLOYMENT_REPORT,
  ExtraPermission.BOARD_CHAINS_REPORT,
  ExtraPermission.SCHEDULE_SUBSTITUTES_REPORT,
  ExtraPermission.SCHEDULE_REQUESTS_REPORT,
];

/** Every right a role's allow and deny lists may hold (identity refuses any other name). */
export const PERMISSION_CATALOGUE: readonly string[] = [
  ...new Set<string>([...Object.values(Permission), ...Object.values(ExtraPermission)]),
];

/** Rights that decide who may do what (roles, accounts, pools): only a sysadmin grants them (spec 001 section 5). */
export const ADMIN_PERMISSIONS: readonly string[] = [
  Permission.ROLE_ALL,
  IdentityAdminPermission.ACCOUNT_ALL,
  IdentityAdminPermission.POOL_ALL,
];
