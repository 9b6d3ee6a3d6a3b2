import sharp from 'sharp';
import type { AnswerBody, TestServer } from '@app/service-kit/testing';

/** Posts one file (and form fields) as multipart/form-data, as a browser's FormData does. */
export async function uploadFile(
  server: TestServer,
  path: string,
  token: string,
  file: { name: string; bytes: Buffer; type?: string },
  fields: Record<string, string> = {},
): Promise<{ status: number; body: AnswerBody }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(server.url + path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: await res.json() };
}

/** A small but real PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A real image of the format, made by sharp. */
export const imageBytes = (format: 'png' | 'jpeg', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
