import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicCall } from '@app/contracts';
import { createApiClient, type ApiClientDeps } from './api-client';
import { ApiError } from './api-error';

interface Seen {
  url: string;
  auth: string | undefined;
  body: string;
}

describe('api client against a real HTTP server', () => {
  let server: http.Server;
  let base: string;
  let version = 'v2025.10.5';
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization, body });
        const path = (req.url ?? '').split('?')[0];
        res.setHeader('x-app-version', version);
        res.setHeader('content-type', 'application/json');
        // a raised token version: only the renewed token gets through
        if (path === '/api/versioned') {
          res.statusCode = req.headers.authorization === 'Bearer tok-2' ? 200 : 401;
          return res.end(JSON.stringify({ data: res.statusCode === 200 ? { ok: true } : null, meta: {} }));
        }
        if (path === '/api/secret') {
          res.statusCode = 401;
          return res.end(
            JSON.stringify({ data: null, meta: { messages: [{ type: 'error', title: 'Error', message: 'Your session has expired.' }] } }),
          );
        }
        if (path === '/api/auth/pool') {
          res.statusCode = 401;
          return res.end(
            JSON.stringify({ data: null, meta: { messages: [{ type: 'error', title: 'Error', message: 'Invalid credentials.' }] } }),
          );
        }
        if (path === '/api/broken') {
          res.statusCode = 500;
          res.setHeader('x-request-id', 'req-500');
          return res.end(
            JSON.stringify({ data: null, meta: { messages: [{ type: 'error', title: 'Error', message: 'An unknown error occurred.' }] } }),
          );
        }
        if (path === '/api/invalid') {
          res.statusCode = 422;
          return res.end(JSON.stringify({ data: null, meta: { errors: { name: ['The name field is required.'] } } }));
        }
        res.end(JSON.stringify({ data: { ok: true, echo: body }, meta: {} }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function client(over: Partial<ApiClientDeps> = {}) {
    let stored: string | null = null;
    const calls = { reload: 0, unauthorized: 0 };
    const api = createApiClient({
      baseUrl: base,
      locale: () => 'en',
      token: async () => 'tok-1',
      isPublicCall,
      versions: { get: () => stored, set: (v) => (stored = v) },
      onVersionChange: () => calls.reload++,
      onUnauthorized: () => calls.unauthorized++,
      ...over,
    });
    return { api, calls, stored: () => stored };
  }

  beforeEach(() => {
    seen.length = 0;
    version = 'v2025.10.5';
  });

  it('sends _locale and the bearer token, and parses { data, meta }', async () => {
    const { api } = client();
    const answer = await api.post<{ ok: boolean; echo: string }>('/things', { a: 1 }, { query: { active: true, ids: [1, 2] } });
    expect(answer.data.ok).toBe(true);
    expect(JSON.parse(answer.data.echo)).toEqual({ a: 1 });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.searchParams.get('_locale')).toBe('en');
    expect(url.searchParams.get('active')).toBe('1');
    expect(url.searchParams.getAll('ids[]')).toEqual(['1', '2']);
    expect(seen[0]!.auth).toBe('Bearer tok-1');
  });

  it('sends no token on public calls such as auth/pool', async () => {
    const { api, calls } = client();
    await expect(api.post('/auth/pool', { username: 'a', password: 'b' })).rejects.toMatchObject({ status: 401 });
    expect(seen[0]!.auth).toBeUndefined();
    expect(calls.unauthorized).toBe(0);
  });

  it('tells a public call by its method and whole path, as the services declare it', async () => {
    const { api } = client();
    await api.get('/app-device/key');
    await api.post('/app-device', {});
    await api.get('/pool/url/demo');
    await api.get('/pool/url/demo/extra');
    expect(seen.map((s) => s.auth)).toEqual([undefined, 'Bearer tok-1', undefined, 'Bearer tok-1']);
  });

  it('stores the first version and reloads when a later response carries another', async () => {
    const { api, calls, stored } = client();
    await api.get('/one');
    expect(stored()).toBe('v2025.10.5');
    expect(calls.reload).toBe(0);
    await api.get('/two');
    expect(calls.reload).toBe(0);
    version = 'v2025.11.0';
    await api.get('/three');
    expect(calls.reload).toBe(1);
    expect(stored()).toBe('v2025.11.0');
  });

  it('reports a 401 on an authenticated call and throws an ApiError with the meta', async () => {
    const { api, calls } = client();
    const error = await api.get('/secret').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Your session has expired.');
    expect(calls.unauthorized).toBe(1);
  });

  it('after a 401 renews the token once and repeats the call; a refused renewal ends the session', async () => {
    const renewed = client({ renewToken: async () => 'tok-2' });
    expect((await renewed.api.get<{ ok: boolean }>('/versioned')).data).toEqual({ ok: true });
    expect(seen.map((s) => s.auth)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(renewed.calls.unauthorized).toBe(0);
    seen.length = 0;
    const refused = client({ renewToken: async () => null });
    await expect(refused.api.get('/versioned')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(refused.calls.unauthorized).toBe(1);
    // logout names its own token and is never renewed
    seen.length = 0;
    await expect(renewed.api.post('/versioned', {}, { bearer: 'tok-old' })).rejects.toMatchObject({ status: 401 });
    expect(seen.map((s) => s.auth)).toEqual(['Bearer tok-old']);
  });

  it('does not report a 401 when no token was sent', async () => {
    const { api, calls } = client({ token: async () => null });
    await expect(api.get('/secret')).rejects.toBeInstanceOf(ApiError);
    expect(calls.unauthorized).toBe(0);
  });

  it('exposes field errors of a 422', async () => {
    const { api } = client();
    const error = (await api.post('/invalid', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ name: ['The name field is required.'] });
    expect(error.message).toBe('Error 422');
  });

  it('tells of every failed write, answered or not, and of no read (the error dialog of the page)', async () => {
    const failed: unknown[] = [];
    const { api } = client({ onFailedWrite: (error) => failed.push(error) });
    await expect(api.post('/broken', {})).rejects.toMatchObject({ status: 500, requestId: 'req-500' });
    await expect(api.get('/broken')).rejects.toMatchObject({ status: 500 });
    await expect(api.put('/invalid', {})).rejects.toMatchObject({ status: 422 });
    expect(failed.map((e) => (e as ApiError).status)).toEqual([500, 422]);
    expect((failed[0] as ApiError).requestId).toBe('req-500');
    // a server that does not answer at all
    const gone = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api',
      locale: () => 'en',
      token: async () => null,
      versions: { get: () => null, set: () => undefined },
      onVersionChange: () => undefined,
      onUnauthorized: () => undefined,
      onFailedWrite: (error) => failed.push(error),
    });
    await expect(gone.delete('/thing')).rejects.toMatchObject({ name: 'TypeError' });
    expect(failed[2]).toMatchObject({ name: 'TypeError' });
  });
});
