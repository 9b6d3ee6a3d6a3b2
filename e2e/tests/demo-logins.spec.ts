import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login, openUserMenu } from '../support/session';

/** Every demo account of the README logs in and lands where its roles take it. */

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

const LANDINGS = [
  { username: 'planner', pool: 'Stichting Demo', roles: 'Board', menu: 'menu-item-request' },
  { username: 'school', pool: 'Stichting Demo', roles: 'School', menu: 'menu-item-request' },
  { username: 'invaller', pool: 'Stichting Demo', roles: 'Substitute', menu: 'menu-item-dashboard' },
  { username: 'noord', pool: 'Stichting Noord', roles: 'Board', menu: 'menu-item-request' },
];

for (const account of LANDINGS) {
  test(`${account.username} has one pool and one profile: straight to the dashboard of ${account.pool}`, async ({ page }) => {
    await login(page, account.username);
    await expect(page.getByTestId('module-mfe_dashboard')).toBeVisible();
    await expect(page.getByTestId(account.menu)).toBeVisible();
    const menu = await openUserMenu(page);
    await expect(menu.getByTestId('user-pool')).toContainText(account.pool);
    // role names, not codes
    await expect(menu.getByTestId('user-roles')).toContainText(account.roles);
    await expect(menu.getByTestId('user-roles')).not.toContainText('ROLE_');
    await expect(menu.getByTestId('switch-profile')).toHaveCount(0);
  });
}

test('admin chooses between its two pools, lands on the dashboard and may switch', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('Welkom#2025');
  await page.getByTestId('login-submit').click();
  const step = page.getByTestId('login-pool-step');
  await expect(step).toContainText('Stichting Demo');
  await expect(step).toContainText('Stichting Noord');
  await step.getByText('Stichting Noord', { exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('menu-item-manage')).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('user-pool')).toContainText('Stichting Noord');
  await expect(menu.getByTestId('switch-profile')).toBeVisible();
});

test('multi chooses one of its two profiles by role and branch; the branch shows in the user menu', async ({ page }) => {
  await login(page, 'multi', { profile: /@De Regenboog/ });
  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('user-branch')).toContainText('De Regenboog');
  await expect(menu.getByTestId('switch-profile')).toBeVisible();
  // after a reload the roles and branch come from the server again
  await page.keyboard.press('Escape');
  await page.reload();
  const again = await openUserMenu(page);
  await expect(again.getByTestId('user-branch')).toContainText('De Regenboog');
  await expect(again.getByTestId('user-roles')).not.toContainText('ROLE_');
});

test('a missing right hides the button and the route answers 403; the right shows both', async ({ page }) => {
  // planner (Board) may view branches but not change them, and may not manage branch types
  await login(page, 'planner');
  await page.goto('/branch');
  await expect(page.getByTestId('entity-list-branch')).toBeVisible();
  await expect(page.locator('[data-testid^="entity-list-row-"]').first()).toBeVisible();
  await expect(page.getByTestId('entity-list-create')).toHaveCount(0);
  await page.goto('/branch-type');
  await expect(page.getByTestId('error-page-access-denied')).toBeVisible();
  await expect(page.getByTestId('error-page-message')).toHaveText('Not enough permissions');

  await page.goto('/logout');
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/branch');
  await expect(page.getByTestId('entity-list-create')).toBeVisible();
  await page.goto('/branch-type');
  await expect(page.getByTestId('error-page-access-denied')).toHaveCount(0);
});
