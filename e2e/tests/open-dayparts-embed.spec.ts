import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';

/**
 * A school's intranet page (another origin: a tiny server on 127.0.0.1) frames the
 * open-dayparts overview of an embed token the administrator issued for that origin; a page the
 * token does not name is refused framing by the gateway's frame-ancestors (ADR 0084).
 */
let intranet: http.Server;
let origin: string;

test.beforeAll(async () => {
  intranet = http.createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="nl"><title>Intranet</title><h1>Intranet</h1><iframe id="embed" title="Open dagdelen" src="${src}" width="1000" height="700"></iframe></html>`,
    );
  });
  await new Promise<void>((resolve) => intranet.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(intranet.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => intranet.close(() => resolve())));
// the refused framing is what the second test proves: Chromium logs the gateway's frame-ancestors refusal
test.use({ guard: { allowErrors: [/violates the following Content Security Policy directive: "frame-ancestors/] } });

const issue = (origins: string[]) =>
  asAdmin<{ id: number; token: string }>('POST', '/embed-token', { label: `e2e ${Date.now()}`, origins });
const framed = (token: string) => `${origin}/?src=${encodeURIComponent(`${BASE_URL}/embed/overview-open-dayparts/${token}`)}`;

test('the intranet page of the allowed origin frames the overview, which loads its data', async ({ page }) => {
  const { token } = await issue([origin]);
  await page.goto(framed(token));
  const frame = page.frameLocator('#embed');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/^(Open dayparts of|Openstaande dagdelen van) /);
  await expect(frame.getByTestId('open-dayparts-date')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await expect(frame.getByTestId('open-dayparts-view')).toBeEnabled();
  await expect(frame.getByTestId('open-dayparts-loading')).toHaveCount(0);
});

test("a page of another origin is refused framing, and a revoked token's overview answers 404", async ({ page }) => {
  const elsewhere = await issue(['https://intranet.other-school.nl']);
  const embedUrl = `${BASE_URL}/embed/overview-open-dayparts/${elsewhere.token}`;
  const answered = page.waitForResponse(embedUrl);
  await page.goto(framed(elsewhere.token));
  expect((await answered).headers()['content-security-policy']).toContain('frame-ancestors https://intranet.other-school.nl');
  // the browser puts its error page in the frame instead of the overview
  await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
  await expect(page.frameLocator('#embed').getByTestId('open-dayparts-date')).toHaveCount(0);

  const revokedToken = await issue([origin]);
  await asAdmin('DELETE', `/embed-token/${revokedToken.id}`);
  const direct = await fetch(`${BASE_URL}/api/embed/overview-open-dayparts/${revokedToken.token}`);
  expect(direct.status).toBe(404);
});
