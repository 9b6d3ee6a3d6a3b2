import type { Context } from 'koa';
import { authOf, idParamsSchema, validate, type ServiceDeps } from '@app/service-kit';
import { ensureReachablePerson } from '../flows/existing-person';

/**
 * The `:id` of a person/{id}/... call, or 404 'Person #{{id}} not found' (also for another pool's
 * person, and for one outside the personal filter).
 */
export async function existingPersonId(ctx: Context, deps: Pick<ServiceDeps, 'db' | 'clock'>): Promise<number> {
  const { id } = validate(idParamsSchema, ctx.params);
  await ensureReachablePerson(deps, authOf(ctx), id);
  return id;
}
