import type { TokenPayload } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { documentAudience } from '../domain/documents/document-visibility';
import { documentStoreOf } from '../storage/storage-config';
import { documentsOf, findDocument, toDocumentItem, type EntityRef } from '../store/documents';
import { itemNotFound } from './entity';

/** The documents of a person or branch that the caller's audience sees. */
export async function visibleDocumentsOf(deps: ServiceDeps, caller: TokenPayload, entity: EntityRef) {
  const poolId = caller.pool_id;
  const rows = await deps.db.withPool(poolId, (tx) => documentsOf(tx, poolId, entity, documentAudience(caller, entity)));
  return rows.map(toDocumentItem);
}

/** The entity's document the caller sees, or 404 'The requested item {id} could not be found'. */
export async function visibleDocumentOf(deps: ServiceDeps, caller: TokenPayload, entity: EntityRef, docId: number) {
  const poolId = caller.pool_id;
  const row = await deps.db.withPool(poolId, (tx) => findDocument(tx, poolId, entity, docId, documentAudience(caller, entity)));
  if (!row) throw notFound(itemNotFound(docId));
  return row;
}

/** A visible document's bytes (404 when the storage lost them). */
export async function documentBytesOf(deps: ServiceDeps, caller: TokenPayload, entity: EntityRef, docId: number) {
  const row = await visibleDocumentOf(deps, caller, entity, docId);
  const body = await documentStoreOf(deps).get(row.storageKey);
  if (!body) throw notFound(itemNotFound(row.id));
  return { row, body };
}
