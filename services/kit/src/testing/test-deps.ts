import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import pg from 'pg';
import { createMemoryBus } from '../bus';
import { fixedClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db';
import { createTokenService } from '../http/tokens';
import { createLog } from '../log';
import type { ServiceDeps, ServiceModule } from '../service';

export type TestDeps = ServiceDeps & { clock: ReturnType<typeof fixedClock> };

const serverUrls = new WeakMap<Database, string>();

/**
 * The same test database as a second process sees it: on a server a connection pool of its own (close
 * it before the first); an embedded PGlite belongs to one process, so there it is the same database.
 */
export async function openSecondConnection(db: Database): Promise<Database> {
  const url = serverUrls.get(db);
  return url ? openDatabase({ url }) : { ...db, close: async () => undefined };
}

/**
 * A real database for one test file: an in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (so every jest worker and file is isolated).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `app_test_${process.env.JEST_WORKER_ID ?? '0'}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  serverUrls.set(db, url.toString());
  const close = db.close;
  db.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return db;
}

/**
 * Opens a database, migrates the given services in order and returns their dependencies; `db` runs
 * as the last service's runtime role (`db.forService(name)` gives another's, e.g. for its seed).
 */
export async function createTestDeps(modules: ServiceModule[], start = new Date('2026-11-21T09:00:00Z')): Promise<TestDeps> {
  const opened = await openTestDatabase();
  for (const m of modules) if (m.migrations) await opened.migrate(m.migrations);
  const db = opened.forService(modules.at(-1)?.name ?? 'gateway');
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: 'test-secret-test-secret-test-secret!!',
    SSO_SECRET_KEY: 'test-sso-key-test-sso-key-test-sso-key!!',
    // mail delivered without SMTP goes to a folder of this test file, never into the work tree
    MAIL_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-mail-')),
    // and what a service keeps beside the data folder (text messages, the VAPID keys) as well
    DATA_DIR: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-data-')), 'pglite'),
    LOG_LEVEL: 'silent',
  });
  return {
    db,
    bus: createMemoryBus(),
    clock: fixedClock(start),
    config,
    log: createLog('test', 'silent'),
    tokens: createTokenService(config.JWT_SECRET as string),
  };
}

/** A parsed answer (JSON, or the text when it is not JSON). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the fields they expect; a wrong guess fails the test's own assertion
export type AnswerBody = any;

export interface TestServer {
  url: string;
  close(): Promise<void>;
  /** fetch against the server, JSON in and out */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string },
  ): Promise<{ status: number; body: AnswerBody; headers: Headers }>;
}

/** Serves a Koa app on a free loopback port: tests talk real HTTP to it. */
export async function startTestServer(app: Koa | http.RequestListener): Promise<TestServer> {
  const listener = typeof app === 'function' ? app : app.callback();
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.raw;
      if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
  };
}
