import type { Context } from 'koa';
import { hasAnyRight, Permission as P, type DocumentEntityType } from '@app/contracts';
import { authOf, idParamsSchema, notFound, validate, type Database } from '@app/service-kit';
import { branchStore } from '../store/branches';
import type { EntityRef } from '../store/documents';
import { findPerson } from '../store/persons';
import { branchResource } from './branches';
import { ensureInScope } from './entity-routes';
import { existingPersonId } from './person-param';

/**
 * The person or branch of a documents call, or 404 as for any record the caller cannot reach: the
 * own person always; another person with person view rights within the personal filter; a branch
 * with branch view rights within it, or the caller's own branch.
 */
export async function reachableEntity(ctx: Context, db: Database, type: DocumentEntityType): Promise<EntityRef> {
  const auth = authOf(ctx);
  const { id } = validate(idParamsSchema, ctx.params);
  if (type === 'person') {
    const own = auth.person_id === id && (await findPerson(db, auth.pool_id, id)) !== null;
    if (!own) {
      if (!hasAnyRight(auth, [P.PERSON_VIEW, P.PERSON_ALL])) throw notFound(`Person #${id} not found`);
      await existingPersonId(ctx, db);
    }
    return { type, id };
  }
  if (!(await branchStore.find(db, auth.pool_id, id))) throw notFound(branchResource.notFound(id));
  if (auth.branch_id !== id) {
    if (!hasAnyRight(auth, [P.BRANCH_VIEW, P.BRANCH_ALL])) throw notFound(branchResource.notFound(id));
    await ensureInScope(ctx, db, branchResource, id);
  }
  return { type, id };
}
