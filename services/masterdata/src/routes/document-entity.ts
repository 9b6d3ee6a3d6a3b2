import type { Context } from 'koa';
import type { DocumentEntityType } from '@app/contracts';
import { authOf, idParamsSchema, validate, type Database } from '@app/service-kit';
import { reachableDocumentOwner, type EntityRef } from '../flows/document-owner';

/** The person or branch of a documents call (`:id`), or 404 as for any record the caller cannot reach. */
export async function reachableEntity(ctx: Context, db: Database, type: DocumentEntityType): Promise<EntityRef> {
  const { id } = validate(idParamsSchema, ctx.params);
  return reachableDocumentOwner({ db }, authOf(ctx), type, id);
}
