import { CUSTOM_FIELD_RIGHTS, ExtraPermission, hasAnyRight, Permission, RequestRights, type RightsHolder } from '@app/contracts';

export interface RequestTab {
  key: string;
  label: string;
  /** rights of which the user needs one to see the tab */
  anyOf: readonly string[];
  /** offered on a phone-sized screen only */
  phoneOnly?: boolean;
}

/**
 * The tabs of the request popup (REQ-POPUP-01), opening on summary (Details). Details, Matching,
 * Schedule and Timeline each need their own right (ID-PERM-08), the service asks the same of the
 * calls behind them; the others need the right to see the request, which the popup already asks.
 * On a phone the branch information view (REQ-POPUP-03) is one more tab, with its own right
 * (docs/requests.md 'Screens').
 */
export const REQUEST_TABS: readonly RequestTab[] = [
  { key: 'summary', label: 'popup.tabs.summary', anyOf: RequestRights.details },
  { key: 'data', label: 'popup.tabs.data', anyOf: RequestRights.view },
  { key: 'work-state', label: 'popup.tabs.work_state', anyOf: RequestRights.view },
  { key: 'matching', label: 'popup.tabs.matching', anyOf: [ExtraPermission.REQUEST_MATCHING, Permission.REQUEST_ALL] },
  { key: 'schedule', label: 'popup.tabs.schedule', anyOf: RequestRights.schedule },
  { key: 'timeline', label: 'popup.tabs.timeline', anyOf: RequestRights.timeline },
  { key: 'external-relations', label: 'popup.tabs.external_relations', anyOf: RequestRights.view },
  // the request's additional fields (ADR 0106): the custom field right besides the view the popup asks
  { key: 'other-data', label: 'popup.tabs.other_data', anyOf: CUSTOM_FIELD_RIGHTS.view },
  { key: 'branch', label: 'popup.tabs.branch', anyOf: RequestRights.branchInfo, phoneOnly: true },
];

export const DEFAULT_TAB = 'summary';

/** The tabs this user sees on this screen. */
export const tabsFor = (holder: RightsHolder | null | undefined, phone: boolean) =>
  REQUEST_TABS.filter((tab) => (phone || !tab.phoneOnly) && hasAnyRight(holder, tab.anyOf));
