import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db';

const serverUrls = new WeakMap<Database, string>();

/**
 * The same test database as a second process sees it: on a server a connection pool of its own (close
 * it before the first); an embedded PGlite belongs to one process, so there it is the same database.
 */
export async function openSecondConnection(db: Database): Promise<Database> {
  const url = serverUrls.get(db);
  return url ? openDatabase({ url }) : { ...db, close: async () => undefined };
}

export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `fn` on a connection of its own to the server's maintenance database. */
export async function onServer<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A real database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (empty, or a copy of `template`), dropped when closed,
 * so every jest worker and file is isolated.
 */
export async function openTestDatabase(template?: string): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `app_test_${process.env.JEST_WORKER_ID ?? '0'}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = databaseUrl(serverUrl, name);
  const db = await openDatabase({ url });
  serverUrls.set(db, url);
  const close = db.close;
  db.close = async () => {
    await close();
    await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return db;
}
