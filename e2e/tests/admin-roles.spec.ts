import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

const LOCK = 'PERMISSION_REQUEST_LOCK';

async function openRoleList(page: Page) {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/role');
  await expect(page.getByTestId('entity-list-role')).toBeVisible();
}

test('as admin a role gets a permission on its Permissions tab, saved and still there after a reload', async ({ page }) => {
  const code = `ROLE_E2E_${Date.now()}`;
  const role = await asAdmin<{ id: number }>('POST', '/role', { code, name: 'E2E rechten' });
  await openRoleList(page);
  await page.getByTestId('entity-list-search').fill(code);
  await page.getByTestId(`entity-list-row-${role.id}`).click();
  await page.getByTestId('entity-popup-tab-permissions').click();
  await expect(page).toHaveURL(new RegExp(`/role/${role.id}/permissions$`));

  await page.getByTestId('role-permissions-search').fill('request_lock');
  await expect(page.getByTestId('role-permissions-group-REQUEST')).toBeVisible();
  await expect(page.getByTestId('role-permission-PERMISSION_REQUEST_VIEW')).toHaveCount(0);
  await expect(page.getByTestId(`role-permission-${LOCK}-unset`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId(`role-permission-${LOCK}-allow`).click();
  // unsaved: another tab asks first; declined, the change stays
  await page.getByTestId('entity-popup-tab-summary').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-no').click();
  await expect(page.getByTestId(`role-permission-${LOCK}-allow`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('role-permissions-save').click();
  await expect(page.getByTestId('entity-popup-toast').last()).toBeVisible();
  await expect(page.getByTestId('role-permissions-save')).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId(`role-permission-${LOCK}-allow`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('role-permissions-counts')).toHaveText('1 toegestaan, 0 geweigerd');
  expect((await asAdmin<{ allow: string[] }>('GET', `/role/${role.id}`)).allow).toEqual([LOCK]);
});

test("a role shows what its parent gives, read-only, with the parent's code", async ({ page }) => {
  const roles = await asAdmin<{ id: number; code: string }[]>('GET', '/role?itemsPerPage=-1');
  const substitute = roles.find((r) => r.code === 'ROLE_SUBSTITUTE')!;
  await openRoleList(page);
  await page.goto(`/role/${substitute.id}/permissions`);
  await expect(page.getByTestId('role-permission-PERMISSION_PLANNING_VIEW-inherited')).toContainText('ROLE_EMPLOYEE');
  await expect(page.getByTestId('role-permission-PERMISSION_PLANNING_VIEW-unset')).toHaveAttribute('aria-pressed', 'true');
});

test('a planner without ROLE_ALL gets 403 on /role, in the app and from the API', async ({ page }) => {
  await login(page, 'planner');
  await page.goto('/role');
  await expect(page.getByTestId('error-page-access-denied')).toBeVisible();
  // Dutch, the default language
  await expect(page.getByTestId('error-page-message')).toHaveText('Onvoldoende rechten');

  const { token } = await apiToken('planner', 'demo');
  const answer = await fetch(`${BASE_URL}/api/role?_locale=en`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(403);
  expect((await answer.json()).meta.messages[0].message).toBe('Not enough permissions');
});

test("a new data supplier's token shows once after create, and regenerating shows a new one after a confirmation", async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/data-supplier/new');
  await page.getByTestId('entity-form-name').fill('E2E leverancier');
  await page.getByTestId('entity-form-code').fill(`e2e-${Date.now()}`);
  await page.getByTestId('entity-form-save').click();

  const value = page.getByTestId('reveal-once-value');
  await expect(value).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('reveal-once-warning')).toBeVisible();
  // the record opens only once the user is done with the token
  await expect(page).toHaveURL(/\/data-supplier\/new$/);
  const first = await value.inputValue();
  await page.getByTestId('reveal-once-done').click();
  await expect(page).toHaveURL(/\/data-supplier\/\d+$/);
  await expect(page.getByTestId('reveal-once-dialog')).toHaveCount(0);

  await page.getByTestId('entity-popup-tab-token').click();
  await page.getByTestId('data-supplier-token-regenerate').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-yes').click();
  await expect(value).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  expect(await value.inputValue()).not.toBe(first);
  await page.getByTestId('reveal-once-done').click();
  await expect(page.getByTestId('reveal-once-dialog')).toHaveCount(0);
});
