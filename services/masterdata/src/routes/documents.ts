import { createHash, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  DOCUMENT_ENTITY_TYPES,
  DOCUMENT_FLAGS,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_MB,
  DocumentRights,
  documentFlagsSchema,
  recordId,
} from '@app/contracts';
import { authOf, notFound, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { documentAudience } from '../domain/documents/document-visibility';
import { checkUpload } from '../domain/documents/upload-check';
import { documentStoreOf } from '../storage/storage-config';
import {
  archiveDocument,
  findDocument,
  insertDocument,
  listDocuments,
  toDocumentItem,
  updateDocumentFlags,
  type EntityRef,
} from '../store/documents';
import { reachableEntity } from './document-entity';
import { itemNotFound } from './entity-routes';
import { readMultipartUpload } from './multipart-upload';

export const documentParamsSchema = z.object({ docId: recordId() });

/** An upload's flag fields ('1'/'0', 'true'/'false'), as the flags the JSON body of a change takes. */
function flagsOfFields(fields: Record<string, string>) {
  const flags: Record<string, unknown> = {};
  for (const name of DOCUMENT_FLAGS) {
    const value = fields[name];
    if (value === undefined) continue;
    flags[name] = value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value;
  }
  return validate(documentFlagsSchema, flags);
}

/** `filename="..."` for old clients (ASCII only) and `filename*` with the real name (RFC 6266). */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * A person's and a branch's documents (spec 001 'Document', MD-DOC-01/02; docs/masterdata.md
 * 'Documents'): the list the caller may see, an upload (multipart, sniffed, size-limited), the
 * download, the visibility flags and the delete. Viewing needs DOCUMENT_VIEW or DOCUMENT_ALL and
 * the document's audience (domain/documents/document-visibility.ts); the rest DOCUMENT_ALL.
 */
export function mountDocumentRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  const canView = requireRight(...DocumentRights.view);
  const canEdit = requireRight(...DocumentRights.edit);

  /** The entity's document the caller sees, or 404 'The requested item {id} could not be found'. */
  const visibleDocument = async (ctx: Context, entity: EntityRef) => {
    const { docId } = validate(documentParamsSchema, ctx.params);
    const caller = authOf(ctx);
    const row = await findDocument(deps.db, caller.pool_id, entity, docId, documentAudience(caller, entity));
    if (!row) throw notFound(itemNotFound(docId));
    return row;
  };

  for (const type of DOCUMENT_ENTITY_TYPES) {
    const base = `/${type}/:id`;
    const entityOf = (ctx: Context) => reachableEntity(ctx, deps.db, type);

    router.get(`${base}/documents`, auth, canView, async (ctx) => {
      const entity = await entityOf(ctx);
      const caller = authOf(ctx);
      const rows = await listDocuments(deps.db, caller.pool_id, entity, documentAudience(caller, entity));
      ok(ctx, rows.map(toDocumentItem));
    });

    router.post(`${base}/document`, auth, canEdit, async (ctx) => {
      const entity = await entityOf(ctx);
      const caller = authOf(ctx);
      const upload = await readMultipartUpload(ctx, DOCUMENT_MAX_BYTES);
      const { file, contentType, filename } = await checkUpload(upload.file, { formats: DOCUMENT_FORMATS, maxMb: DOCUMENT_MAX_MB });
      const flags = flagsOfFields(upload.fields);
      const storageKey = `${caller.pool_id}/documents/${type}/${entity.id}/${randomUUID()}`;
      const store = documentStoreOf(deps);
      const row = await insertDocument(
        deps.db,
        {
          poolId: caller.pool_id,
          entityType: type,
          entityId: entity.id,
          filename,
          contentType,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          storageKey,
          visibleForBoard: flags.visible_for_board ?? false,
          visibleForSchool: flags.visible_for_school ?? false,
          visibleForSubstitute: flags.visible_for_substitute ?? false,
          restrictedToBranch: flags.restricted_to_branch ?? false,
          branchId: type === 'branch' ? entity.id : caller.branch_id,
          uploadedBy: caller.person_name || caller.username,
          uploadedAt: deps.clock.now(),
        },
        () => store.put(storageKey, file.bytes, contentType),
        () => store.delete(storageKey),
      );
      ok(ctx, toDocumentItem(row), {}, 201);
    });

    router.get(`${base}/document/:docId/download`, auth, canView, async (ctx) => {
      const row = await visibleDocument(ctx, await entityOf(ctx));
      const body = await documentStoreOf(deps).get(row.storageKey);
      if (!body) throw notFound(itemNotFound(row.id));
      ctx.set('Content-Type', row.contentType);
      ctx.set('Content-Length', String(row.size));
      ctx.set('Content-Disposition', contentDisposition(row.filename));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = body;
    });

    router.put(`${base}/document/:docId`, auth, canEdit, async (ctx) => {
      const row = await visibleDocument(ctx, await entityOf(ctx));
      const flags = validate(documentFlagsSchema, ctx.request.body);
      ok(ctx, toDocumentItem(await updateDocumentFlags(deps.db, row.poolId, row.id, flags)));
    });

    router.delete(`${base}/document/:docId`, auth, canEdit, async (ctx) => {
      const row = await visibleDocument(ctx, await entityOf(ctx));
      const archived = await archiveDocument(deps.db, row.poolId, row.id, deps.clock.now());
      await documentStoreOf(deps).delete(row.storageKey);
      ok(ctx, toDocumentItem(archived));
    });
  }
}
