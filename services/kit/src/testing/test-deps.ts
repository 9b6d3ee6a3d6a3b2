import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { createMemoryBus } from '../bus';
import { fixedClock } from '../clock';
import { loadConfig } from '../config';
import { createTokenService } from '../http/tokens';
import { createLog } from '../log';
import type { ServiceDeps, ServiceModule } from '../service';
import { openRecipeDatabase } from './database-snapshots';

export type TestDeps = ServiceDeps & { clock: ReturnType<typeof fixedClock> };

/** Data a test file starts from, loaded after the migrations (the harness's demo data). */
export interface TestSeed {
  /** names the data: files seeded alike share one snapshot */
  name: string;
  /** the sources the seed runs (besides the migrations): a change to any rebuilds the snapshot */
  sources: readonly string[];
  run(deps: TestDeps): Promise<void>;
}

/** What the migrations of a service depend on besides its own folder: the roles and grants of the kit. */
const KIT_DATABASE_SOURCES = path.join(__dirname, '../db');

/**
 * A database with the given services migrated in order (and `seed` loaded), and their dependencies;
 * `db` runs as the last service's runtime role (`db.forService(name)` gives another's, e.g. for its
 * seed). The migrated and seeded state is made once and copied for each test file (docs/adr/0154).
 */
export async function createTestDeps(
  modules: ServiceModule[],
  start = new Date('2026-11-21T09:00:00Z'),
  seed?: TestSeed,
): Promise<TestDeps> {
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: 'test-secret-test-secret-test-secret!!',
    SSO_SECRET_KEY: 'test-sso-key-test-sso-key-test-sso-key!!',
    OUTBOX_SECRET_KEY: 'test-outbox-key-test-outbox-key-test!!',
    // mail delivered without SMTP goes to a folder of this test file, never into the work tree
    MAIL_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-mail-')),
    // and what a service keeps beside the data folder (text messages, the VAPID keys) as well
    DATA_DIR: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-data-')), 'pglite'),
    LOG_LEVEL: 'silent',
  });
  const service = modules.at(-1)?.name ?? 'gateway';
  const shared = {
    bus: createMemoryBus(),
    clock: fixedClock(start),
    config,
    log: createLog('test', 'silent'),
    tokens: createTokenService(config.JWT_SECRET as string),
  };
  const names = modules.map((m) => m.name).join(',');
  const opened = await openRecipeDatabase({
    // the seed reads the clock, so its snapshot is one per start
    name: seed ? `${names} ${seed.name} ${start.toISOString()}` : names,
    sources: [
      KIT_DATABASE_SOURCES,
      ...modules.flatMap((m) => (m.migrations ? [m.migrations.migrationsFolder] : [])),
      ...(seed?.sources ?? []),
    ],
    build: async (db) => {
      for (const m of modules) if (m.migrations) await db.migrate(m.migrations);
      await seed?.run({ ...shared, db: db.forService(service) });
    },
  });
  return { ...shared, db: opened.forService(service) };
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
  // The test and the server share one event loop: after a long synchronous step (a PDF render) the
  // server's 5 s idle timer can fire just after fetch has reused the socket, which resets the call.
  // close() still ends idle connections.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // a connection still mid-request (a refused oversized body) would otherwise hold close() open
        server.closeAllConnections();
      }),
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
