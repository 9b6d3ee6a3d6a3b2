import { hasAnyRight, Permission as P, type DocumentEntityType, type TokenPayload } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import type { EntityRef } from '../store/documents';
import { branchNotFound, ensureBranch } from './existing-branch';
import { branchData } from './entities';
import { ensureInScope } from './entity';
import { ensureReachablePerson, personExists } from './existing-person';

export type { EntityRef };

/**
 * The person or branch of a documents call, or 404 as for any record the caller cannot reach: the
 * own person always; another person with person view rights within the personal filter; a branch
 * with branch view rights within it, or the caller's own branch.
 */
export async function reachableDocumentOwner(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: TokenPayload,
  type: DocumentEntityType,
  id: number,
): Promise<EntityRef> {
  if (type === 'person') {
    const own = caller.person_id === id && (await personExists(deps, caller.pool_id, id));
    if (!own) {
      if (!hasAnyRight(caller, [P.PERSON_VIEW, P.PERSON_ALL])) throw notFound(`Person #${id} not found`);
      await ensureReachablePerson(deps, caller, id);
    }
    return { type, id };
  }
  await ensureBranch(deps, caller.pool_id, id);
  if (caller.branch_id !== id) {
    if (!hasAnyRight(caller, [P.BRANCH_VIEW, P.BRANCH_ALL])) throw notFound(branchNotFound(id));
    await ensureInScope(deps, { data: branchData, notFound: branchNotFound }, caller, id);
  }
  return { type, id };
}
