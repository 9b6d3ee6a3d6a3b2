import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { SSO_TEST } from '../support/sso-provider';

// oidc-provider's development pages link a stylesheet on a host this machine cannot resolve, and it has no favicon
test.use({ guard: { allowErrors: [/net::ERR_NAME_NOT_RESOLVED/, /status of 404 .*\/favicon\.ico$/] } });

/** Signs in at the test provider's own pages (oidc-provider's development sign-in and consent). */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the demo pool login shows its provider; signing in there lands on the dashboard as the demo planner', async ({ page }) => {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.goto('/login/demo');
  const button = page.getByTestId(`sso-button-${SSO_TEST.code}`);
  // Dutch by default
  await expect(button).toHaveText(SSO_TEST.text.nl);
  await button.click();

  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await signInAtProvider(page, 'planner@demo.invalpool.nl');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main').getByTestId('module-mfe_dashboard')).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-full-name')).toHaveText('Pieter de Planner');
  await expect(page.getByTestId('user-pool')).toContainText('Stichting Demo');
  // the way back carried a one-time ticket, never a token
  expect(addresses.some((a) => a.includes('sso_ticket='))).toBe(true);
  expect(addresses.some((a) => /[?&](token|refresh_token|access_token)=/.test(a))).toBe(false);
});

test('an e-mail address without an account gets the generic error inline on the pool login page', async ({ page }) => {
  await page.goto('/login/demo');
  await page.getByTestId(`sso-button-${SSO_TEST.code}`).click();
  await signInAtProvider(page, 'nobody@demo.invalpool.nl');
  await expect(page).toHaveURL(/\/login\/demo$/);
  await expect(page.getByTestId('login-error')).toHaveText(
    'Inloggen via single sign-on is mislukt. Log in met je wachtwoord of neem contact op met je beheerder.',
  );
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('the plain login page lists no providers: they belong to a pool', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('sso-buttons')).toHaveCount(0);
});
