import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { typeDate } from '../support/dates';
import { login } from '../support/session';

const popup = (page: Page) => page.getByTestId('entity-preview-person');
const field = (page: Page, key: string) => page.getByTestId(`entity-form-${key}`);

async function asAdminInEnglish(page: Page) {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
}

/** Creates a person through the create popup and answers its id (the URL it lands on). */
async function createPerson(page: Page, lastName: string): Promise<number> {
  await page.goto('/person');
  await expect(page.getByTestId('entity-list-person')).toBeVisible();
  await page.getByTestId('entity-list-create').click();
  await expect(page).toHaveURL(/\/person\/new$/);
  const dialog = page.getByTestId('entity-create-person');
  await expect(dialog).toBeVisible();

  await page.getByTestId('entity-form-save').click();
  await expect(page.getByTestId('entity-form-summary')).toHaveText('Please fix all the validation errors.');
  await expect(dialog.getByText('The First name field is required.')).toBeVisible();

  await field(page, 'first_name').fill('Sanne');
  await field(page, 'last_name').fill(lastName);
  // the mask: digits only, shown DD-MM-YYYY
  await typeDate(field(page, 'birth_date'), '05031990');
  await expect(field(page, 'birth_date')).toHaveValue('05-03-1990');
  await typeDate(field(page, 'intake_date'), '31022020');
  await field(page, 'city').click();
  // a date that does not exist clears when the field is left
  await expect(field(page, 'intake_date')).toHaveValue('');
  await page.getByTestId('entity-form-save').click();
  await expect(page).toHaveURL(/\/person\/\d+$/);
  await expect(popup(page)).toBeVisible();
  await expect(page.getByTestId('entity-popup-title')).toHaveText(`Sanne ${lastName}`);
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

test('a person is created, previewed, edited and saved; the record page keeps its tab in the URL', async ({ page }) => {
  await asAdminInEnglish(page);
  const lastName = `Persoon${Date.now()}`;
  const id = await createPerson(page, lastName);

  await expect(field(page, 'birth_date')).toHaveValue('05-03-1990');
  await field(page, 'city').fill('Utrecht');
  await field(page, 'planning_blockade').check();
  await expect(field(page, 'planning_blockade_remark')).toBeVisible();
  await field(page, 'planning_blockade_remark').fill('Tijdelijk niet inzetbaar');
  await page.getByTestId('entity-form-save').click();
  await expect(page.getByTestId('entity-popup-toast').filter({ hasText: /^Item #\d+ was saved\.$/ })).toBeVisible();

  // the record page opened directly shows the saved values
  await page.goto(`/person/${id}/summary`);
  await expect(popup(page)).toBeVisible();
  await expect(field(page, 'city')).toHaveValue('Utrecht');
  await expect(field(page, 'planning_blockade')).toBeChecked();
  await expect(field(page, 'planning_blockade_remark')).toHaveValue('Tijdelijk niet inzetbaar');

  await page.getByTestId('entity-popup-tab-profiles').click();
  await expect(page).toHaveURL(new RegExp(`/person/${id}/profiles$`));
  await expect(page.getByTestId('person-profiles-empty')).toBeVisible();
  await page.getByTestId('entity-popup-tab-account').click();
  await expect(page).toHaveURL(new RegExp(`/person/${id}/account$`));
  await page.getByTestId('entity-popup-tab-summary').click();
  await expect(field(page, 'city')).toHaveValue('Utrecht');
});

test('rows open the preview; back and forward close and reopen it; Escape closes only without unsaved changes', async ({ page }) => {
  await asAdminInEnglish(page);
  const lastName = `Terug${Date.now()}`;
  const id = await createPerson(page, lastName);
  await page.getByTestId('entity-popup-close').click();
  await expect(page).toHaveURL(/\/person$/);
  await expect(popup(page)).toHaveCount(0);

  await page.getByTestId('entity-list-search').fill(lastName);
  await page.getByTestId('entity-list-search').press('Enter');
  await page.getByTestId(`entity-list-row-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/person/${id}$`));
  await expect(popup(page)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/person$/);
  await expect(popup(page)).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/person/${id}$`));
  await expect(popup(page)).toBeVisible();

  // unsaved changes: Escape keeps the popup, close and back ask first
  await field(page, 'city').fill('Amersfoort');
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeVisible();
  await page.getByTestId('entity-popup-close').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('You have unsaved changes. Do you want to leave without saving?');
  await page.getByTestId('confirm-no').click();
  await expect(popup(page)).toBeVisible();
  await page.getByTestId('entity-popup-tab-profiles').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-no').click();
  await expect(page).toHaveURL(new RegExp(`/person/${id}$`));
  await page.goBack();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-no').click();
  await expect(page).toHaveURL(new RegExp(`/person/${id}$`));
  await expect(field(page, 'city')).toHaveValue('Amersfoort');
  await page.getByTestId('entity-popup-close').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page).toHaveURL(/\/person$/);
  await expect(popup(page)).toHaveCount(0);

  // without changes Escape closes
  await page.getByTestId(`entity-list-row-${id}`).click();
  await expect(popup(page)).toBeVisible();
  await expect(field(page, 'city')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/person$/);
  await expect(popup(page)).toHaveCount(0);
});

test('a person is archived and restored from the preview', async ({ page }) => {
  await asAdminInEnglish(page);
  await createPerson(page, `Archief${Date.now()}`);
  await expect(page.getByTestId('entity-popup-archived')).toHaveCount(0);
  await page.getByTestId('entity-popup-archive').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('entity-popup-archived')).toHaveText('Archived');
  await page.getByTestId('entity-popup-unarchive').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('entity-popup-archived')).toHaveCount(0);
  await expect(page.getByTestId('entity-popup-archive')).toBeVisible();
});

test('a contract is added to the person in the Contracts tab', async ({ page }) => {
  await asAdminInEnglish(page);
  const id = await createPerson(page, `Contract${Date.now()}`);
  await page.getByTestId('entity-popup-tab-contract').click();
  await expect(page).toHaveURL(new RegExp(`/person/${id}/contract$`));
  await expect(page.getByTestId('entity-tab-contract-empty')).toBeVisible();
  await page.getByTestId('entity-tab-contract-create').click();
  const dialog = page.getByTestId('entity-create-contract');
  await expect(dialog).toBeVisible();
  await expect(field(page, 'person_id')).toHaveValue(/Contract\d+/);
  await field(page, 'contract_type_id').click();
  await page.getByRole('option').first().click();
  await field(page, 'branch_id').click();
  await page.getByRole('option', { name: 'De Regenboog', exact: true }).click();
  await typeDate(field(page, 'start_date'), '01082025');
  await page.getByTestId('entity-form-save').click();
  await expect(dialog.getByText('The End date field is required.')).toBeVisible();
  await typeDate(field(page, 'end_date'), '31072026');
  await page.getByTestId('entity-form-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('entity-tab-contract-row')).toHaveCount(1);
  await expect(page.getByTestId('entity-tab-contract-row')).toContainText('01-08-2025');
});
