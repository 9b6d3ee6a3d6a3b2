import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login, openUserMenu } from '../support/session';

/**
 * The user menu's actions not covered by access.spec.ts (two-factor, change password and support
 * are there): the language switch, and logout after a confirmation.
 */

test('the language switch turns the page and the server messages English and back to Dutch, kept in the locale cookie', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'nl', url: BASE_URL }]);
  await login(page, 'planner');
  await openUserMenu(page);
  await expect(page.getByTestId('user-menu-change-password')).toHaveText('Wachtwoord wijzigen');
  await page.getByTestId('language-en').click();
  await openUserMenu(page);
  await expect(page.getByTestId('user-menu-change-password')).toHaveText('Change password');
  await expect(page.getByTestId('language-en')).toHaveClass(/Mui-selected/);
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');

  // a server message follows the page's language
  await page.getByTestId('user-menu-change-password').click();
  const dialog = page.getByTestId('change-password-dialog');
  await dialog.getByTestId('change-password-current').fill('Not#TheRight1');
  await dialog.getByTestId('change-password-new').fill('Nieuw#2025x');
  await dialog.getByTestId('change-password-confirmation').fill('Nieuw#2025x');
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('change-password-error')).toContainText('Current password is incorrect');
  await page.keyboard.press('Escape');

  await page.reload();
  await openUserMenu(page);
  await page.getByTestId('language-nl').click();
  await openUserMenu(page);
  await expect(page.getByTestId('user-menu-change-password')).toHaveText('Wachtwoord wijzigen');
  await page.getByTestId('user-menu-change-password').click();
  await dialog.getByTestId('change-password-current').fill('Not#TheRight1');
  await dialog.getByTestId('change-password-new').fill('Nieuw#2025x');
  await dialog.getByTestId('change-password-confirmation').fill('Nieuw#2025x');
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('change-password-error')).toContainText('Huidig wachtwoord is onjuist');
});

test('logout asks first: No stays signed in, Yes ends the session', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'school');
  await openUserMenu(page);
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-no').click();
  await expect(page.getByTestId('confirm-dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openUserMenu(page);
  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  // the session is gone: an app route sends to login again
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/logout$|\/login$/);
});
