import busboy from 'busboy';
import type { Context } from 'koa';
import { badRequest } from '@app/service-kit';
import type { UploadedFile } from '../domain/documents/upload-check';

export interface MultipartUpload {
  /** the form's one file (field `file`), null when none was sent */
  file: UploadedFile | null;
  /** the text fields, as sent */
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data upload with busboy, keeping at most `maxBytes` of the file in memory:
 * one more byte only marks it truncated (refused as too large by the caller), so a huge upload costs
 * no more than the limit. A body of another type holds no file: the caller refuses it as such (422).
 */
export function readMultipartUpload(ctx: Context, maxBytes: number): Promise<MultipartUpload> {
  const none: MultipartUpload = { file: null, fields: {} };
  if (!ctx.is('multipart/form-data')) return Promise.resolve(none);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024 } });
    } catch {
      // multipart without a boundary
      resolve(none);
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        file = { filename: info.filename ?? '', bytes: Buffer.concat(chunks), truncated: stream.truncated === true };
      });
    });
    parser.on('error', () => reject(badRequest('The upload could not be read.')));
    parser.on('close', () => resolve({ file, fields }));
    ctx.req.pipe(parser);
  });
}
