import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { DocumentStore } from './document-store';

export interface S3StoreOptions {
  /** an S3-compatible endpoint (MinIO, Ceph, a cloud's); unset: AWS itself by region */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path rather than the host name, as most S3-compatible servers want */
  forcePathStyle: boolean;
}

/** Documents as objects of one bucket of S3-compatible object storage (production, ADR 0063). */
export function s3DocumentStore(options: S3StoreOptions): DocumentStore & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    client,
    async put(Key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    async get(Key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async has(Key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (err) {
        if (err instanceof NotFound || (err as { name?: string }).name === 'NotFound') return false;
        throw err;
      }
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
