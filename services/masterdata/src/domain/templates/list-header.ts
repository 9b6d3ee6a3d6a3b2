import { hasAnyRight, Permission, type HeaderElement, type ListHeader, type RightsHolder } from '@app/contracts';
import { LIST_HELP } from './list-help';

export interface ListHeaderOptions {
  key: string;
  canCreate: boolean;
  canExport: boolean;
  isMobile: boolean;
  /** the caller's branch type level (docs/masterdata.md 'Header bar') */
  branchTypeLevel: number;
  /** the list has optional columns (additional fields): the column picker shows beside the filter (ADR 0106) */
  columnPicker?: boolean;
}

/**
 * Reports are an overview across schools: the button shows for profiles bound to no branch (0)
 * or to a board (1), not below (FILTER-05).
 */
export const REPORTS_MAX_BRANCH_TYPE_LEVELS = 2;

/** The FilterComponent block the shared list fills with its column picker (ADR 0106). */
export const COLUMN_PICKER = 'column_picker';

/**
 * The header blocks of a list (FILTER-04): the filter and the screen's own filter component (the
 * tree switch) on desktop only, a loader, the list's help, create, export, reports and close.
 */
export function listHeaderFor(options: ListHeaderOptions, auth: RightsHolder): ListHeader {
  const help = LIST_HELP[options.key];
  const elements: HeaderElement[] = [
    ...(options.isMobile
      ? []
      : [{ component: 'FilterBlock' } as const, { component: 'FilterComponent', props: { name: 'list_view' } } as const]),
    ...(options.columnPicker ? [{ component: 'FilterComponent', props: { name: COLUMN_PICKER } } as const] : []),
    { component: 'Spacer' },
    { component: 'Loader' },
    ...(help ? [{ component: 'HelpButton', props: help } as const] : []),
    ...(options.canCreate
      ? [
          {
            component: 'Button',
            props: { text: 'entity_list.create', to: `/${options.key}/new`, icon: 'Add', variant: 'contained', test_id: 'create' },
          } as const,
        ]
      : []),
    ...(options.canExport ? [{ component: 'ExportButton' } as const] : []),
    ...(hasAnyRight(auth, [Permission.REPORT_VIEW])
      ? [
          {
            component: 'Button',
            max_branch_type_levels: REPORTS_MAX_BRANCH_TYPE_LEVELS,
            props: { text: 'list_header.reports', to: '/reports', icon: 'Assessment', test_id: 'reports' },
          } as const,
        ]
      : []),
    { component: 'Close', props: { to: '/dashboard' } },
  ];
  return { elements, branch_type_level: options.branchTypeLevel };
}
