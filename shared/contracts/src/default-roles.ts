import { BOARD_REPORT_PERMISSIONS, ExtraPermission as E, PERMISSION_CATALOGUE } from './permission-catalogue';
import { MailingPermission, PERSONAL_MAILING_PERMISSIONS, PLANNER_MAILING_PERMISSIONS } from './mailing-permissions';
import { Permission as P } from './permissions';

/** Every pool-level right: what a pool administrator holds. */
export const POOL_PERMISSIONS: string[] = [...PERMISSION_CATALOGUE];

export type DefaultRoleCode = 'ROLE_SYSADMIN' | 'ROLE_ADMINISTRATOR' | 'ROLE_BOARD' | 'ROLE_SCHOOL' | 'ROLE_SUBSTITUTE' | 'ROLE_EMPLOYEE';

export interface DefaultRole {
  code: DefaultRoleCode;
  name: string;
  /** inherits the parent's allow and deny lists */
  parent: DefaultRoleCode | null;
  allow: string[];
  deny: string[];
  viewEntirePool: boolean;
  isSysadmin: boolean;
}

/**
 * The default roles seeded in every pool (DOMAIN 'Default roles'); docs/roles.md shows the matrix.
 * Identity seeds them; every service's permission matrix reads them, so they live in the contracts.
 */
