import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

async function inEnglish(page: Page, username: string, pool?: string) {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, username, pool ? { pool } : {});
}

/** Picks a label in the Labels tab's picker by its name. */
async function addLabel(page: Page, name: string) {
  await page.getByTestId('person-labels-add').click();
  await page.getByRole('option', { name, exact: true }).click();
}

test("a label is assigned and taken off in the person popup; the group's rule answers with the server's text", async ({ page }) => {
  const person = await asAdmin<{ id: number }>('POST', '/person', { first_name: 'Label', last_name: `Test${Date.now()}` });
  await inEnglish(page, 'admin', 'Stichting Demo');
  await page.goto(`/person/${person.id}/labels`);
  await expect(page.getByTestId('entity-preview-person')).toBeVisible();
  await expect(page.getByTestId('person-labels-empty')).toHaveText('No labels yet.');

  await addLabel(page, 'Kortdurend');
  const chip = page.getByTestId('person-labels').getByRole('button', { name: 'Kortdurend' });
  await expect(chip).toBeVisible();
  // Inzetbaarheid is not multiselect: a second label of it is refused by the server
  await addLabel(page, 'Langdurend');
  await expect(page.getByTestId('person-labels-error')).toHaveText('Only one label of the group Inzetbaarheid can be chosen.');
  await addLabel(page, 'PABO');
  await expect(page.getByTestId('person-labels-error')).toBeHidden();
  expect((await asAdmin<{ name: string }[]>('GET', `/person/${person.id}/labels`)).map((l) => l.name)).toEqual(['PABO', 'Kortdurend']);

  await page.getByLabel('Remove Kortdurend').click();
  await expect(chip).toBeHidden();
  expect((await asAdmin<{ name: string }[]>('GET', `/person/${person.id}/labels`)).map((l) => l.name)).toEqual(['PABO']);
});

test("the branch popup's persons tab lists the persons with a contract at the branch and opens one", async ({ page }) => {
  const { branches } = await asAdmin<{ branches: { id: number; name: string }[] }>('GET', '/inputs?inputs[branches][search]=Regenboog');
  const regenboog = branches.find((b) => b.name === 'De Regenboog')!.id;
  const [iris] = await asAdmin<{ id: number }[]>('GET', `/person?search[name]=${encodeURIComponent('Iris Invaller')}`);

  await inEnglish(page, 'admin', 'Stichting Demo');
  await page.goto(`/branch/${regenboog}`);
  await expect(page.getByTestId('entity-preview-branch')).toBeVisible();
  await page.getByTestId('entity-popup-tab-persons').click();
  await expect(page).toHaveURL(new RegExp(`/branch/${regenboog}/persons$`));
  const row = page.getByTestId(`branch-persons-row-${iris!.id}`);
  await expect(row).toContainText('Iris Invaller');
  // the person list's cells: the date of birth as DD-MM-YYYY, the gender translated
  await expect(row).toContainText('30-01-1992');
  await expect(row).toContainText('Female');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/person/${iris!.id}$`));
  await expect(page.getByTestId('entity-preview-person')).toBeVisible();

  await page.goto(`/branch/${regenboog}/settings`);
  await page.getByTestId('branch-settings-open').click();
  await expect(page).toHaveURL(new RegExp(`/settings\\?branch=${regenboog}$`));
});

test('my data shows the signed-in substitute their own card, read-only', async ({ page }) => {
  await inEnglish(page, 'invaller');
  await page.goto('/person/me');
  await expect(page.getByTestId('my-data-name')).toHaveText('Iris Invaller');
  await expect(page.getByTestId('my-data-form-first_name')).toHaveValue('Iris');
  await expect(page.getByTestId('my-data-form-first_name')).toBeDisabled();
  await expect(page.getByTestId('my-data-form-birth_date')).toHaveValue('30-01-1992');
  await expect(page.getByTestId('my-data-save')).toHaveCount(0);

  await page.getByTestId('my-data-tab-labels').click();
  await expect(page).toHaveURL(/\/person\/me\/labels$/);
  await expect(page.getByTestId('person-labels').getByText('Kortdurend')).toBeVisible();
  await expect(page.getByTestId('person-labels-add')).toHaveCount(0);

  await page.getByTestId('my-data-tab-contract').click();
  await expect(page.getByTestId('my-data-contracts-row').first()).toContainText('De Regenboog');
  await expect(page.getByTestId('my-data-contracts-row').first()).toContainText('24-08-2026');

  await page.getByTestId('my-data-tab-account').click();
  await expect(page.getByTestId('my-data-account')).toContainText('invaller@demo.invalpool.nl');
});

test('the manage page shows a card per menu group linking to the lists', async ({ page }) => {
  await inEnglish(page, 'admin', 'Stichting Demo');
  await page.goto('/manage');
  for (const group of ['admin', 'group_admin', 'global_admin', 'pool_admin', 'working_days_admin'])
    await expect(page.getByTestId(`manage-card-${group}`)).toBeVisible();
  await expect(page.getByTestId('manage-card-admin')).toContainText('Persons');
  await expect(page.getByTestId('manage-link-manage')).toHaveCount(0);
  await page.getByTestId('manage-link-vacation').click();
  await expect(page).toHaveURL(/\/vacation$/);
  await expect(page.getByTestId('entity-list-vacation')).toBeVisible();
});
