import { channels } from './channels';
import { MAILING_ALL_PERMISSION } from './mail';
import { hasAnyRight, IdentityAdminPermission, Permission as P, type RightsHolder } from './permissions';
import { WORK_PLAN_RIGHTS } from './person-tabs';
import { ProposalRights } from './staffing/offers';
import { OpenWorkRights } from './staffing/open-work';
import { WeekProposalRights } from './staffing/week-proposal';

/** The menu the server sends for the chosen profile (GET /api/menu). */
export interface MenuItem {
  key: string;
  /**
   * i18n key. The web shell shows the title of the page the item opens instead (the owning module's
   * text), so a module ships a new menu target without a shell release.
   */
  label: string;
  route: string;
  /** name of a Material icon, e.g. 'Dashboard' */
  icon: string;
  /** a count shown on the item (the inbox's open items), read and kept live as MenuBadge says */
  badge?: MenuBadge;
}

/**
 * A count on a menu item: `GET /api/{url}` answers `{ count }`; an event on any of `channels` (the
 * signed-in profile's own) means it changed. The shell knows no module: the server names both.
 */
export interface MenuBadge {
  url: string;
  channels: string[];
}

export interface MenuGroup {
  key: 'main' | 'admin' | 'group_admin' | 'global_admin' | 'pool_admin' | 'working_days_admin';
  label: string;
  items: MenuItem[];
}

export interface MenuResponse {
  menu: MenuGroup[];
  profile_items: MenuItem[];
  mobile_left_menu: MenuItem[];
}

type GroupKey = MenuGroup['key'];

/** One place the server menu can point at: its group, icon, label and the rights that show it. */
export interface MenuEntry {
  group: GroupKey;
  icon: string;
  /** i18n key of the label; `menu.<key>` when not given */
  label?: string;
  /** any one of these shows the item (the module owning the path guards it with at least these) */
  anyOf: readonly string[];
  /** the count on the item for a profile (its pool and profile name the channels, its rights add some) */
  badge?: (poolId: number, profileId: number, holder: RightsHolder) => MenuBadge;
}

/** The menu groups in their order (spec 001 section 2: Admin, Group admin, Global admin, Pool admin, Working days and times admin). */
export const MENU_GROUPS: readonly GroupKey[] = ['main', 'admin', 'group_admin', 'global_admin', 'pool_admin', 'working_days_admin'];

/** The i18n key of a group's heading (the shell's texts carry them). */
export const menuGroupLabel = (group: GroupKey): string => `menu_group.${group}`;

const admin = (group: GroupKey, icon: string, key: string, anyOf: readonly string[]): MenuEntry => ({
  group,
  icon,
  label: `admin_lists.menu.${key}`,
  anyOf,
});

/**
 * Where the server menu points (`/<key>`), in menu order, with the rights that show each item
 * (spec 000 section 2, spec 001 section 2). The paths are owned by modules: the shell hides an item
 * whose path no live module owns.
 */
