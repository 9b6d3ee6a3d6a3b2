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
import { authOf, idParamsSchema, ok, routesPer, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { checkUpload } from '../domain/documents/upload-check';
import { changeDocumentFlags, removeDocument } from '../flows/change-document';
import { uploadDocument } from '../flows/upload-document';
import { documentBytesOf, visibleDocumentsOf } from '../flows/visible-documents';
import { reachableEntity } from './document-entity';
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
  const docIdOf = (ctx: Context) => validate(documentParamsSchema, ctx.params).docId;

  for (const type of DOCUMENT_ENTITY_TYPES) {
    const routes = documentRoutes(type);
    const entityOf = (ctx: Context) => reachableEntity(ctx, deps, type);

    mount(routes.list, async (ctx) => {
      const entity = await entityOf(ctx);
      ok(ctx, await visibleDocumentsOf(deps, authOf(ctx), entity));
    });

    mount(routes.upload, async (ctx) => {
      const entity = await entityOf(ctx);
      const upload = await readMultipartUpload(ctx, DOCUMENT_MAX_BYTES);
      const { file, contentType, filename } = await checkUpload(upload.file, { formats: DOCUMENT_FORMATS, maxMb: DOCUMENT_MAX_MB });
      const flags = flagsOfFields(upload.fields);
      ok(ctx, await uploadDocument(deps, authOf(ctx), type, entity, { bytes: file.bytes, contentType, filename, flags }), {}, 201);
    });

    mount(routes.download, async (ctx) => {
      const entity = await entityOf(ctx);
      const { row, body } = await documentBytesOf(deps, authOf(ctx), entity, docIdOf(ctx));
      ctx.set('Content-Type', row.contentType);
      ctx.set('Content-Length', String(row.size));
      ctx.set('Content-Disposition', contentDisposition(row.filename));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = body;
    });

    mount(routes.change, async (ctx) => {
      const entity = await entityOf(ctx);
      ok(ctx, await changeDocumentFlags(deps, authOf(ctx), entity, docIdOf(ctx), () => validate(documentFlagsSchema, ctx.request.body)));
    });

    mount(routes.remove, async (ctx) => {
      const entity = await entityOf(ctx);
      ok(ctx, await removeDocument(deps, authOf(ctx), entity, docIdOf(ctx)));
    });
  }
}
