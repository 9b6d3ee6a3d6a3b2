import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { newOffer } from '../support/offers';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * The live side of offers: the planner keeps a request open while the substitute answers from a phone;
 * the planner's screen follows without a reload (the request's realtime channel).
 */

async function plannerWatching(browser: Browser, request: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  const page = await context.newPage();
  await login(page, 'planner');
  await page.goto(`/request/${request}/summary`);
  // a fresh context downloads the requests module first
  await expect(page.getByTestId('request-details-dayparts')).toContainText('2 in total', { timeout: 30_000 });
  return page;
}

async function phone(browser: Browser): Promise<Page> {
  const { defaultBrowserType: _unused, ...pixel } = devices['Pixel 5'];
  const context = await browser.newContext(pixel);
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  return context.newPage();
}

test("an acceptance on the phone shows on the planner's open request at once", async ({ browser }) => {
  const { request, links } = await newOffer('invitation', 1);
  const planner = await plannerWatching(browser, request);
  await expect(planner.getByTestId('request-details-dayparts')).toContainText('0 planned');

  const substitute = await phone(browser);
  await substitute.goto(links[0]!);
  await substitute.getByTestId('offer-accept').click();
  await substitute.getByTestId('offer-accept-confirm').click();
  await expect(substitute.getByTestId('offer-result')).toHaveText('Thank you! You have accepted the invitation and are planned.');

  await expect(planner.getByTestId('request-notification')).toContainText(`A substitute was planned on request #${request}`);
  await expect(planner.getByTestId('request-details-dayparts')).toContainText('2 planned');
  await planner.getByTestId('request-tab-timeline').click();
  await expect(planner.getByTestId('timeline-entry-invitation_accepted')).toBeVisible();
});

test('a reservation denied on the phone frees the dayparts on the planner screen, with the remark on the timeline', async ({ browser }) => {
  const { request, links } = await newOffer('reservation', 1);
  const planner = await plannerWatching(browser, request);

  const substitute = await phone(browser);
  await substitute.goto(links[0]!);
  await substitute.getByTestId('offer-deny').click();
  await substitute.getByTestId('offer-remark').fill('Ik sta die dag al voor een andere klas.');
  await substitute.getByTestId('offer-deny-confirm').click();
  await expect(substitute.getByTestId('offer-result')).toHaveText('You have denied the reservation. Thank you for letting us know.');

  await expect(planner.getByTestId('request-notification')).toContainText(`Request #${request} was changed`);
  await planner.getByTestId('request-tab-timeline').click();
  await expect(planner.getByTestId('timeline-entry-reservation_denied')).toContainText('Ik sta die dag al voor een andere klas.');
});

test("the planner's and the phone's contexts of the tests above are closed after them, not left rendering for the rest of the run", async ({
  browser,
}) => {
  // the guard closes what a test opened (support/guard.ts); this test's own context is the one left
  expect(browser.contexts()).toHaveLength(1);
});
