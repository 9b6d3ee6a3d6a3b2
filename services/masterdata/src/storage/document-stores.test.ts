import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { DocumentStore } from './document-store';
import { localDocumentStore } from './local-document-store';
import { s3DocumentStore } from './s3-document-store';
import { documentStoreFromEnv } from './storage-config';

const text = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

/** What every store does the same: put, get, has, delete, and null for what is not there. */
function behavesAsAStore(open: () => DocumentStore) {
  it('puts, gets and deletes an object, and answers null for a missing one', async () => {
    const store = open();
    await store.put('1/documents/person/7/abc', Buffer.from('the bytes'), 'application/pdf');
    expect(await text(await store.get('1/documents/person/7/abc'))).toBe('the bytes');
    expect(await store.has('1/documents/person/7/abc')).toBe(true);
    await store.put('1/documents/person/7/abc', Buffer.from('new bytes'), 'application/pdf');
    expect(await text(await store.get('1/documents/person/7/abc'))).toBe('new bytes');
    await store.delete('1/documents/person/7/abc');
    expect(await store.get('1/documents/person/7/abc')).toBeNull();
    expect(await store.has('1/documents/person/7/abc')).toBe(false);
    await expect(store.delete('1/documents/person/7/abc')).resolves.toBeUndefined();
    expect(await store.get('2/never/written')).toBeNull();
  });
}

describe('the local folder store', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-store-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  behavesAsAStore(() => localDocumentStore(root));

  it('refuses keys that could leave its folder', async () => {
    const store = localDocumentStore(root);
    for (const key of ['../escape', '1/../../escape', '/etc/passwd', '1//x', ''])
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
  });

  it('is the default, in `documents` beside the data folder, or in DOCUMENTS_DIR', async () => {
    await localDocumentStore(root).put('k', Buffer.from('here'), 'text/plain');
    expect(await text(await documentStoreFromEnv({ DATA_DIR: '/nowhere/pglite' }, { DOCUMENTS_DIR: root }).get('k'))).toBe('here');
    const beside = documentStoreFromEnv({ DATA_DIR: path.join(root, 'pglite') }, {});
    await beside.put('b', Buffer.from('beside'), 'text/plain');
    expect(fs.readFileSync(path.join(root, 'documents', 'b'), 'utf8')).toBe('beside');
  });

  it('stops at start-up on an s3 store without a bucket', () => {
    expect(() => documentStoreFromEnv({ DATA_DIR: root }, { DOCUMENT_STORE: 's3' })).toThrow('DOCUMENT_STORE=s3 needs S3_BUCKET');
  });
});

describe('the S3 store, against a local S3-compatible server (s3rver)', () => {
  let server: S3rver;
  let folder: string;
  let endpoint: string;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver's default credentials
    const store = s3DocumentStore({
      endpoint,
      region: 'us-east-1',
      bucket: 'documents',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await store.client.send(new CreateBucketCommand({ Bucket: 'documents' }));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  behavesAsAStore(() =>
    documentStoreFromEnv(
      { DATA_DIR: folder },
      { DOCUMENT_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'documents', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    ),
  );
});
