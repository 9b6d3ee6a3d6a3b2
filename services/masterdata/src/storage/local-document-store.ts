import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStore } from './document-store';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A key as a path below the root; a key that could climb out of it (`..`) is refused. */
function pathOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '')) throw new Error(`Invalid storage key: ${key}`);
  return path.join(root, ...key.split('/'));
}

/**
 * Documents as files in a folder (the embedded default: `documents` beside the data folder). A put
 * writes a temporary file and renames it, so a reader never sees half an object.
 */
export function localDocumentStore(root: string): DocumentStore {
  return {
    async put(key, body) {
      const target = pathOf(root, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      await fs.promises.writeFile(partial, body);
      await fs.promises.rename(partial, target);
    },
    async get(key) {
      const file = pathOf(root, key);
      try {
        await fs.promises.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file) as Readable;
    },
    async has(key) {
      return fs.promises.access(pathOf(root, key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await fs.promises.rm(pathOf(root, key), { force: true });
    },
  };
}
