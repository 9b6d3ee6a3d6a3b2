import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

test('admin switches from Stichting Demo to Stichting Noord after a reload', async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  // the login's pool list lives in memory only: the page must ask the server after a reload
  await page.reload();
  await page.goto(`/switching-pool?redirect=${encodeURIComponent('/inbox')}`);

  const pagePanel = page.getByTestId('switching-pool-page');
  await expect(pagePanel).toBeVisible();
  await expect(page.getByTestId('switching-pool-footer')).toBeVisible();
  await expect(page.getByTestId('switching-pool-footer').getByRole('link')).toHaveAttribute('href', '/logout');

  const poolInput = page.getByTestId('switching-pool-pool').getByRole('combobox');
  const profileInput = page.getByTestId('switching-pool-profile').getByRole('combobox');
  await expect(poolInput).toHaveValue('Stichting Demo');
  // both pools of the sysadmin are offered, so the pool selector is enabled
  await expect(poolInput).toBeEnabled();

  await poolInput.click();
  await page.getByRole('option', { name: 'Stichting Noord', exact: true }).click();
  await expect(poolInput).toHaveValue('Stichting Noord');

  // admin has one profile in Stichting Noord: it is chosen, and its selector is disabled
  await expect(profileInput).toHaveValue('Administrator@Stichting Noord Bestuur');
  await expect(profileInput).toBeDisabled();

  const enter = page.getByTestId('switching-pool-enter');
  await expect(enter).toBeEnabled();
  await enter.click();

  await expect(page).toHaveURL(/\/inbox$/);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-pool')).toContainText('Stichting Noord');
});
