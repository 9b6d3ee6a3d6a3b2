import { createHash, randomUUID } from 'node:crypto';
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
import {
  authOf,
  idParamsSchema,
  notFound,
  ok,
  routesPer,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
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

/** The documents routes of each owner of documents (a person, a branch), declared once per owner. */
export const documentRoutes = routesPer(
  (type: (typeof DOCUMENT_ENTITY_TYPES)[number]) =>
    ({
      list: {
        method: 'get',
        path: `/${type}/:id/documents`,
        summary: `The ${type}'s documents the caller may see`,
        access: DocumentRights.view,
        params: idParamsSchema,
      },
      upload: {
        method: 'post',
        path: `/${type}/:id/document`,
        summary: `Uploads a document of the ${type} (multipart: file, and the visibility flags as 1 or 0)`,
        access: DocumentRights.edit,
        params: idParamsSchema,
        upload: 'file',
        status: 201,
      },
      download: {
        method: 'get',
        path: `/${type}/:id/document/:docId/download`,
        summary: `The bytes of one of the ${type}'s documents`,
        access: DocumentRights.view,
        params: [idParamsSchema, documentParamsSchema],
        answers: 'file',
      },
      change: {
        method: 'put',
        path: `/${type}/:id/document/:docId`,
        summary: `Changes who sees one of the ${type}'s documents`,
        access: DocumentRights.edit,
        params: [idParamsSchema, documentParamsSchema],
        body: documentFlagsSchema,
      },
      remove: {
        method: 'delete',
        path: `/${type}/:id/document/:docId`,
        summary: `Deletes one of the ${type}'s documents`,
        access: DocumentRights.edit,
        params: [idParamsSchema, documentParamsSchema],
      },
    }) satisfies Record<string, ApiRoute>,
);

/**
 * A person's and a branch's documents (spec 001 'Document', MD-DOC-01/02; docs/masterdata.md
 * 'Documents'): the list the caller may see, an upload (multipart, sniffed, size-limited), the
 * download, the visibility flags and the delete. Viewing needs DOCUMENT_VIEW or DOCUMENT_ALL and
 * the document's audience (domain/documents/document-visibility.ts); the rest DOCUMENT_ALL.
 */
export function mountDocumentRoutes(mount: RouteMounter, deps: ServiceDeps) {
  /** The entity's document the caller sees, or 404 'The requested item {id} could not be found'. */
  const visibleDocument = async (ctx: Context, entity: EntityRef) => {
    const { docId } = validate(documentParamsSchema, ctx.params);
    const caller = authOf(ctx);
    const row = await findDocument(deps.db, caller.pool_id, entity, docId, documentAudience(caller, entity));
    if (!row) throw notFound(itemNotFound(docId));
    return row;
  };

  for (const type of DOCUMENT_ENTITY_TYPES) {
    const routes = documentRoutes(type);
    const entityOf = (ctx: Context) => reachableEntity(ctx, deps.db, type);

    mount(routes.list, async (ctx) => {
      const entity = await entityOf(ctx);
      const caller = authOf(ctx);
      const rows = await listDocuments(deps.db, caller.pool_id, entity, documentAudience(caller, entity));
      ok(ctx, rows.map(toDocumentItem));
    });

    mount(routes.upload, async (ctx) => {
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

    mount(routes.download, async (ctx) => {
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

    mount(routes.change, async (ctx) => {
      const row = await visibleDocument(ctx, await entityOf(ctx));
      const flags = validate(documentFlagsSchema, ctx.request.body);
      ok(ctx, toDocumentItem(await updateDocumentFlags(deps.db, row.poolId, row.id, flags)));
    });

    mount(routes.remove, async (ctx) => {
      const row = await visibleDocument(ctx, await entityOf(ctx));
      const archived = await archiveDocument(deps.db, row.poolId, row.id, deps.clock.now());
      await documentStoreOf(deps).delete(row.storageKey);
      ok(ctx, toDocumentItem(archived));
    });
  }
}
