import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { startServices, type StartedServices } from '@app/service-harness';
import { startTestServer, type TestServer } from '@app/service-kit/testing';
import { createEmbedFrames, EMBED_FRAMES_TTL_MS } from './embed-frames';
import { createGatewayApp } from './gateway-app';

/** The embed page's framing (ADR 0084): the token's origins, 'none' else, and 'self' everywhere else. */
let services: StartedServices;
let gateway: TestServer;
let now = new Date('2026-11-26T10:00:00Z');
const token = 'a'.repeat(64);
const hash = crypto.createHash('sha256').update(token).digest('hex');

beforeAll(async () => {
  services = await startServices(['staffing'], { demo: false });
  const deps = services.deps;
  await deps.db.db.execute(
    sql`insert into staffing.embed_frames (token_hash, origins) values (${hash}, array['https://intranet.school.nl', 'http://localhost:8198'])`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-embed-'));
  const registryFile = path.join(dir, 'registry.json');
  fs.writeFileSync(registryFile, JSON.stringify({ modules: {} }));
  const clock = { now: () => now };
  const app = createGatewayApp({
    version: 'v-test',
    tokens: deps.tokens,
    clock,
    log: deps.log,
    registryFile,
    staticDir: dir,
    targets: {},
    rateLimitPerMinute: 10_000,
    embedFrames: createEmbedFrames({ db: deps.db.forService('gateway'), clock }),
  });
  gateway = await startTestServer(app);
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await services?.close();
});

const headers = async (p: string) => (await fetch(gateway.url + p)).headers;
const ancestors = (h: Headers) => /frame-ancestors ([^;]*)/.exec(h.get('content-security-policy') ?? '')?.[1];

describe('embed page framing', () => {
  it("lets the token's origins frame its page, and no X-Frame-Options", async () => {
    const h = await headers(`/embed/overview-open-dayparts/${token}`);
    expect(ancestors(h)).toBe('https://intranet.school.nl http://localhost:8198');
    expect(h.get('x-frame-options')).toBeNull();
  });

  it('lets nobody frame the page of an unknown token', async () => {
    const h = await headers(`/embed/overview-open-dayparts/${'b'.repeat(64)}`);
    expect(ancestors(h)).toBe("'none'");
    expect(h.get('x-frame-options')).toBeNull();
  });

  it('keeps every other page to its own origin', async () => {
    for (const p of ['/', '/dashboard', `/api/embed/overview-open-dayparts/${token}`, `/embed/other/${token}`]) {
      const h = await headers(p);
      expect(ancestors(h)).toBe("'self'");
      expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('stops framing a revoked token once its cached origins expire', async () => {
    await services.deps.db.db.execute(sql`delete from staffing.embed_frames where token_hash = ${hash}`);
    expect(ancestors(await headers(`/embed/overview-open-dayparts/${token}`))).toBe('https://intranet.school.nl http://localhost:8198');
    now = new Date(now.getTime() + EMBED_FRAMES_TTL_MS);
    expect(ancestors(await headers(`/embed/overview-open-dayparts/${token}`))).toBe("'none'");
  });
});
