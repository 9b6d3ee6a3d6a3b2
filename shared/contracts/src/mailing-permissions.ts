/**
 * The notification mailing permissions (ID-PERM-14, spec 001 section 6, ADR 0275): a mailing goes
 * only to a person whose role holds its right. Spelled after the PERMISSION_<AREA>_<ACTION> pattern
 * in the mailing group; the spec names them without a spelling.
 */
export const MailingPermission = {
  /** change of dayparts or request details: the request-changed mail to a person planned on or offered the work (ADR 0323) */
  MAILING_DAYPARTS_CHANGED: 'PERMISSION_MAILING_DAYPARTS_CHANGED',
  /** a person changed their own availability: the grouped mail to the planners who plan them (ADR 0345) */
  MAILING_AVAILABILITY_CHANGED: 'PERMISSION_MAILING_AVAILABILITY_CHANGED',
  /** an offer the person had is closed: the request is filled, or the planner cancelled it */
  MAILING_CLOSING_CONFIRMATION: 'PERMISSION_MAILING_CLOSING_CONFIRMATION',
  /** the person is planned by hand (inform_substitute) */
  MAILING_PLANNED_CONFIRMATION: 'PERMISSION_MAILING_PLANNED_CONFIRMATION',
  /** a reservation or invitation sent to the person: its mail, push message and text message */
  MAILING_OFFER_SENT: 'PERMISSION_MAILING_OFFER_SENT',
  /** each working day at 07:00: the open dayparts of the coming seven days at the holder's branches (ADR 0337) */
  MAILING_DIGEST: 'PERMISSION_MAILING_DIGEST',
  /** the person's personal data changed: the security notice to the person (ADR 0345) */
  MAILING_PERSONAL_DATA_CHANGED: 'PERMISSION_MAILING_PERSONAL_DATA_CHANGED',
  /** Monday at 07:00: the week's requests and dayparts, filled and open, per branch of the holder (ADR 0337) */
  MAILING_MONDAY_REPORT: 'PERMISSION_MAILING_MONDAY_REPORT',
  /** a person became an active substitute: the mail to the planners who plan them (ADR 0345) */
  MAILING_NEW_ACTIVE_SUBSTITUTE: 'PERMISSION_MAILING_NEW_ACTIVE_SUBSTITUTE',
  /** a request is made at a branch the planner plans: the mail to its planners (ADR 0331) */
  MAILING_NEW_REQUEST: 'PERMISSION_MAILING_NEW_REQUEST',
  /** a request's dates or data changed: the mail to the planners of its branch, not who changed it (ADR 0337) */
  MAILING_REQUEST_CHANGED: 'PERMISSION_MAILING_REQUEST_CHANGED',
  /** a reservation or invitation the planner sent is denied or expired: the mail to the offer's maker (ADR 0328) */
  MAILING_OFFER_DENIED_OR_EXPIRED: 'PERMISSION_MAILING_OFFER_DENIED_OR_EXPIRED',
  /** planning a person needs a contract past their contract chain at the board: the mail to the planner (ADR 0334) */
  MAILING_CONTRACT_CHAIN_WARNING: 'PERMISSION_MAILING_CONTRACT_CHAIN_WARNING',
} as const;

const M = MailingPermission;

/**
 * The right that switches each mailing the product sends, by the template of its messages (one
 * mailing may go out on several channels). A template not listed here is no notification mailing
 * (the account's own mails: invitation, password reset, sign-in code).
 */
export const MAILING_RIGHT_OF_TEMPLATE: Readonly<Record<string, string>> = {
  'staffing.invitation': M.MAILING_OFFER_SENT,
  'staffing.reservation': M.MAILING_OFFER_SENT,
  'staffing.invitation.push': M.MAILING_OFFER_SENT,
  'staffing.reservation.push': M.MAILING_OFFER_SENT,
  'staffing.invitation.sms': M.MAILING_OFFER_SENT,
  'staffing.reservation.sms': M.MAILING_OFFER_SENT,
  'staffing.invitation.closed': M.MAILING_CLOSING_CONFIRMATION,
  'staffing.reservation.closed': M.MAILING_CLOSING_CONFIRMATION,
  'staffing.planned': M.MAILING_PLANNED_CONFIRMATION,
  'staffing.request_changed': M.MAILING_DAYPARTS_CHANGED,
  'staffing.offer_denied': M.MAILING_OFFER_DENIED_OR_EXPIRED,
  'staffing.offer_expired': M.MAILING_OFFER_DENIED_OR_EXPIRED,
  'staffing.contract_chain_warning': M.MAILING_CONTRACT_CHAIN_WARNING,
  'staffing.new_request': M.MAILING_NEW_REQUEST,
  'staffing.availability_changed': M.MAILING_AVAILABILITY_CHANGED,
  'masterdata.personal_data_changed': M.MAILING_PERSONAL_DATA_CHANGED,
  'identity.new_active_substitute': M.MAILING_NEW_ACTIVE_SUBSTITUTE,
  'staffing.request_changed.planner': M.MAILING_REQUEST_CHANGED,
  'staffing.digest': M.MAILING_DIGEST,
  'staffing.monday_report': M.MAILING_MONDAY_REPORT,
};

/** Rights of mailings the product does not send yet (ADR 0275): declared, offered as reserved, switching nothing. */
export const RESERVED_MAILING_PERMISSIONS: readonly string[] = Object.values(M).filter(
  (right) => !Object.values(MAILING_RIGHT_OF_TEMPLATE).includes(right),
);

/** Who gets the mailings a person receives about their own work and data: employees, and substitutes through them. */
export const PERSONAL_MAILING_PERMISSIONS: readonly string[] = [
  M.MAILING_OFFER_SENT,
  M.MAILING_PLANNED_CONFIRMATION,
  M.MAILING_CLOSING_CONFIRMATION,
  M.MAILING_DAYPARTS_CHANGED,
  M.MAILING_PERSONAL_DATA_CHANGED,
];

/** Who gets the mailings a planner receives about the offers and plannings they made: the default Board and School roles. */
export const PLANNER_MAILING_PERMISSIONS: readonly string[] = [M.MAILING_OFFER_DENIED_OR_EXPIRED, M.MAILING_CONTRACT_CHAIN_WARNING];
