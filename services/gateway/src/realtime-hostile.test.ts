import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import WebSocket from 'ws';
import { channels, Permission } from '@app/contracts';
import { startServices, type StartedServices } from '@app/service-harness';
import { testToken } from '@app/service-kit/testing';
import { attachRealtime, SOCKET_LIMITS, TOKEN_EXPIRED_CLOSE } from './realtime';
import { CLOSE_MALFORMED, CLOSE_POLICY, CLOSE_TOO_BIG } from './socket-frames';
import { tokenVersionsStandIn } from './testing/token-versions-stand-in';

/**
 * Whatever a client sends on /ws ends at most its own socket: the server, the other sockets and the
 * HTTP side go on. The sockets are real `ws` clients against a real server.
 */
let services: StartedServices;
let server: http.Server;
let realtime: ReturnType<typeof attachRealtime>;
let wsUrl: string;
let healthUrl: string;
let token: string;

/** short, so the test of the timeout is quick; the hostile frames keep their unsigned sockets younger than half of it */
const AUTH_TIMEOUT_MS = 600;

beforeAll(async () => {
  services = await startServices(['masterdata'], { demo: false });
  const deps = services.deps;
  const tokenVersions = await tokenVersionsStandIn(deps);
  const service = services.app('masterdata').callback();
  server = http.createServer(service);
  realtime = attachRealtime(server, { ...deps, tokenVersions }, { ...SOCKET_LIMITS, authTimeoutMs: AUTH_TIMEOUT_MS });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  wsUrl = `ws://${base}/ws`;
  healthUrl = `http://${base}/api/masterdata/health`;
  token = await testToken(deps, { username: 'alice', pool_id: 1, profile_id: 7 });
});

afterAll(async () => {
  realtime.close();
  await new Promise<void>((r) => server.close(() => r()));
  await services.close();
});

interface Opened {
  ws: WebSocket;
  replies: unknown[];
  closed: Promise<number>;
}

/** A socket, signed in (answered 'authenticated') when asked; every reply and the close code are recorded. */
async function openSocket(signIn: boolean): Promise<Opened> {
  const ws = new WebSocket(wsUrl);
  const replies: unknown[] = [];
  ws.on('message', (raw) => replies.push(JSON.parse(raw.toString())));
  // the client side of a socket the server closed mid-frame may report an error: the test only reads the code
  ws.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('unexpected-response', reject);
  });
  if (signIn) {
    ws.send(JSON.stringify({ type: 'auth', token }));
    await until(() => replies.some((r) => (r as { type: string }).type === 'authenticated'));
  }
  return { ws, replies, closed };
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 5)))
    if (Date.now() > end) throw new Error(`not seen in ${ms} ms`);
}

const healthAnswers = async () => (await fetch(healthUrl)).status;

it('closes a frame over the size limit with 1009, before and after sign-in', async () => {
  for (const signIn of [false, true]) {
    const { ws, closed } = await openSocket(signIn);
    ws.send('x'.repeat(SOCKET_LIMITS.maxMessageBytes + 1024));
    expect(await closed).toBe(CLOSE_TOO_BIG);
  }
  expect(await healthAnswers()).toBe(200);
});

it('closes invalid UTF-8 and malformed messages with 1007, binary frames with 1008', async () => {
  const cases: [string | Buffer, boolean, number][] = [
    [Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), false, CLOSE_MALFORMED],
    ['{"type":', false, CLOSE_MALFORMED],
    [JSON.stringify({ type: 'publish', channel: channels.requestLocking(1), payload: { action: 'block' } }), false, CLOSE_MALFORMED],
    [JSON.stringify({ type: 'subscribe', channel: 12 }), false, CLOSE_MALFORMED],
    [Buffer.from(JSON.stringify({ type: 'auth', token })), true, CLOSE_POLICY],
  ];
  for (const [frame, binary, code] of cases) {
    const { ws, closed } = await openSocket(true);
    ws.send(frame, { binary });
    expect(await closed).toBe(code);
  }
});

it("signs in with a token over 5 KB, as large as an administrator's with its rights and roles", async () => {
  const roles = Array.from({ length: 160 }, (_, i) => `ROLE_SCHOOL_${i}`);
  const admin = await testToken(services.deps, { username: 'admin', is_sysadmin: true, allow: Object.values(Permission), roles });
  expect(admin.length).toBeGreaterThan(5_000);
  const { ws, replies } = await openSocket(false);
  ws.send(JSON.stringify({ type: 'auth', token: admin }));
  await until(() => replies.some((r) => (r as { type: string }).type === 'authenticated'));
  ws.close();
});

it('closes a socket that has not signed in within the time allowed, and keeps one that has', async () => {
  const silent = await openSocket(false);
  const signedIn = await openSocket(true);
  expect(await silent.closed).toBe(TOKEN_EXPIRED_CLOSE);
  await new Promise((r) => setTimeout(r, AUTH_TIMEOUT_MS));
  expect(signedIn.ws.readyState).toBe(WebSocket.OPEN);
  signedIn.ws.close();
});

it('closes a connection that sends more messages in a second than allowed with 1008', async () => {
  // the test clock stands still: every message falls in one second
  const { ws, replies, closed } = await openSocket(true);
  for (let i = 0; i < SOCKET_LIMITS.messagesPerSecond; i++)
    ws.send(JSON.stringify({ type: 'unsubscribe', channel: channels.requestChanged(1) }));
  expect(await closed).toBe(CLOSE_POLICY);
  expect(replies).toEqual([{ type: 'authenticated' }]);
});

