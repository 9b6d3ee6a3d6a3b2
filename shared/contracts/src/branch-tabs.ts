import { z } from 'zod';
import type { WorkPlan } from './person-tabs';

/**
 * The branch popup's tab rights (spec 001 section 6, ID-PERM-11), spelled after the catalogue's
 * PERMISSION_<AREA>_<ACTION> pattern. A tab shows to a holder of its right; the data a tab shows
 * may need its own right besides (documents, persons, settings, travel keep theirs).
 */
export const BranchTabPermission = {
  BRANCH_SUMMARY: 'PERMISSION_BRANCH_SUMMARY',
  BRANCH_CALENDAR: 'PERMISSION_BRANCH_CALENDAR',
  BRANCH_DOCUMENTS: 'PERMISSION_BRANCH_DOCUMENTS',
  BRANCH_LABELS: 'PERMISSION_BRANCH_LABELS',
  BRANCH_PERSONS: 'PERMISSION_BRANCH_PERSONS',
  BRANCH_SECONDMENT: 'PERMISSION_BRANCH_SECONDMENT',
  BRANCH_SETTINGS: 'PERMISSION_BRANCH_SETTINGS',
  BRANCH_TRAVEL_EXPENSES: 'PERMISSION_BRANCH_TRAVEL_EXPENSES',
  BRANCH_WORKPLAN: 'PERMISSION_BRANCH_WORKPLAN',
  BRANCH_ADMIN_REMARK: 'PERMISSION_BRANCH_ADMIN_REMARK',
  BRANCH_GENERAL_REMARK: 'PERMISSION_BRANCH_GENERAL_REMARK',
  BRANCH_INTERNAL_REMARK: 'PERMISSION_BRANCH_INTERNAL_REMARK',
  BRANCH_MATCHING_INFO: 'PERMISSION_BRANCH_MATCHING_INFO',
  BRANCH_EXPORT: 'PERMISSION_BRANCH_EXPORT',
} as const;

/**
 * The branch's remark tabs: the tab key, the branch field it edits and its right. The general
 * remark is the branch's 'additional information for substitutes' (MD-BRANCH-02).
 */
export const BRANCH_REMARKS = {
  admin_remark: { field: 'admin_remark', right: BranchTabPermission.BRANCH_ADMIN_REMARK },
  general_remark: { field: 'substitute_information', right: BranchTabPermission.BRANCH_GENERAL_REMARK },
  internal_remark: { field: 'internal_remark', right: BranchTabPermission.BRANCH_INTERNAL_REMARK },
  matching_info: { field: 'matching_info', right: BranchTabPermission.BRANCH_MATCHING_INFO },
} as const;

export type BranchRemarkKind = keyof typeof BRANCH_REMARKS;
export const BRANCH_REMARK_KINDS = [
  'admin_remark',
  'general_remark',
  'internal_remark',
  'matching_info',
] as const satisfies readonly BranchRemarkKind[];

/** GET branch/{id}/remarks/{kind}: the text and whether the caller may change it. */
export interface BranchRemark {
  kind: BranchRemarkKind;
  value: string;
  can_edit: boolean;
}

/** GET branch/{id}/labels: the branch's labels, and whether the caller may change them. */
export interface BranchLabels {
  can_edit: boolean;
  labels: { id: number; name: string; label_group: { id: number; name: string; color: string; multiselect: boolean } }[];
}

/** GET branch/{id}/secondment: what the secondment report reads for the branch as loaning branch (ADR 0094). */
export interface BranchSecondment {
  /** hourly rates entered for this branch: what it invoices a borrowing branch per hour */
  rates: { id: number; person_id: number; person_name: string; amount: number; start_date: string; end_date: string | null }[];
  /** live contracts at this branch flagged secondment: the substitutes it lends */
  seconded: {
    contract_id: number;
    person_id: number;
    person_name: string;
    start_date: string;
    end_date: string | null;
    hours: number | null;
  }[];
}

export const BRANCH_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export const branchExportQuerySchema = z.object({
  format: z.enum(BRANCH_EXPORT_FORMATS, { message: 'The format is not allowed.' }).default('csv'),
});

/**
 * The branch export's columns in the form's order (MD-BRANCH-01..02): the row property and the
 * label key the form titles it with. The client sends their titles in its language with
 * `csv-columns` (ADR 0105); a remark column goes only to who may open its tab.
 */
export const BRANCH_EXPORT_COLUMNS: readonly { value: string; label: string }[] = [
  { value: 'name', label: 'fields.name' },
  { value: 'branch_type_name', label: 'fields.branch_type' },
  { value: 'parent_name', label: 'fields.parent_branch' },
  ...['brin', 'street', 'number', 'addition', 'postal_code', 'city', 'region', 'phone', 'email', 'website'].map((value) => ({
    value,
    label: `fields.${value}`,
  })),
  { value: 'contact_person', label: 'fields.contact_person' },
  { value: 'second_contact_person', label: 'fields.second_contact_person' },
  { value: 'labels', label: 'branch_tabs.export.labels' },
  ...Object.values(BRANCH_REMARKS).map((r) => ({ value: r.field, label: `fields.${r.field}` })),
];

/** GET branch/{id}/work-plans: the work plans of the persons at this branch (changed on the person's Work plans tab). */
export type BranchWorkPlan = WorkPlan & { person_name: string };
