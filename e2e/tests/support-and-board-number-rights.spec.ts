import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { login, openUserMenu } from '../support/session';

/**
 * The board number and support permission groups hold their rights, and the past-contracts right
 * sits under Persons (ID-PERM-06, ID-PERM-13, ADR 0290); the pool form writes a support text per
 * audience, which the support dialog shows to the holders of that audience's right.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

for (const [locale, texts] of [
  ['nl', { view: 'Bekijken', school: 'Ondersteuningsinformatie voor scholen', past: 'Personen zien van wie de contracten' }],
  ['en', { view: 'View', school: 'Support information for schools', past: 'See persons whose contracts' }],
] as const) {
  test(`ID-PERM-06: the role editor's board number and support groups hold their rights (${locale})`, async ({ page }) => {
    await page.context().addCookies([{ name: 'locale', value: locale, url: BASE_URL }]);
    const roles = await asAdmin<{ id: number; code: string }[]>('GET', '/role?itemsPerPage=-1');
    const school = roles.find((r) => r.code === 'ROLE_SCHOOL')!;
    await login(page, 'admin', { pool: 'Stichting Demo' });
    await page.goto(`/role/${school.id}/permissions`);
    const board = page.getByTestId('role-permissions-group-BOARD_NUMBER');
    await expect(board.getByTestId('role-permission-PERMISSION_BOARD_NUMBER_VIEW')).toContainText(texts.view);
    await expect(page.getByTestId('role-permission-PERMISSION_BOARD_NUMBER_VIEW-allow')).toHaveAttribute('aria-pressed', 'true');
    const support = page.getByTestId('role-permissions-group-SUPPORT');
    await expect(support.getByTestId('role-permission-PERMISSION_SUPPORT_SCHOOL')).toContainText(texts.school);
    await expect(page.getByTestId('role-permission-PERMISSION_SUPPORT_SCHOOL-allow')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId(/^role-permissions-group-[A-Z_]+-empty$/)).toHaveCount(0);
    const persons = page.getByTestId('role-permissions-group-PERSON');
    await expect(persons.getByTestId('role-permission-PERMISSION_CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST')).toContainText(texts.past);
    if (SHOTS) {
      await support.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/role-editor-support-${locale}.png`, fullPage: false });
      await board.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/role-editor-board-number-${locale}.png`, fullPage: false });
    }
  });
}

test("ID-PERM-13: the pool form's support text for schools is what a school reads in the support dialog", async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  const pools = await asAdmin<{ id: number; url: string }[]>('GET', '/pool?itemsPerPage=-1');
  const demo = pools.find((p) => p.url === 'demo')!;
  const text = `Scholen bellen ${Date.now()}`;
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto(`/pool/${demo.id}`);
  const field = page.getByTestId('entity-form-support_texts.school');
  await expect(field).toBeVisible();
  await expect(page.locator('label', { hasText: 'Support information for schools' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pool-form-support-en.png`, fullPage: true });
  await field.fill(text);
  await page.getByTestId('entity-form-save').click();
  await expect(page.getByTestId('entity-popup-toast').last()).toBeVisible();
  try {
    // stored as typed: the form sends the dotted field nested
    expect((await asAdmin<{ support_texts: { school: string } }>('GET', `/pool/${demo.id}`)).support_texts.school).toBe(text);
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
    await login(page, 'school');
    await openUserMenu(page);
    await page.getByTestId('user-menu-support').click();
    await expect(page.getByTestId('support-dialog').getByTestId('support-text')).toContainText(text);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/support-dialog-school-en.png` });
  } finally {
    await asAdmin('PUT', `/pool/${demo.id}`, { support_texts: { admin: '', school: '', substitute: '' } });
  }
});
