import { z } from 'zod';
import { InputMessages, JSON_MAX_DEPTH } from '@app/contracts';
import { requiredText } from '@app/contracts/field-schemas';
import { createLog } from '../log';
import { startTestServer, testRoute, testServiceApi, type TestServer } from '../testing';
import { validate } from '../validate';
import type { ServiceDeps } from '../service';
import { createServiceApp } from './service-app';
import { ok } from './envelope';

/** Every service's edge through a real server: what no schema of any route should have to meet. */
let server: TestServer;
let reached = 0;

beforeAll(async () => {
  const deps = { log: createLog('test', 'silent') } as ServiceDeps;
  const echo = testRoute('post', '/demo/echo');
  const search = testRoute('get', '/demo/search');
  const app = createServiceApp(testServiceApi('demo', [echo, search]), deps, (mount) => {
    // a schema that takes any string and a recursive one: the edge must refuse before either runs
    const tree: z.ZodType<unknown> = z.lazy(() => z.union([z.number(), z.array(tree), z.record(z.string(), tree)]));
    mount(echo, (ctx) => {
      reached += 1;
      ok(ctx, validate(z.object({ note: z.string().optional(), tree: tree.optional() }), ctx.request.body));
    });
    mount(search, (ctx) => ok(ctx, ctx.query));
  });
  server = await startTestServer(app);
});

afterAll(() => server.close());

const nested = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

describe('control characters', () => {
  it.each(['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u001f'])(
    'refuses %j in any string or key with 422 on its field',
    async (c) => {
      const before = reached;
      const res = await server.call('POST', '/api/demo/echo', { body: { note: `a${c}b`, tree: { [`k${c}`]: 1 }, list: ['ok', `x${c}`] } });
      expect(res.status).toBe(422);
      expect(res.body.meta.errors).toEqual({
        note: [InputMessages.controlCharacters],
        [`tree.k${c}`]: [InputMessages.controlCharacters],
        'list.1': [InputMessages.controlCharacters],
      });
      expect(reached).toBe(before);
    },
  );

  it('takes tab, line feed and carriage return as text', async () => {
    const res = await server.call('POST', '/api/demo/echo', { body: { note: 'a\tb\nc\r\nd' } });
    expect(res.status).toBe(200);
    expect(res.body.data.note).toBe('a\tb\nc\r\nd');
  });

  it('says so in Dutch too', async () => {
    const res = await server.call('POST', '/api/demo/echo?_locale=nl', { body: { note: 'a\u0000' } });
    expect(res.body.meta.errors).toEqual({ note: ['Dit veld mag geen stuurtekens bevatten.'] });
  });

  it('refuses a control character in a query parameter', async () => {
    const res = await server.call('GET', '/api/demo/search?filters[name]=a%00b');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.meta.errors)).toEqual(['filters[name]']);
  });

  it("names the field with the shared text schema's message, in English and Dutch", () => {
    const parsed = requiredText('First name').safeParse('Jan\u0000');
    expect(parsed.success ? null : parsed.error.issues.map((i) => i.message)).toEqual([
      'The First name may not contain control characters.',
    ]);
    expect(requiredText('First name').safeParse('Jan\tvan\nDam').success).toBe(true);
  });
});

describe('nesting', () => {
  it(`takes a body ${JSON_MAX_DEPTH} levels deep and refuses one deeper with 422 before any schema runs`, async () => {
    expect((await server.call('POST', '/api/demo/echo', { raw: `{"tree":${nested(JSON_MAX_DEPTH - 1)}}` })).status).toBe(200);
    const before = reached;
    for (const depth of [JSON_MAX_DEPTH + 1, 1_000, 100_000]) {
      const res = await server.call('POST', '/api/demo/echo', { raw: `{"tree":${nested(depth)}}` });
      expect([depth, res.status, res.body.meta.errors]).toEqual([depth, 422, { _: [InputMessages.bodyTooDeep] }]);
    }
    expect(reached).toBe(before);
  });

  it('refuses a body over 1 MB with 413, never a 500', async () => {
    const res = await server.call('POST', '/api/demo/echo', { body: { note: 'x'.repeat(1024 * 1024 + 1) } });
    expect(res.status).toBe(413);
  });
});
