import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientErrorReport } from '@app/contracts';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { installErrorReporting } from './error-reporting';
import { lastFailedCall, noteFailedCall } from './failed-calls';

/** A real HTTP server playing the gateway: a failing API call with its request id, the client config and a collector. */
describe('error reports of the page', () => {
  let server: http.Server;
  let base: string;
  let errorUrl: string | null = '/collector';
  const reports: ClientErrorReport[] = [];
  let configCalls = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0];
        res.setHeader('content-type', 'application/json');
        if (path === '/api/person') {
          res.statusCode = 500;
          res.setHeader('x-request-id', 'req-4711');
          return res.end(JSON.stringify({ data: null, meta: { messages: [{ type: 'error', title: 'Error', message: 'Broken' }] } }));
        }
        if (path === '/api/client-config') {
          configCalls++;
          res.statusCode = errorUrl ? 200 : 503;
          return res.end(JSON.stringify({ data: { error_url: errorUrl }, meta: {} }));
        }
        if ((path === '/collector' || path === '/api/client-errors') && req.method === 'POST') {
          reports.push({ ...(JSON.parse(body) as ClientErrorReport), page: `${path} <- ${(JSON.parse(body) as ClientErrorReport).page}` });
          return res.end(JSON.stringify({ data: null, meta: {} }));
        }
        res.statusCode = 404;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const relativeFetch: typeof fetch = (input, init) => fetch(`${base}${String(input)}`, init);
  const page = () => {
    const target = new EventTarget() as EventTarget & Pick<Window, 'location' | 'navigator'>;
    Object.assign(target, { location: { pathname: '/request/12', search: '?tab=summary' }, navigator: { userAgent: 'jest' } });
    return target;
  };
  const fire = (target: EventTarget, type: string, fields: Record<string, unknown>) =>
    target.dispatchEvent(Object.assign(new Event(type), fields));
  const until = async (count: number) => {
    for (let i = 0; i < 100 && reports.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  };

  it('the API client keeps the request id of the last failed call, also on the error it throws', async () => {
    const client = createApiClient({
      baseUrl: `${base}/api`,
      locale: () => 'en',
      token: async () => 'tok',
      versions: { get: () => null, set: () => undefined },
      onVersionChange: () => undefined,
      onUnauthorized: () => undefined,
      onFailedCall: noteFailedCall,
    });
    const error = await client.get('/person', { query: { filter: 'secret' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('req-4711');
    expect(lastFailedCall()).toEqual({ method: 'GET', path: '/person', status: 500, requestId: 'req-4711' });
  });

  it('sends an uncaught error once to the configured endpoint with the failed call, the page and the versions', async () => {
    const target = page();
    const stop = installErrorReporting({ target, fetch: relativeFetch, lastFailedCall, appVersion: () => 'v2025.10.5' });
    const boom = new Error('Cannot read properties of undefined');
    fire(target, 'error', { error: boom, message: boom.message });
    fire(target, 'error', { error: boom, message: boom.message });
    fire(target, 'unhandledrejection', { reason: 'no answer' });
    await until(2);
    stop();
    fire(target, 'error', { error: new Error('after stop'), message: 'after stop' });
    await new Promise((r) => setTimeout(r, 100));
    expect(configCalls).toBe(1);
    // sent side by side: in either order
    expect([...reports].sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      {
        kind: 'error',
        message: 'Cannot read properties of undefined',
        stack: boom.stack,
        page: '/collector <- /request/12?tab=summary',
        request_id: 'req-4711',
        failed_call: { method: 'GET', path: '/person', status: 500 },
        app_version: 'v2025.10.5',
        user_agent: 'jest',
      },
      expect.objectContaining({ kind: 'unhandledrejection', message: 'no answer', stack: null, request_id: 'req-4711' }),
    ]);
  });

  it("caps a page's reports, and falls back to the gateway's endpoint when the config cannot be read", async () => {
    reports.length = 0;
    errorUrl = null;
    const target = page();
    const stop = installErrorReporting({ target, fetch: relativeFetch, lastFailedCall, appVersion: () => null, maxReports: 3 });
    for (let i = 0; i < 10; i++) fire(target, 'error', { error: new Error(`loop ${i}`), message: `loop ${i}` });
    await until(3);
    await new Promise((r) => setTimeout(r, 100));
    stop();
    expect(reports.map((r) => r.message).sort()).toEqual(['loop 0', 'loop 1', 'loop 2']);
    expect(reports.every((r) => r.page.startsWith('/api/client-errors <- '))).toBe(true);
  });
});
