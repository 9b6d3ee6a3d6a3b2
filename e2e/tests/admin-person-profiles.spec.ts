import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { mailText } from '../support/outbox';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * The person popup's Profiles tab as the sysadmin: giving a role to a person without an account mails
 * an account invitation; a person with an account gets a second profile at once and loses it again;
 * the last profile cannot be removed.
 */

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
});

async function demoPersonId(email: string): Promise<number> {
  const [person] = await asAdmin<{ id: number; email: string }[]>('GET', `/person?search[q]=${encodeURIComponent(email)}`);
  if (person?.email !== email) throw new Error(`no demo person ${email}`);
  return person.id;
}

/** Opens the Profiles tab of the person and gives the role at the branch through the dialog. */
async function giveRole(page: Page, personId: number, branch: string, role: string) {
  await page.goto(`/person/${personId}/profiles`);
  await expect(page.getByTestId('entity-preview-person')).toBeVisible();
  await page.getByTestId('person-profiles-add').click();
  const dialog = page.getByTestId('person-profiles-dialog');
  // the form says what is missing before anything is sent
  await page.getByTestId('person-profiles-save').click();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await page.getByTestId('person-profiles-branch').fill(branch);
  await page.getByRole('option', { name: branch, exact: true }).click();
  await page.getByTestId('person-profiles-roles').click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await page.getByTestId('person-profiles-save').click();
  await expect(dialog).toBeHidden();
}

test('a role given to a person without an account sends the invitation mail', async ({ page }) => {
  const email = 'daan.bakker@demo.invalpool.nl';
  const daan = await demoPersonId(email);
  const since = Date.now();
  await giveRole(page, daan, 'Het Kompas', 'School');
  await expect(page.getByTestId('person-profiles-invited')).toHaveText(
    `The person has no account yet: an invitation mail was sent to ${email}.`,
  );
  await mailText(email, /\/account\/invite\/[A-Za-z0-9_-]+/, since);
  // an invitation is no profile yet
  await expect(page.getByTestId('person-profiles-empty')).toBeVisible();
});

test('a person with an account gets a second profile and loses it again; the last one stays', async ({ page }) => {
  const sanne = await demoPersonId('school@demo.invalpool.nl');
  await giveRole(page, sanne, 'Het Kompas', 'Employee');
  await expect(page.getByTestId('person-profiles-added')).toHaveText('The profile was added.');
  const rows = page.getByTestId('person-profiles').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const added = rows.filter({ hasText: 'Het Kompas' });
  await expect(added).toContainText('Employee');
  await expect(added).toContainText('Stichting Demo');

  await added.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Remove this profile? The person can no longer log in with it.');
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('person-profiles-removed')).toHaveText('The profile was removed.');
  await expect(rows).toHaveCount(1);
  expect((await asAdmin<{ branch: { name: string } }[]>('GET', `/person/${sanne}/profiles`)).map((p) => p.branch.name)).toEqual([
    'De Regenboog',
  ]);

  // the last profile: Remove is disabled and says why
  const last = rows.first().getByRole('button', { name: 'Remove' });
  await expect(last).toBeDisabled();
  await rows
    .first()
    .getByTestId(/^person-profile-remove-wrap-/)
    .hover();
  await expect(page.getByRole('tooltip')).toHaveText('Person must have at least one profile.');
});
