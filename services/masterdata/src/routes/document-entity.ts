import type { Context } from 'koa';
import type { DocumentEntityType } from '@app/contracts';
import { authOf, idParamsSchema, validate, type ServiceDeps } from '@app/service-kit';
import { reachableDocumentOwner, type EntityRef } from '../flows/document-owner';

/** The person or branch of a documents call (`:id`), or 404 as for any record the caller cannot reach. */
export async function reachableEntity(ctx: Context, deps: Pick<ServiceDeps, 'db' | 'clock'>, type: DocumentEntityType): Promise<EntityRef> {
  const { id } = validate(idParamsSchema, ctx.params);
  return reachableDocumentOwner(deps, authOf(ctx), type, id);
}
