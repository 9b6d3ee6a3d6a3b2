import { ExtraPermission as E } from '../permission-catalogue';
import { Permission as P } from '../permissions';
import type { DaypartAction } from './daypart-actions';

/**
 * Who may do what with requests (docs/roles.md 'Permission matrices'); the service's guards and the
 * screens' buttons read these lists (any one right suffices). A board or administrator acts on
 * dayparts (REQ-DP-05): a school may create requests and add dayparts to them, no more.
 */
export const RequestRights = {
  view: [P.REQUEST_VIEW, P.REQUEST_ALL],
  create: [P.REQUEST_CREATE, P.REQUEST_ALL],
  /** change the data, delete, every daypart action but add, groups */
  edit: [P.REQUEST_ALL],
  lock: [E.REQUEST_LOCK],
  /**
   * the popup's tabs (ID-PERM-08), each besides view: the Details tab (its data is the request's own
   * read, which every tab needs, so only the screen gates it), the Timeline tab and its call, the
   * Schedule tab and its dayparts call, the branch information view on a phone and its call
   */
  details: [E.REQUEST_DETAILS],
  timeline: [E.REQUEST_TIMELINE],
  schedule: [E.REQUEST_SCHEDULE],
  branchInfo: [E.REQUEST_BRANCH_INFO],
  /** the list's CSV export, besides view */
  export: [E.REQUEST_EXPORT],
  /** notes are for admins only (REQ-DATA-07): the administrator role (a sysadmin holds every right) */
  notes: ['ROLE_ADMINISTRATOR'],
} as const satisfies Record<string, readonly string[]>;

/** The rights a daypart action needs: add is part of creating a request; the rest is a planner's. */
export const rightsOfDaypartAction = (action: DaypartAction): readonly string[] =>
  action === 'add' ? RequestRights.create : RequestRights.edit;
