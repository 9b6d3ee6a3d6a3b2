import { BranchTabPermission as T, Permission as P } from '@app/contracts';
import type { GuardedEndpoint, IsolationRoute } from '@app/service-kit/testing';

/** The permission matrix's rows of the branch popup's data tabs: a missing branch answers 404. */
export function branchTabMatrixRows(missing: number): GuardedEndpoint[] {
  return [
    { method: 'GET', path: `/api/branch/${missing}/labels`, anyOf: [T.BRANCH_LABELS], allowed: 404 },
    { method: 'PUT', path: `/api/branch/${missing}/labels`, anyOf: [P.BRANCH_ALL], allowed: 404, body: { label_ids: [] } },
    { method: 'GET', path: `/api/branch/${missing}/remarks/admin_remark`, anyOf: [T.BRANCH_ADMIN_REMARK], allowed: 404 },
    { method: 'GET', path: `/api/branch/${missing}/remarks/general_remark`, anyOf: [T.BRANCH_GENERAL_REMARK], allowed: 404 },
    { method: 'PUT', path: `/api/branch/${missing}/remarks/internal_remark`, anyOf: [P.BRANCH_ALL], allowed: 404, body: { value: 'x' } },
    { method: 'GET', path: `/api/branch/${missing}/secondment`, anyOf: [T.BRANCH_SECONDMENT], allowed: 404 },
    { method: 'GET', path: `/api/branch/${missing}/export`, anyOf: [T.BRANCH_EXPORT], allowed: 404 },
    { method: 'GET', path: `/api/branch/${missing}/work-plans`, anyOf: [T.BRANCH_WORKPLAN], allowed: 404 },
  ];
}

/** The tenant-isolation suite's calls of the branch tabs: pool B's branch, and pool B's label on pool A's own branch. */
export function branchTabIsolationRoutes(): Record<string, IsolationRoute> {
  return {
    'GET /api/branch/:id/labels': (b) => [{ method: 'GET', path: `/api/branch/${b.branch}/labels` }],
    'PUT /api/branch/:id/labels': (b) => [
      { method: 'PUT', path: `/api/branch/${b.branch}/labels`, body: { label_ids: [] } },
      { method: 'PUT', path: `/api/branch/${b.ownBranch}/labels`, body: { label_ids: [b.label] } },
    ],
    'GET /api/branch/:id/remarks/:kind': (b) => [{ method: 'GET', path: `/api/branch/${b.branch}/remarks/matching_info` }],
    'PUT /api/branch/:id/remarks/:kind': (b) => [
      { method: 'PUT', path: `/api/branch/${b.branch}/remarks/admin_remark`, body: { value: 'Overgenomen' } },
    ],
    'GET /api/branch/:id/secondment': (b) => [{ method: 'GET', path: `/api/branch/${b.branch}/secondment` }],
    'GET /api/branch/:id/work-plans': (b) => [{ method: 'GET', path: `/api/branch/${b.branch}/work-plans` }],
    'GET /api/branch/:id/export': (b) => [
      { method: 'GET', path: `/api/branch/${b.branch}/export` },
      { method: 'GET', path: `/api/branch/${b.branch}/export?format=pdf` },
    ],
  };
}
