import type { Readable } from 'node:stream';

/**
 * Where the bytes of documents and avatars live (docs/masterdata.md 'Storage'): a folder on the
 * embedded default, S3-compatible object storage in production. Keys are the service's own
 * (`{pool}/{kind}/...`), never a file name a user chose.
 */
export interface DocumentStore {
  /** writes the whole object; an upload is checked (size, format) before it gets here */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** the object's bytes as a stream, or null when there is none */
  get(key: string): Promise<Readable | null>;
  /** whether there is an object (a screen asks for no photo that is not there) */
  has(key: string): Promise<boolean>;
  /** removes the object; a missing one is no error */
  delete(key: string): Promise<void>;
}
