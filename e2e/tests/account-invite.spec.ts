import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { inviteDemoPerson, renameAccount } from '../support/admin-api';
import { mailText } from '../support/outbox';
import { BASE_URL } from '../support/product';

/**
 * Account invitations end to end: giving a role to a person without an account mails a link
 * (read from notify's outbox); the public page registers a new account or lets an existing one
 * join, and the new profile then logs in.
 */

const NEW_PASSWORD = 'Uitnodiging#2026';

// each test builds on the account the one before made
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

/** Invites the person and answers the invitation page's path from the mail. */
async function invitationPath(email: string, roleCode: string): Promise<string> {
  const since = Date.now();
  await inviteDemoPerson(email, roleCode);
  const [, path] = await mailText(email, /https?:\/\/[^/\s]+(\/account\/invite\/[A-Za-z0-9_-]+)/, since);
  return path as string;
}

async function loginAs(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('register: the invited person creates an account, lands home, and logs in with the new profile', async ({ page }) => {
  const path = await invitationPath('jan.jansen@demo.invalpool.nl', 'ROLE_SUBSTITUTE');
  await page.goto(path);
  await expect(page.getByTestId('account-invite-pool')).toContainText('Stichting Demo');
  await page.getByTestId('account-invite-tab-register').click();
  const form = page.getByTestId('account-invite-register');
  // the invitation fills in the person's name and e-mail
  await expect(form.getByTestId('invite-register-email')).toHaveValue('jan.jansen@demo.invalpool.nl');
  await expect(form.getByTestId('invite-register-full-name')).toHaveValue(/Jansen/);

  await form.getByTestId('invite-register-submit').click();
  await expect(page.getByTestId('account-invite-incomplete')).toBeVisible();

  await form.getByTestId('invite-register-username').fill('jan.jansen');
  await form.getByTestId('invite-register-password').fill('zwak');
  await form.getByTestId('invite-register-password-confirmation').fill('zwak');
  await form.getByTestId('invite-register-submit').click();
  await expect(page.getByTestId('account-invite-register')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  // a username that is taken: the server's 422 is listed
  await form.getByTestId('invite-register-username').fill('planner');
  await form.getByTestId('invite-register-password').fill(NEW_PASSWORD);
  await form.getByTestId('invite-register-password-confirmation').fill(NEW_PASSWORD);
  await form.getByTestId('invite-register-submit').click();
  await expect(page.getByTestId('account-invite-errors')).toContainText('This value is already used.');

  await form.getByTestId('invite-register-username').fill('jan.jansen');
  await form.getByTestId('invite-register-submit').click();
  // the answer signs the new profile in: home opens without a login
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-full-name')).toContainText('Jan Jansen');
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.clear());

  // the link is used up
  await page.goto(path);
  await expect(page.getByTestId('account-invite-error')).toContainText('The invitation has expired.');

  await loginAs(page, 'jan.jansen', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-full-name')).toContainText('Jan Jansen');
  await expect(page.getByTestId('user-roles')).toContainText('Substitute');
});

test('join: an existing account joins with its password and then chooses between its profiles', async ({ page }) => {
  const path = await invitationPath('lotte.visser@demo.invalpool.nl', 'ROLE_EMPLOYEE');
  await page.goto(path);
  const form = page.getByTestId('account-invite-join');
  await expect(form).toBeVisible();
  await form.getByTestId('invite-join-email').fill('jan.jansen@demo.invalpool.nl');
  await form.getByTestId('invite-join-password').fill('Not#TheRight1');
  await form.getByTestId('invite-join-submit').click();
  await expect(page.getByTestId('account-invite-errors')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await form.getByTestId('invite-join-password').fill(NEW_PASSWORD);
  await form.getByTestId('invite-join-submit').click();
  // signed in with the profile just joined
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-roles')).toContainText('Employee');
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.clear());

  // the account now has two profiles in the demo pool: the profile step shows both
  await loginAs(page, 'jan.jansen', NEW_PASSWORD);
  const step = page.getByTestId('login-profile-step');
  await expect(step).toContainText('Substitute');
  await expect(step).toContainText('Employee');
  await step.getByText('Employee').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-roles')).toContainText('Employee');
});

test('an administrator renaming the account ends its open session at once', async ({ page }) => {
  // the page listens on its profile's account channel once signed in
  const listening = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => /"subscribed".*\/account"/.test(String(f.payload)) }));
  await loginAs(page, 'jan.jansen', NEW_PASSWORD);
  await page.getByTestId('login-profile-step').getByText('Substitute').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await listening;
  await renameAccount('jan.jansen', 'jan.j');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await loginAs(page, 'jan.j', NEW_PASSWORD);
  await expect(page.getByTestId('login-profile-step')).toBeVisible();
});
