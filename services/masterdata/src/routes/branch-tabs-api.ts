import { branchExportQuerySchema, BranchTabPermission as T, Permission as P } from '@app/contracts';
import { csvColumnsQuerySchema, idParamsSchema, type ApiRoute } from '@app/service-kit';
import { branchLabelsInputSchema } from '../domain/branch-labels/branch-label-rules';
import { branchRemarkInputSchema, branchRemarkParamsSchema } from '../domain/branch-remarks/branch-remark-input';

const REMARK_RIGHTS = [T.BRANCH_ADMIN_REMARK, T.BRANCH_GENERAL_REMARK, T.BRANCH_INTERNAL_REMARK, T.BRANCH_MATCHING_INFO];

/** The branch popup's data tabs (branch-tabs.ts) as the published API shows them. */
export const branchTabRoutes = {
  getBranchIdLabels: {
    method: 'get',
    path: '/branch/:id/labels',
    summary: "A branch's labels",
    access: [T.BRANCH_LABELS],
    params: idParamsSchema,
  },
  putBranchIdLabels: {
    method: 'put',
    path: '/branch/:id/labels',
    summary: "Sets a branch's labels (labels of branch-selectable groups; needs BRANCH_LABELS as well)",
    access: [P.BRANCH_ALL],
    params: idParamsSchema,
    body: branchLabelsInputSchema,
  },
  getBranchIdRemarksKind: {
    method: 'get',
    path: '/branch/:id/remarks/:kind',
    summary: "One of a branch's remarks (admin, general, internal, matching info), each with its tab's right",
    access: REMARK_RIGHTS,
    params: [idParamsSchema, branchRemarkParamsSchema],
  },
  putBranchIdRemarksKind: {
    method: 'put',
    path: '/branch/:id/remarks/:kind',
    summary: "Changes one of a branch's remarks (needs that tab's right as well)",
    access: [P.BRANCH_ALL],
    params: [idParamsSchema, branchRemarkParamsSchema],
    body: branchRemarkInputSchema,
  },
  getBranchIdSecondment: {
    method: 'get',
    path: '/branch/:id/secondment',
    summary: 'The hourly rates entered for a branch and its seconded contracts (what the secondment report reads)',
    access: [T.BRANCH_SECONDMENT],
    params: idParamsSchema,
  },
  getBranchIdWorkPlans: {
    method: 'get',
    path: '/branch/:id/work-plans',
    summary: 'The work plans at a branch (needs a work plan view right as well)',
    access: [T.BRANCH_WORKPLAN],
    params: idParamsSchema,
  },
  getBranchIdExport: {
    method: 'get',
    path: '/branch/:id/export',
    summary: "A branch's data as CSV or PDF (remarks only with their tab's right; columns and titles: csv-columns)",
    access: [T.BRANCH_EXPORT],
    params: idParamsSchema,
    query: branchExportQuerySchema.extend(csvColumnsQuerySchema.shape),
    answers: 'file',
  },
} satisfies Record<string, ApiRoute>;
