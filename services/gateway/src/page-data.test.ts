import type http from 'node:http';
import Koa, { type Context } from 'koa';
import type { PageData } from '@app/contracts';
import { dataPath, isBrowserVisit, pageData, pageDataElement } from './page-data';

/** A stand-in for the gateway's app: answers every call with `body` and `status`, and notes what it was asked. */
function app(status: number, body: unknown, delayMs = 0) {
  const asked: { url: string; address: string | undefined; forwarded: string | undefined }[] = [];
  const koa = new Koa();
  koa.use(async (ctx) => {
    asked.push({ url: ctx.url, address: ctx.req.socket.remoteAddress, forwarded: ctx.get('x-forwarded-for') || undefined });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    ctx.status = status;
    ctx.set('x-app-version', 'v1.2.3');
    ctx.body = body;
  });
  return { listener: koa.callback() as http.RequestListener, asked };
}

/** The page request the gateway answers: a browser's visit from 203.0.113.9 unless told otherwise. */
const visit = (headers: Record<string, string> = { 'sec-fetch-dest': 'document' }) =>
  ({
    method: 'GET',
    get: (name: string) => headers[name] ?? '',
    req: { socket: { remoteAddress: '203.0.113.9' } },
  }) as unknown as Context;

/** The data as the page's element carries it, read back. */
const element = (data: PageData | null) =>
  JSON.parse(/^<script type="application\/json" id="page-data">(.*)<\/script>$/s.exec(data ? pageDataElement(data) : '')![1]!);

describe("a public page's data in the page (ADR 0289)", () => {
  it("fills the route's parameters into its data call", () => {
    expect(dataPath('/invitation/token/:token', { token: 'ab12' })).toBe('/invitation/token/ab12');
    expect(dataPath('/invitation/token/:token', { token: '../x?y' })).toBe('/invitation/token/..%2Fx%3Fy');
  });

  it("makes the call only for a browser's visit, not for a link preview or a script", () => {
    expect(isBrowserVisit(visit())).toBe(true);
    expect(isBrowserVisit(visit({}))).toBe(false);
    expect(isBrowserVisit(visit({ 'sec-fetch-dest': 'empty' }))).toBe(false);
  });

  it("makes the call as the browser would, from its address, in the page's language, and puts the answer in the page", async () => {
    const { listener, asked } = app(200, { data: { branch: 'Noord' }, meta: {} });
    const html = await pageData(
      listener,
      visit({ 'sec-fetch-dest': 'document', 'x-forwarded-for': '198.51.100.7' }),
      '/invitation/token/ab12',
      'en',
    );
    expect(asked).toEqual([{ url: '/api/invitation/token/ab12?_locale=en', address: '203.0.113.9', forwarded: '198.51.100.7' }]);
    const data = element(html);
    expect(data).toEqual({ path: '/api/invitation/token/ab12', status: 200, version: 'v1.2.3', body: expect.any(String) });
    expect(JSON.parse(data.body)).toEqual({ data: { branch: 'Noord' }, meta: {} });
  });

  it('keeps a text in the data from ending the element or opening another', async () => {
    const message = '</script><script>alert(1)</script><!--';
    const { listener } = app(200, { data: { message }, meta: {} });
    const data = await pageData(listener, visit(), '/invitation/token/ab12', 'nl');
    const html = pageDataElement(data!);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(element(data).body).data.message).toBe(message);
  });

  it("keeps a refused link's answer (the page says so without a call)", async () => {
    const { listener } = app(406, { data: null, meta: { messages: [{ type: 'error', message: 'gone' }] } });
    expect(element(await pageData(listener, visit(), '/invitation/token/ab12', 'nl')).status).toBe(406);
  });

  it('leaves the page without data for a call that is not public, a refused rate, a failed service or a late answer', async () => {
    const ok = app(200, { data: {} });
    expect(await pageData(ok.listener, visit(), '/auth/current-profile', 'nl')).toBeNull();
    expect(ok.asked).toEqual([]);
    expect(await pageData(app(429, {}).listener, visit(), '/invitation/token/ab12', 'nl')).toBeNull();
    expect(await pageData(app(502, {}).listener, visit(), '/invitation/token/ab12', 'nl')).toBeNull();
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const late = pageData(app(200, {}, 60_000).listener, visit(), '/invitation/token/ab12', 'nl');
      await jest.advanceTimersByTimeAsync(2_000);
      expect(await late).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
