import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { mailText } from '../support/outbox';
import { login, openUserMenu, PASSWORD } from '../support/session';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

test('the user menu shows name, roles, pool and the new account actions', async ({ page }) => {
  await login(page, 'planner');
  await openUserMenu(page);
  await expect(page.getByTestId('user-full-name')).not.toBeEmpty();
  await expect(page.getByTestId('user-pool')).toContainText('Stichting Demo');
  await expect(page.getByTestId('user-menu-avatar')).toHaveAttribute('href', '/person/me');
  await expect(page.getByTestId('user-menu-two-factor')).toBeVisible();
  await expect(page.getByTestId('user-menu-change-password')).toBeVisible();
  await expect(page.getByTestId('user-menu-support')).toBeVisible();
  // planner has one pool and one profile: no switch
  await expect(page.getByTestId('switch-profile')).toHaveCount(0);
});

test("the support dialog shows the pool's support information", async ({ page }) => {
  await login(page, 'planner');
  await openUserMenu(page);
  await page.getByTestId('user-menu-support').click();
  const dialog = page.getByTestId('support-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('support-text')).toContainText('invalbureau van Stichting Demo');
  await dialog.getByTestId('support-close').click();
  await expect(dialog).toBeHidden();
});

test('the change-password dialog checks the rules, clears all fields on a mismatch and reports a wrong current password', async ({
  page,
}) => {
  await login(page, 'planner');
  await openUserMenu(page);
  await page.getByTestId('user-menu-change-password').click();
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();

  await dialog.getByTestId('change-password-current').fill(PASSWORD);
  await dialog.getByTestId('change-password-new').fill('Nieuw#20255');
  await dialog.getByTestId('change-password-confirmation').fill('Nieuw#20256');
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('change-password-mismatch')).toBeVisible();
  for (const id of ['change-password-current', 'change-password-new', 'change-password-confirmation']) {
    await expect(dialog.getByTestId(id)).toHaveValue('');
  }

  await dialog.getByTestId('change-password-current').fill(PASSWORD);
  await dialog.getByTestId('change-password-new').fill('Weeelkom#2025');
  await dialog.getByTestId('change-password-confirmation').fill('Weeelkom#2025');
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog).toContainText('The password may not contain more than two identical characters in a row');

  await dialog.getByTestId('change-password-current').fill('Not#TheRight1');
  await dialog.getByTestId('change-password-new').fill('Nieuw#2025x');
  await dialog.getByTestId('change-password-confirmation').fill('Nieuw#2025x');
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('change-password-error')).toContainText('Current password is incorrect');
  // still signed in: a 422 does not log out
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('two-factor: turned on after a confirmation, login asks the mailed code with pool and profile kept, turned off again', async ({
  page,
}) => {
  await login(page, 'school');
  await openUserMenu(page);
  await page.getByTestId('user-menu-two-factor').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Turn on two-factor login?');
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('two-factor-toggled')).toContainText('Two-factor login is on.');

  await page.goto('/logout');
  const since = Date.now();
  await page.getByTestId('login-username').fill('school');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-two-factor')).toBeVisible();
  await expect(page.getByTestId('two-factor-choice')).toContainText('Stichting Demo');
  await expect(page.getByTestId('two-factor-choice')).toContainText('@De Regenboog');

  await page.getByTestId('two-factor-code').fill('12');
  await page.getByTestId('two-factor-submit').click();
  await expect(page.getByTestId('login-two-factor')).toContainText('The code has 6 digits');

  const [, code] = await mailText('school@demo.invalpool.nl', /Your access code is (\d{6})/, since);
  await page.getByTestId('two-factor-code').fill(code as string);
  await page.getByTestId('two-factor-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openUserMenu(page);
  await expect(page.getByTestId('user-menu-two-factor-switch')).toBeChecked();
  await page.getByTestId('user-menu-two-factor').click();
  // turning it off asks the password
  const off = page.getByTestId('two-factor-off-dialog');
  await expect(off).toContainText('Turn off two-factor login?');
  await off.getByTestId('two-factor-off-password').fill('Verkeerd#2025');
  await off.getByTestId('two-factor-off-submit').click();
  await expect(off.getByTestId('two-factor-off-error')).toContainText('Current password is incorrect');
  await off.getByTestId('two-factor-off-password').fill(PASSWORD);
  await off.getByTestId('two-factor-off-submit').click();
  await expect(page.getByTestId('two-factor-toggled').last()).toContainText('Two-factor login is off.');
});

test('forgot and reset: the mailed link opens the reset stage and the new password logs in', async ({ page }) => {
  const since = Date.now();
  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  await page.getByTestId('forgot-password-login').fill('invaller@demo.invalpool.nl');
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText('Instructions sent by e-mail.');
  const [, path] = await mailText('invaller@demo.invalpool.nl', /https?:\/\/[^/\s]+(\/login\/reset\/[^\s]+)/, since);
  await page.goto(path as string);
  // the demo password again, so the other tests keep working
  await page.getByTestId('reset-password').fill(PASSWORD);
  await page.getByTestId('reset-password-confirmation').fill(PASSWORD);
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-done')).toContainText('Password changed.');
  await expect(page).toHaveURL(/\/login$/);
  // single use
  await page.goto(path as string);
  await page.getByTestId('reset-password').fill(PASSWORD);
  await page.getByTestId('reset-password-confirmation').fill(PASSWORD);
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Token not found or expired');
  await login(page, 'invaller');
});

test('forgot password sends instructions and a bad reset token is refused', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  await page.getByTestId('forgot-password-login').fill('planner');
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText('Instructions sent by e-mail.');
  await expect(page.getByTestId('login-form')).toBeVisible();

  await page.goto('/login/reset/not-a-real-token');
  const form = page.getByTestId('reset-password-page');
  await expect(form).toBeVisible();
  await form.getByTestId('reset-password').fill('weak');
  await form.getByTestId('reset-password-confirmation').fill('weak');
  await form.getByTestId('reset-password-submit').click();
  await expect(form).toContainText('Password must be at least 8 characters');
  await form.getByTestId('reset-password').fill('Nieuw#2025x');
  await form.getByTestId('reset-password-confirmation').fill('Nieuw#2025x');
  await form.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Token not found or expired');
});

test('without configured providers the login page shows no single sign-on buttons', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('sso-buttons')).toHaveCount(0);
});

test('an unknown account invitation shows the server message instead of the forms', async ({ page }) => {
  await page.goto('/account/invite/not-a-real-token');
  await expect(page.getByTestId('account-invite-page')).toBeVisible();
  await expect(page.getByTestId('account-invite-error')).toBeVisible();
  await expect(page.getByTestId('account-invite-join')).toHaveCount(0);
});