export const MENU_ENTRIES: Record<string, MenuEntry> = {
  dashboard: { group: 'main', icon: 'Dashboard', anyOf: [P.DASHBOARD_VIEW] },
  inbox: {
    group: 'main',
    icon: 'Inbox',
    anyOf: [P.INBOX_VIEW],
    // INBOX-06: the open items, live on the profile's invitation and reservation channels, and for who
    // decides for the school on the pool's proposals
    badge: (poolId, profileId, holder) => ({
      url: 'inbox/count',
      channels: [
        channels.profileInvitation(poolId, profileId),
        channels.profileReservation(poolId, profileId),
        ...(hasAnyRight(holder, ProposalRights) ? [channels.poolProposals(poolId)] : []),
      ],
    }),
  },
  request: { group: 'main', icon: 'Assignment', anyOf: [P.REQUEST_VIEW, P.REQUEST_ALL] },
  'request-group': { group: 'main', icon: 'AssignmentTurnedIn', anyOf: [P.REQUEST_VIEW, P.REQUEST_ALL] },
  calendar: { group: 'main', icon: 'Event', anyOf: [P.CALENDAR_VIEW] },
  planning: { group: 'main', icon: 'CalendarMonth', anyOf: [P.PLANNING_VIEW] },
  'week-proposal': { group: 'main', icon: 'AutoFixHigh', anyOf: WeekProposalRights.propose },
  // a substitute's open work to claim (docs/open-work.md); also a slot of the phone's bottom menu
  'open-work': { group: 'main', icon: 'Work', anyOf: OpenWorkRights },
  'work-state': { group: 'main', icon: 'WorkHistory', anyOf: [P.WORK_STATE_VIEW, P.WORK_STATE_ALL] },
  invitation: { group: 'main', icon: 'Mail', anyOf: [P.INVITATION_VIEW, P.INVITATION_ALL] },
  reservation: { group: 'main', icon: 'BookmarkAdded', anyOf: [P.RESERVATION_VIEW, P.RESERVATION_ALL] },
  reports: { group: 'main', icon: 'BarChart', anyOf: [P.REPORT_VIEW] },
  manage: { group: 'admin', icon: 'Tune', anyOf: [P.MANAGE_VIEW] },
  person: { group: 'admin', icon: 'People', anyOf: [P.PERSON_VIEW, P.PERSON_ALL] },
  branch: { group: 'admin', icon: 'AccountTree', anyOf: [P.BRANCH_VIEW, P.BRANCH_ALL] },
  contract: admin('admin', 'Description', 'contract', [P.CONTRACT_VIEW, P.CONTRACT_ALL]),
  // the work plans and the work plan policy (MD-GEN-03, ADR 0109)
  'work-plan': admin('admin', 'Assessment', 'work_plan', WORK_PLAN_RIGHTS.view),
  'work-plan-definition': admin('group_admin', 'Gavel', 'work_plan_definition', WORK_PLAN_RIGHTS.view),
  label: { group: 'admin', icon: 'Label', anyOf: [P.LABEL_ALL] },
  'label-group': admin('admin', 'LabelImportant', 'label_group', [P.LABEL_ALL]),
  'reason-for-absence': admin('admin', 'EventBusy', 'reason_for_absence', [P.ABSENCE_REASON_ALL]),
  'absence-group': admin('admin', 'Category', 'absence_group', [P.ABSENCE_REASON_ALL]),
  announcement: { group: 'admin', icon: 'Campaign', anyOf: [P.ANNOUNCEMENT_ALL] },
  'branch-type': admin('group_admin', 'Apartment', 'branch_type', [P.BRANCH_TYPE_ALL]),
  'profile-type': admin('group_admin', 'Badge', 'profile_type', [P.PROFILE_TYPE_ALL]),
  'contract-type': admin('group_admin', 'FolderSpecial', 'contract_type', [P.CONTRACT_TYPE_ALL]),
  policy: admin('group_admin', 'Gavel', 'policy', [P.POLICY_ALL]),
  role: { group: 'global_admin', icon: 'AdminPanelSettings', anyOf: [P.ROLE_ALL] },
  account: admin('global_admin', 'ManageAccounts', 'account', [IdentityAdminPermission.ACCOUNT_ALL]),
  pool: admin('global_admin', 'Domain', 'pool', [IdentityAdminPermission.POOL_ALL]),
  settings: { group: 'pool_admin', icon: 'Settings', anyOf: [P.SETTINGS_ALL] },
  'data-supplier': admin('pool_admin', 'Storage', 'data_supplier', [P.DATA_SUPPLIER_ALL]),
  'embed-token': admin('pool_admin', 'Settings', 'embed_token', [P.SETTINGS_ALL]),
  'additional-field': admin('pool_admin', 'PostAdd', 'additional_field', [P.ADDITIONAL_FIELD_ALL]),
  // the mail outbox (notify's GET /api/outbox): no module ships its page yet, so the shell hides the item until one does
  outbox: { group: 'pool_admin', icon: 'Outbox', anyOf: [MAILING_ALL_PERMISSION] },
  vacation: admin('working_days_admin', 'BeachAccess', 'vacation', [P.VACATION_ALL]),
  period: admin('working_days_admin', 'DateRange', 'period', [P.PERIOD_ALL]),
  schedule: admin('working_days_admin', 'Schedule', 'schedule', [P.SCHEDULE_ALL]),
  'week-schedule': admin('working_days_admin', 'ViewWeek', 'week_schedule', [P.WEEK_SCHEDULE_ALL]),
  'reason-for-daypart': admin('working_days_admin', 'EventNote', 'reason_for_daypart', [P.DAYPARTS_REASON_ALL]),
};

/** Own data in the user menu (spec 000: /person/me/:tab?). */
export const PROFILE_ITEMS: Record<string, Omit<MenuEntry, 'group'> & { label: string }> = {
  'person/me': { label: 'menu.my_data', icon: 'AccountCircle', anyOf: [P.PERSON_POPUP_VIEW] },
};

/** The rights that show the menu or profile item pointing at `route` (`/person/me`), if one does. */
export function menuItemRights(route: string): readonly string[] | undefined {
  const key = route.replace(/^\//, '');
  return (MENU_ENTRIES[key] ?? PROFILE_ITEMS[key])?.anyOf;
}
