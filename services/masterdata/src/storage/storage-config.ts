import path from 'node:path';
import { z } from 'zod';
import type { AppConfig, ServiceDeps } from '@app/service-kit';
import type { DocumentStore } from './document-store';
import { localDocumentStore } from './local-document-store';
import { s3DocumentStore } from './s3-document-store';

/** The document store's settings (README 'Document storage'), read from the environment at start-up. */
const storageSchema = z.object({
  /** local: files in DOCUMENTS_DIR; s3: a bucket of S3-compatible object storage */
  DOCUMENT_STORE: z.enum(['local', 's3']).default('local'),
  /** unset: `documents` beside the embedded data folder (`.data/documents`) */
  DOCUMENTS_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('1'),
});

/** The store the environment names; an s3 store without a bucket is a start-up error, not a failed upload later. */
export function documentStoreFromEnv(config: Pick<AppConfig, 'DATA_DIR'>, env: NodeJS.ProcessEnv = process.env): DocumentStore {
  const parsed = storageSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid document storage configuration: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const s = parsed.data;
  if (s.DOCUMENT_STORE === 'local') return localDocumentStore(s.DOCUMENTS_DIR ?? path.join(path.dirname(config.DATA_DIR), 'documents'));
  if (!s.S3_BUCKET) throw new Error('Invalid document storage configuration: DOCUMENT_STORE=s3 needs S3_BUCKET');
  return s3DocumentStore({
    endpoint: s.S3_ENDPOINT,
    region: s.S3_REGION,
    bucket: s.S3_BUCKET,
    accessKeyId: s.S3_ACCESS_KEY_ID,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY,
    forcePathStyle: s.S3_FORCE_PATH_STYLE === '1',
  });
}

const stores = new WeakMap<ServiceDeps, DocumentStore>();

/** Hands a service its store (tests: a folder of their own, or a local S3 server) before createApp. */
export function provideDocumentStore(deps: ServiceDeps, store: DocumentStore): void {
  stores.set(deps, store);
}

/** The service's store: the one provided, else the environment's, made once per service. */
export function documentStoreOf(deps: ServiceDeps): DocumentStore {
  let store = stores.get(deps);
  if (!store) {
    store = documentStoreFromEnv(deps.config);
    stores.set(deps, store);
  }
  return store;
}
