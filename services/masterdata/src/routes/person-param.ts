import type { Context } from 'koa';
import { authOf, idParamsSchema, notFound, validate, type Database } from '@app/service-kit';
import { findPerson } from '../store/persons';
import { ensureInScope } from './entity-routes';
import { personResource } from './persons';

/**
 * The `:id` of a person/{id}/... call, or 404 'Person #{{id}} not found' (also for another pool's
 * person, and for one outside the personal filter).
 */
export async function existingPersonId(ctx: Context, db: Database): Promise<number> {
  const { id } = validate(idParamsSchema, ctx.params);
  if (!(await findPerson(db, authOf(ctx).pool_id, id))) throw notFound(personResource.notFound(id));
  await ensureInScope(ctx, db, personResource, id);
  return id;
}
