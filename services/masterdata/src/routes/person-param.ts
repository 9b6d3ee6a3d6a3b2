import type { Context } from 'koa';
import { authOf, idParamsSchema, validate, type Database } from '@app/service-kit';
import { ensureReachablePerson } from '../flows/existing-person';

/**
 * The `:id` of a person/{id}/... call, or 404 'Person #{{id}} not found' (also for another pool's
 * person, and for one outside the personal filter).
 */
export async function existingPersonId(ctx: Context, db: Database): Promise<number> {
  const { id } = validate(idParamsSchema, ctx.params);
  await ensureReachablePerson({ db }, authOf(ctx), id);
  return id;
}
