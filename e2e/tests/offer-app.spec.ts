import { expect, test } from '../support/guard';
import { newInvitation } from '../support/offers';
import { BASE_URL } from '../support/product';

/**
 * The answer page as an installable app (ADR 0061): manifest and service worker as Chromium's own
 * install check wants them, and the page a phone opened once opens again without a connection,
 * saying clearly that an answer cannot be sent then, and sending it once back online.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

// offline is what this spec provokes: Chromium logs the calls that the lost connection refuses
test.use({ guard: { allowErrors: [/net::ERR_INTERNET_DISCONNECTED/] } });

test('the answer page installs as an app, opens offline and says an answer needs the connection', async ({ page, context }) => {
  const {
    branch,
    links: [link],
  } = await newInvitation(1);
  await page.goto(link!);
  await expect(page.getByTestId('offer-branch')).toHaveText(`Branch: ${branch}`);

  // install criteria: the manifest linked, a service worker registered and controlling the page
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toMatch(/\/modules\/mfe_public\/[^/]+\/sw\.js$/);
  const cdp = await context.newCDPSession(page);
  // Chromium's own install check: nothing missing but a window outside incognito (every test context is one)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // the worker keeps what the page loaded before it took over: the offer too (its call carries the locale)
  const offerCall = `/api${new URL(link!, BASE_URL).pathname.replace('/confirm/', '/token/')}`;
  await expect.poll(() => page.evaluate(async (url) => !!(await caches.match(url, { ignoreSearch: true })), offerCall)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offer-branch')).toHaveText(`Branch: ${branch}`);
  await page.getByTestId('offer-accept').click();
  await page.getByTestId('offer-accept-confirm').click();
  await expect(page.getByTestId('offer-action-error')).toHaveText(
    'ErrorNo connection: your answer was not sent. Please try again once you are back online.',
  );

  await context.setOffline(false);
  await page.getByTestId('offer-accept-confirm').click();
  await expect(page.getByTestId('offer-result')).toHaveText('Thank you! You have accepted the invitation and are planned.');
});
