import type { DocumentFlags, TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { documentStoreOf } from '../storage/storage-config';
import { archiveDocument, toDocumentItem, updateDocumentFlags, type EntityRef } from '../store/documents';
import { visibleDocumentOf } from './visible-documents';

/** Changes the visibility flags of a document the caller sees (the body is read after the 404 check). */
export async function changeDocumentFlags(
  deps: ServiceDeps,
  caller: TokenPayload,
  entity: EntityRef,
  docId: number,
  readFlags: () => DocumentFlags,
) {
  const row = await visibleDocumentOf(deps, caller, entity, docId);
  const flags = readFlags();
  return toDocumentItem(await deps.db.withPool(row.poolId, (tx) => updateDocumentFlags(tx, row.poolId, row.id, flags)));
}

/** Archives a document the caller sees and deletes its bytes. */
export async function removeDocument(deps: ServiceDeps, caller: TokenPayload, entity: EntityRef, docId: number) {
  const row = await visibleDocumentOf(deps, caller, entity, docId);
  const at = deps.clock.now();
  const archived = await deps.db.withPool(row.poolId, (tx) => archiveDocument(tx, row.poolId, row.id, at));
  await documentStoreOf(deps).delete(row.storageKey);
  return toDocumentItem(archived);
}
