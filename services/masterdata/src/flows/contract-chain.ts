import { ContractChainMessages, contractChain, type ChainPolicyType } from '@app/contracts';
import { unprocessable, type ServiceDeps, type Tx } from '@app/service-kit';
import { branchDefaultPolicy, chainContracts, isPoolBranch, policyTypeOf, type ChainQuery } from '../store/contract-chain';

/** DOMAIN rule 6: whether one more contract fits the person's chain at the branch's board. */
export const contractChainOf = (deps: ServiceDeps, poolId: number, personId: number, next: ChainQuery) =>
  deps.db.withPool(poolId, async (tx) => {
    if (!(await isPoolBranch(tx, poolId, next.branch_id))) throw unprocessable({ branch_id: ['The selected Branch is invalid.'] });
    let policyType: ChainPolicyType | null = null;
    if (next.policy_id) {
      const type = await policyTypeOf(tx, poolId, next.policy_id);
      if (type === undefined) throw unprocessable({ policy_id: ['The selected Policy is invalid.'] });
      policyType = type;
    }
    const existing = await chainContracts(tx, poolId, personId, next);
    return contractChain(existing, { start_date: next.start_date, end_date: next.end_date, policy_type: policyType });
  });

/**
 * MATCH-08: a saved contract whose policy (its chain regime) differs from its branch's default
 * gets the warning; a branch line without a default policy gives none.
 */
export async function contractChainWarnings(tx: Tx, poolId: number, contract: Record<string, unknown>): Promise<string[]> {
  if (typeof contract.branch_id !== 'number') return [];
  const fallback = await branchDefaultPolicy(tx, poolId, contract.branch_id);
  if (fallback === null || contract.policy_id === fallback) return [];
  return [ContractChainMessages.differsFromBranchDefault];
}