export const DEFAULT_ROLES: DefaultRole[] = [
  {
    code: 'ROLE_SYSADMIN',
    name: 'Sysadmin',
    parent: null,
    // a sysadmin has every right in every pool (hasRight), so no list is needed
    allow: [],
    deny: [],
    viewEntirePool: true,
    isSysadmin: true,
  },
  {
    code: 'ROLE_ADMINISTRATOR',
    name: 'Administrator',
    parent: null,
    allow: POOL_PERMISSIONS,
    deny: [],
    viewEntirePool: true,
    isSysadmin: false,
  },
  {
    code: 'ROLE_BOARD',
    name: 'Board',
    parent: null,
    allow: [
      P.DASHBOARD_VIEW,
      E.DASHBOARD_DAYPARTS,
      E.DASHBOARD_APPROVED,
      E.DASHBOARD_PROCESSED,
      E.DASHBOARD_PLANNING,
      E.DASHBOARD_ANNOUNCEMENTS,
      E.DASHBOARD_BIRTHDAYS,
      P.INBOX_VIEW,
      P.REQUEST_VIEW,
      P.REQUEST_CREATE,
      P.REQUEST_ALL,
      E.REQUEST_LOCK,
      E.REQUEST_EXPORT,
      E.REQUEST_MATCHING,
      E.REQUEST_DETAILS,
      E.REQUEST_TIMELINE,
      E.REQUEST_SCHEDULE,
      E.REQUEST_BRANCH_INFO,
      P.INVITATION_ALL,
      E.INVITATION_CANCEL,
      P.RESERVATION_ALL,
      E.RESERVATION_CANCEL,
      P.CALENDAR_VIEW,
      P.CALENDAR_EDIT,
      P.PLANNING_VIEW,
      E.PLANNING_PROPOSAL,
      P.WORK_STATE_VIEW,
      E.WORK_STATE_REVIEW,
      P.PERSON_POPUP_VIEW,
      P.PERSON_VIEW,
      // a board looks back: who worked at its schools before, not only who works there now (ADR 0265)
      E.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST,
      // the person popup's Saving goals, Work plans, Score and Other data tabs, read only (ADR 0101)
      E.SAVING_GOALS_VIEW,
      E.WORKPLAN_VIEW,
      E.SCORE_VIEW,
      E.CUSTOM_FIELDS_VIEW,
      P.BRANCH_VIEW,
      // the branch popup's tabs a board planner reads (ID-PERM-11); admin remark and settings stay the administrator's
      E.BRANCH_SUMMARY,
      E.BRANCH_CALENDAR,
      E.BRANCH_DOCUMENTS,
      E.BRANCH_LABELS,
      E.BRANCH_PERSONS,
      E.BRANCH_SECONDMENT,
      E.BRANCH_WORKPLAN,
      E.BRANCH_GENERAL_REMARK,
      E.BRANCH_INTERNAL_REMARK,
      E.BRANCH_MATCHING_INFO,
      E.BRANCH_EXPORT,
      E.PERSON_LOGS,
      // the person card's general and internal remarks, matching info and labels; the admin remark and BSN stay the administrator's
      E.PERSON_GENERAL_REMARK,
      E.PERSON_INTERNAL_REMARK,
      E.PERSON_MATCHING_INFO,
      E.PERSON_LABELS,
      // the person's mail settings: whether the notification mailings reach them (ADR 0307)
      E.PERSON_MAIL_SETTINGS,
      // the board (personnel) number, read as before it had a right (ADR 0290)
      E.BOARD_NUMBER_VIEW,
      // the Profiles tab (read only without PERSON_ALL) and the person list's export, which it had before they had rights
      E.PERSON_PROFILES,
      E.PERSON_EXPORT,
      // the person popup's Blockades and Certificate of conduct tabs, and the branch blockade tree, of its branches (ADR 0175)
      E.BLOCKADE_VIEW,
      E.COC_VIEW,
      P.DOCUMENT_VIEW,
      E.DOCUMENT_VISIBLE_FOR_BOARD,
      P.REPORT_VIEW,
      ...BOARD_REPORT_PERMISSIONS,
      // the mails that an offer it made was denied or expired, and that a planning passes a contract chain (ADR 0328, 0334)
      ...PLANNER_MAILING_PERMISSIONS,
      // the mail of a new request at its schools (ADR 0331; a school makes its own)
      MailingPermission.MAILING_NEW_REQUEST,
      // the mails of the substitutes it plans: a changed availability, a new active substitute (ADR 0345)
      MailingPermission.MAILING_AVAILABILITY_CHANGED,
      MailingPermission.MAILING_NEW_ACTIVE_SUBSTITUTE,
      // a request of its schools changed, the daily open dayparts and the Monday report (ADR 0337)
      MailingPermission.MAILING_REQUEST_CHANGED,
      MailingPermission.MAILING_DIGEST,
      MailingPermission.MAILING_MONDAY_REPORT,
    ],
    deny: [],
    viewEntirePool: false,
    isSysadmin: false,
  },
  {
    code: 'ROLE_SCHOOL',
    name: 'School',
    parent: null,
    allow: [
      P.DASHBOARD_VIEW,
      E.DASHBOARD_DAYPARTS,
      E.DASHBOARD_APPROVED,
      E.DASHBOARD_ANNOUNCEMENTS,
      E.DASHBOARD_BIRTHDAYS,
      P.INBOX_VIEW,
      P.REQUEST_CREATE,
      P.REQUEST_VIEW,
      E.REQUEST_DETAILS,
      E.REQUEST_TIMELINE,
      E.REQUEST_SCHEDULE,
      E.REQUEST_BRANCH_INFO,
      P.CALENDAR_VIEW,
      P.WORK_STATE_VIEW,
      E.WORK_STATE_APPROVE,
      P.PERSON_POPUP_VIEW,
      E.BLOCKADE_VIEW,
      E.COC_VIEW,
      E.BOARD_NUMBER_VIEW,
      // the support dialog shows the pool's text for schools, where it wrote one (ADR 0265)
      E.SUPPORT_SCHOOL,
      // the mails that an offer it made was denied or expired, and that a planning passes a contract chain (ADR 0328, 0334)
      ...PLANNER_MAILING_PERMISSIONS,
      // its requests changed by someone else (the board), and its week on Monday; the daily digest is the board's (ADR 0337)
      MailingPermission.MAILING_REQUEST_CHANGED,
      MailingPermission.MAILING_MONDAY_REPORT,
    ],
    deny: [],
    viewEntirePool: false,
    isSysadmin: false,
  },
  {
    code: 'ROLE_EMPLOYEE',
    name: 'Employee',
    parent: null,
    // the mails about the person's own offers, planning and personal data (ADR 0275, 0345); substitutes inherit them
    // and the own personnel number in "my data", read as before it had a right (ADR 0290)
    allow: [
      P.DASHBOARD_VIEW,
      E.DASHBOARD_ANNOUNCEMENTS,
      P.PLANNING_VIEW,
      P.PERSON_POPUP_VIEW,
      E.BOARD_NUMBER_VIEW,
      ...PERSONAL_MAILING_PERMISSIONS,
    ],
    deny: [],
    viewEntirePool: false,
    isSysadmin: false,
  },
  {
    code: 'ROLE_SUBSTITUTE',
    name: 'Substitute',
    parent: 'ROLE_EMPLOYEE',
    allow: [
      E.DASHBOARD_PLANNING,
      P.INBOX_VIEW,
      P.INVITATION_VIEW,
      E.INVITATION_REPLY,
      P.RESERVATION_VIEW,
      E.RESERVATION_REPLY,
      E.OPEN_WORK,
      E.AVAILABILITY_EDIT,
      P.DOCUMENT_VIEW,
      E.DOCUMENT_VISIBLE_FOR_SUBSTITUTE,
      E.SUPPORT_SUBSTITUTE,
    ],
    deny: [],
    viewEntirePool: false,
    isSysadmin: false,
  },
];
