import { scriptKbOfColdLoad } from '../support/cold-load';
import { expect, test } from '../support/guard';
import { newInvitation } from '../support/offers';
import { BASE_URL } from '../support/product';

/**
 * The public answer page on a phone: the planner invites two persons for a new request
 * through the API; each opens the link of their mail (support/offers.ts).
 * The first accepts and sees the result; the second then finds the request filled.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

test('two invitees answer through their mail links: the first accepts, the second finds the request filled', async ({ page }) => {
  const {
    branch,
    links: [firstLink, secondLink],
  } = await newInvitation(2);

  await page.goto(firstLink!);
  await expect(page.getByTestId('offer-branch')).toHaveText(`Branch: ${branch}`);
  await expect(page.getByTestId('offer-dayparts')).toContainText('Morning');
  await expect(page.getByTestId('offer-dayparts')).toContainText('Afternoon');
  // made for the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('offer-accept').click();
  await page.getByTestId('offer-accept-confirm').click();
  await expect(page.getByTestId('offer-result')).toHaveText('Thank you! You have accepted the invitation and are planned.');

  await page.goto(secondLink!);
  await expect(page.getByTestId('offer-state-error')).toHaveText('The request has already been filled or cancelled.');
  await expect(page.getByTestId('offer-accept')).toHaveCount(0);

  // a well-formed token that opens nothing is the critical 406
  await page.goto(`/invitation/confirm/${'0'.repeat(32)}`);
  await expect(page.getByTestId('offer-critical')).toContainText('406');
});

// The budget for the page a substitute opens from a text message: at most 80 KB of JavaScript
// (gzip) on a cold load. Bytes, not time: the same on any machine (bench/answer-page-budget.ts also
// prints the LCP). A new import on the page's first load that breaks the budget fails here.
test('the standalone answer page loads at most 80 KB of JavaScript (gzip) on a cold load', async ({ page, context }) => {
  const {
    links: [link],
  } = await newInvitation(1);
  const { kb, scripts } = await scriptKbOfColdLoad(page, context, link!);
  await expect(page.getByTestId('offer-accept')).toBeVisible();
  expect(scripts).toBeGreaterThan(0);
  expect(kb).toBeLessThanOrEqual(80);
});
