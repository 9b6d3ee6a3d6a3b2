/**
 * The personal filter of the request calls (DOMAIN 'Tenancy', ADR 0012). The rule lives in the
 * service kit, which the reports service reads it from too; staffing's names stay.
 */
export {
  ancestorsOf,
  branchInScope,
  branchScopeOf as requestScopeOf,
  scopeCondition,
  subtreeOf,
  type BranchScope as RequestScope,
} from '@app/service-kit';
