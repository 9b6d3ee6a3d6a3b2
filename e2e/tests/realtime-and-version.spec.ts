import { expect, test } from '../support/guard';
import { BASE_URL, restartWithVersion } from '../support/product';
import { PASSWORD } from '../support/session';

test('a new product version reloads an open page on its next API answer', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { loadedBefore: boolean }).loadedBefore = true));
  await restartWithVersion('v2025.10.6');
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('login-username').fill('planner');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { loadedBefore?: boolean }).loadedBefore)).toBeUndefined();
  const health = await fetch(`${BASE_URL}/api/health`);
  expect(health.headers.get('x-app-version')).toBe('v2025.10.6');
});