type Frame = { signIn: boolean; data: string | Buffer; binary: boolean; kind: string };

const text = (kind: string, arb: fc.Arbitrary<string>) => arb.map((data) => ({ kind, data, binary: false }));
const frameArb: fc.Arbitrary<Frame> = fc
  .record({
    signIn: fc.boolean(),
    frame: fc.oneof(
      text(
        'oversized',
        fc.integer({ min: 1, max: 4096 }).map((n) => '"'.padEnd(SOCKET_LIMITS.maxMessageBytes + n, 'a')),
      ),
      fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => ({ kind: 'binary', data: Buffer.from(bytes), binary: true })),
      // a lone continuation byte is never valid UTF-8
      fc
        .string({ maxLength: 40 })
        .map((s) => ({ kind: 'invalid-utf8', data: Buffer.concat([Buffer.from(s), Buffer.from([0x80])]), binary: false })),
      text(
        'invalid-json',
        fc.string({ maxLength: 200 }).filter((s) => !isJson(s)),
      ),
      text(
        'unknown-type',
        fc
          .oneof(
            fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
            fc.record({
              type: fc.string({ maxLength: 12 }).filter((t) => !['auth', 'subscribe', 'unsubscribe'].includes(t)),
              channel: fc.string(),
            }),
            fc.record({ type: fc.constant('publish'), channel: fc.constant(channels.requestLocking(1)), payload: fc.jsonValue() }),
            fc.record({ type: fc.constantFrom('subscribe', 'auth'), channel: fc.jsonValue(), token: fc.integer() }),
          )
          .map((v) => JSON.stringify(v)),
      ),
      text(
        'foreign-channel',
        fc
          .oneof(
            fc.integer({ min: 2, max: 2_000_000 }).map((pool) => channels.requestChanged(pool)),
            fc.integer({ min: 8, max: 1000 }).map((profile) => channels.profileInvitation(1, profile)),
            fc.string({ maxLength: 100 }),
          )
          .map((channel) => JSON.stringify({ type: 'subscribe', channel })),
      ),
    ),
  })
  .map(({ signIn, frame }) => ({ signIn, ...frame }));

function isJson(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}

/** What the server must do with a frame: close with a code, or answer with an error and stay open. */
function expected(frame: Frame): number | 'refused' {
  if (frame.kind === 'oversized') return CLOSE_TOO_BIG;
  if (frame.kind === 'binary') return CLOSE_POLICY;
  if (frame.kind === 'foreign-channel') return frame.signIn ? 'refused' : TOKEN_EXPIRED_CLOSE;
  return CLOSE_MALFORMED;
}

it('survives 1,000 generated hostile frames before and after sign-in; health answers and no socket is left behind', async () => {
  const frames = fc.sample(frameArb, { numRuns: 1000, seed: 21 });
  const counts = new Map<string, number>();
  const open: Partial<Record<'in' | 'out', Opened & { sent: number; openedAt: number }>> = {};
  for (const frame of frames) {
    const key = frame.signIn ? 'in' : 'out';
    const outcome = expected(frame);
    for (let attempt = 1; ; attempt++) {
      // a socket past its message allowance is closed for that, one not signed in when its time is up:
      // start a new one well before either
      const stale = open[key] && !frame.signIn && Date.now() - open[key].openedAt > AUTH_TIMEOUT_MS / 2;
      if (!open[key] || open[key].sent >= SOCKET_LIMITS.messagesPerSecond - 2 || stale) {
        open[key]?.ws.close();
        open[key] = { ...(await openSocket(frame.signIn)), sent: 0, openedAt: Date.now() };
      }
      const socket = open[key];
      const repliesBefore = socket.replies.length;
      socket.ws.send(frame.data, { binary: frame.binary });
      socket.sent += 1;
      if (outcome === 'refused') {
        await until(() => socket.replies.length > repliesBefore);
        expect(socket.replies.at(-1)).toMatchObject({ type: 'error', message: 'channel not allowed' });
        break;
      }
      const code = await socket.closed;
      delete open[key];
      // a loaded machine can hold the frame back until the sign-in time is up: that close is the
      // timeout's, not the frame's, so the frame goes again on a new socket
      const timedOut = code === TOKEN_EXPIRED_CLOSE && !frame.signIn && Date.now() - socket.openedAt >= AUTH_TIMEOUT_MS;
      if (timedOut && outcome !== TOKEN_EXPIRED_CLOSE && attempt < 5) continue;
      expect([frame.kind, code]).toEqual([frame.kind, outcome]);
      break;
    }
    counts.set(frame.kind, (counts.get(frame.kind) ?? 0) + 1);
  }
  open.in?.ws.close();
  open.out?.ws.close();
  // every kind was generated many times
  for (const kind of ['oversized', 'binary', 'invalid-utf8', 'invalid-json', 'unknown-type', 'foreign-channel'])
    expect(counts.get(kind)).toBeGreaterThan(50);
  expect(await healthAnswers()).toBe(200);
  const ok = await openSocket(true);
  ok.ws.send(JSON.stringify({ type: 'subscribe', channel: channels.requestChanged(1) }));
  await until(() => ok.replies.length === 2);
  expect(ok.replies[1]).toEqual({ type: 'subscribed', channel: channels.requestChanged(1) });
  ok.ws.close();
  await until(() => realtime.clientCount() === 0);
}, 120_000);
