import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

test('PLT-SHELL-02: the signed-in shell shows the pool message in the page language; closed, it stays closed', async ({
  page,
  context,
}) => {
  // three page loads of the whole signed-in app
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'locale', value: 'nl', url: BASE_URL }]);
  await login(page, 'planner');
  const message = page.getByTestId('pool-message');
  // the dashboard loads beside it: a loaded machine answers the pool's call late
  await expect(message).toContainText('Welkom bij de invalpool van Stichting Demo.', { timeout: 30_000 });
  // the session keeps the pool's overrides (ID-LOGIN-09)
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app-session') ?? '{}') as { state?: { overrides?: unknown } });
  expect(stored.state?.overrides).toMatchObject({ logo: null, custom_messages: { nl: 'Welkom bij de invalpool van Stichting Demo.' } });

  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await page.reload();
  await expect(message).toContainText('Welcome to the substitute pool of Stichting Demo.');
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(message).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('app-logo')).toBeVisible();
  await expect(message).toBeHidden();
});
