import { expect, test } from '../support/guard';
import { typeDate } from '../support/dates';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * A failed call shows the spec's error dialog (ERR-DLG, ERR-GEN-03) with the request id the server
 * logged it under, for support: a list that cannot be read is a critical error (no close button,
 * only the way to the dashboard); a write the user cannot fix is a closable one with its code's text.
 * The calls fail for real: the test spoils what the page sends, and the server answers it.
 */
test('a list that cannot be read shows the critical error with its code and request id', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'nl', url: BASE_URL }]);
  await login(page, 'planner');
  // the list's call goes out with a page number the service refuses (422)
  await page.route(
    (url) => url.pathname === '/api/request',
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('page', 'nul');
      return route.continue({ url: url.toString() });
    },
  );
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/request');
  await page.goto('/request');
  const failed = await answer;
  expect(failed.status()).toBeGreaterThanOrEqual(400);
  const requestId = failed.headers()['x-request-id']!;
  expect(requestId).toBeTruthy();

  const dialog = page.getByTestId('error-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Kritieke fout');
  await expect(page.getByTestId('error-dialog-subtitle')).toHaveText(`Fout ${failed.status()}`);
  await expect(dialog).toContainText('Er is een kritieke fout opgetreden. Ga naar je dashboard.');
  await expect(page.getByTestId('error-dialog-request-id')).toHaveText(`Verzoek-id voor de helpdesk: ${requestId}`);
  await expect(page.getByTestId('error-dialog-close')).toHaveCount(0);
  expect((await dialog.boundingBox())!.width).toBe(330);

  await page.unroute((url) => url.pathname === '/api/request');
  await page.getByTestId('go-to-dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog).toHaveCount(0);
});

test('a write refused as a bad request shows the closable 400 dialog with its request id', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'planner');
  await page.goto('/request-group/new');
  await page.getByTestId('group-form-reference').fill('E2E bad request');
  await typeDate(page.getByTestId('group-form-period_start'), '01-12-2026');
  await typeDate(page.getByTestId('group-form-period_end'), '28-02-2027');
  // the body goes out as something that is no JSON: the gateway answers 400
  await page.route(
    (url) => url.pathname === '/api/request-group',
    (route) => (route.request().method() === 'POST' ? route.continue({ postData: '{"reference":' }) : route.continue()),
  );
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/request-group' && r.request().method() === 'POST');
  await page.getByTestId('group-form-save').click();
  const failed = await answer;
  expect(failed.status()).toBe(400);

  const dialog = page.getByTestId('error-dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Bad request');
  await expect(dialog).toContainText('Something went wrong. Please contact the site administrator if the problem persists.');
  await expect(page.getByTestId('error-dialog-request-id')).toHaveText(`Request id for support: ${failed.headers()['x-request-id']}`);
  await page.getByTestId('error-dialog-close').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('group-popup')).toBeVisible();
});
