import { createHash, randomUUID } from 'node:crypto';
import type { DocumentEntityType, DocumentFlags, TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { documentStoreOf } from '../storage/storage-config';
import { insertDocument, toDocumentItem, type EntityRef } from '../store/documents';

/** A checked upload: the file's bytes, its sniffed type and its name, and the flags sent with it. */
export interface DocumentUpload {
  bytes: Buffer;
  contentType: string;
  filename: string;
  flags: DocumentFlags;
}

/**
 * Stores an uploaded document of a person or branch: its bytes in the document store, its row in
 * the pool. The bytes are written inside the row's transaction: a failed write of the bytes rolls
 * the row back, and a row that fails removes the bytes again, so neither is left without the other.
 */
export async function uploadDocument(
  deps: ServiceDeps,
  caller: TokenPayload,
  type: DocumentEntityType,
  entity: EntityRef,
  upload: DocumentUpload,
) {
  const { bytes, contentType, filename, flags } = upload;
  const storageKey = `${caller.pool_id}/documents/${type}/${entity.id}/${randomUUID()}`;
  const store = documentStoreOf(deps);
  const row = {
    poolId: caller.pool_id,
    entityType: type,
    entityId: entity.id,
    filename,
    contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey,
    visibleForBoard: flags.visible_for_board ?? false,
    visibleForSchool: flags.visible_for_school ?? false,
    visibleForSubstitute: flags.visible_for_substitute ?? false,
    restrictedToBranch: flags.restricted_to_branch ?? false,
    branchId: type === 'branch' ? entity.id : caller.branch_id,
    uploadedBy: caller.person_name || caller.username,
    uploadedAt: deps.clock.now(),
  };
  try {
    const saved = await deps.db.withPool(caller.pool_id, async (tx) => {
      const inserted = await insertDocument(tx, row);
      await store.put(storageKey, bytes, contentType);
      return inserted;
    });
    return toDocumentItem(saved);
  } catch (err) {
    await store.delete(storageKey).catch(() => undefined);
    throw err;
  }
}
