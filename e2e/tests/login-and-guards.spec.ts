import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login, PASSWORD } from '../support/session';

test('a planner with one pool and one profile goes straight to the dashboard', async ({ page }) => {
  await login(page, 'planner');
  // the remote renders inside the layout's main area, beside the drawer
  await expect(page.locator('main').getByTestId('module-mfe_dashboard')).toBeVisible();
  await expect(page).toHaveTitle(/ \| /);
});

test('multi chooses one of two profiles in the profile step', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill('multi');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  const step = page.getByTestId('login-profile-step');
  await expect(step).toBeVisible();
  await expect(step.getByRole('button')).toHaveCount(2);
  await expect(step).toContainText('@De Regenboog');
  await step.getByText(/@De Regenboog/).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('module-mfe_dashboard')).toBeVisible();
});

test('a wrong password is answered inline', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill('planner');
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  // the page is Dutch by default, and the server answers in the locale the page asks for
  await expect(page.getByTestId('login-error')).toContainText('Ongeldige inloggegevens.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty form shows every field message before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-form').locator('.Mui-error')).not.toHaveCount(0);
});

test('an unauthenticated user is sent to logout with the wanted path, except for the dashboard', async ({ page }) => {
  await page.goto('/request/12/summary');
  await expect(page).toHaveURL(/\/logout\?redirect=%2Frequest%2F12%2Fsummary$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/logout$/);
});

test('after login the redirect query brings the user back to the wanted page', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page).toHaveURL(/redirect=%2Fcalendar/);
  await page.getByTestId('login-username').fill('planner');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByTestId('module-mfe_planning')).toBeVisible();
});

test("a substitute gets 403 'Not enough permissions' on the request list and no request menu item", async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'invaller');
  await expect(page.getByTestId('menu-item-dashboard')).toBeVisible();
  await expect(page.getByTestId('menu-item-request')).toHaveCount(0);
  await page.goto('/request');
  await expect(page.getByTestId('error-page-access-denied')).toBeVisible();
  await expect(page.getByTestId('error-page-message')).toHaveText('Not enough permissions');
  await expect(page.getByTestId('module-mfe_requests')).toHaveCount(0);
});

test('an unknown path shows the 404 page with a button to the dashboard', async ({ page }) => {
  await login(page, 'planner');
  await page.goto('/no/such/page');
  await expect(page.getByTestId('error-page-not-found')).toBeVisible();
  await page.getByTestId('go-to-dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout asks for confirmation and ends the session', async ({ page }) => {
  await login(page, 'planner');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page).toHaveURL(/\/(login|logout)/);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/logout\?redirect=%2Fcalendar$/);
});

test('the language switch keeps English in the locale cookie', async ({ page, context }) => {
  await login(page, 'planner');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('language-en').click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
