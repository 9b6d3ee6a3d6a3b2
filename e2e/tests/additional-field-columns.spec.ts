import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { rows } from '../support/entity-list';
import { login } from '../support/session';

/** The demo's branch field 'Brede school' (yes/no) set to yes on De Regenboog, through the Other data API. */
async function markCommunitySchool(): Promise<{ fieldId: number; branchId: number }> {
  const fields = await asAdmin<{ id: number; key: string; location: string }[]>('GET', '/additional-field?itemsPerPage=-1');
  const field = fields.find((f) => f.key === 'community_school' && f.location === 'branch');
  if (!field) throw new Error("no demo field 'Brede school'");
  const [branch] = await asAdmin<{ id: number; name: string }[]>('GET', '/branch?search[name]=Regenboog');
  if (branch?.name !== 'De Regenboog') throw new Error('no demo branch De Regenboog');
  await asAdmin('PUT', `/branch/${branch.id}/additional-fields`, { values: { community_school: true } });
  return { fieldId: field.id, branchId: branch.id };
}

const header = (page: Page) => page.getByRole('columnheader');

test("the branch list offers the 'Brede school' field as a column: switched on it shows the value, sorts and stays on", async ({
  page,
}) => {
  const { fieldId, branchId: regenboog } = await markCommunitySchool();
  const column = `field_${fieldId}`;
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/branch');
  await expect(rows(page).first()).toBeVisible();
  // hidden until switched on
  await expect(header(page).filter({ hasText: 'Brede school' })).toHaveCount(0);

  await page.getByTestId('entity-list-columns').click();
  await page.getByTestId(`entity-list-column-${column}`).click();
  await expect(page.getByTestId(`entity-list-column-${column}`)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(header(page).filter({ hasText: 'Brede school' })).toHaveCount(1);
  await expect(page.getByTestId(`entity-list-row-${regenboog}`).getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();

  // ascending: yes before the branches without a value
  await page.getByTestId(`entity-list-sort-${column}`).click();
  await expect(rows(page).first()).toHaveAttribute('data-testid', `entity-list-row-${regenboog}`);

  await page.reload();
  await expect(header(page).filter({ hasText: 'Brede school' })).toHaveCount(1);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('COLUMNS_branch')))!)).toEqual([column]);
});

test("a request's Other data tab edits the pool's request fields; the request list shows the value as a column", async ({ page }) => {
  const fields = await asAdmin<{ id: number; key: string; location: string }[]>('GET', '/additional-field?itemsPerPage=-1');
  const hoursField =
    fields.find((f) => f.key === 'hours_per_week' && f.location === 'request') ??
    (await asAdmin<{ id: number }>('POST', '/additional-field', {
      name: 'Uren per week',
      label: 'Uren per week',
      key: 'hours_per_week',
      type: 'integer',
      location: 'request',
      validation: 'max:40',
    }));
  const [request] = await asAdmin<{ id: number }[]>('GET', '/request?itemsPerPage=25');
  if (!request) throw new Error('no demo request');

  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto(`/request/${request.id}/other-data`);
  const hours = page.getByTestId('request-other-data-hours_per_week');
  await hours.fill('41');
  await page.getByTestId('request-other-data-save').click();
  await expect(page.getByText('The Uren per week may not be greater than 40.')).toBeVisible();
  await hours.fill('32');
  await page.getByTestId('request-other-data-save').click();
  await expect(page.getByTestId('request-other-data-notice')).toHaveText('De overige gegevens zijn opgeslagen.');
  await page.reload();
  await expect(page.getByTestId('request-other-data-hours_per_week')).toHaveValue('32');

  // the request list (staffing's data) offers the field as an optional column: switched on, the saved value shows
  const column = `field_${hoursField.id}`;
  await page.goto('/request');
  const row = page.getByTestId(`request-list-row-${request.id}`);
  await expect(row).toBeVisible();
  await expect(header(page).filter({ hasText: 'Uren per week' })).toHaveCount(0);
  await page.getByTestId('request-list-columns').click();
  await page.getByTestId(`request-list-column-${column}`).click();
  await page.keyboard.press('Escape');
  await expect(header(page).filter({ hasText: 'Uren per week' })).toHaveCount(1);
  // the field's own cell, under its header (another column, such as the open dayparts, may count 32 too)
  const fieldColumn = (await header(page).allTextContents()).findIndex((text) => text.includes('Uren per week'));
  await expect(row.getByRole('cell').nth(fieldColumn)).toHaveText('32');
  // sorted on it the request with a value comes first, ascending and descending (records without a value last)
  const first = page.locator('[data-testid^="request-list-row-"]').first();
  await page.getByTestId(`request-list-sort-${column}`).click();
  await expect(first).toHaveAttribute('data-testid', `request-list-row-${request.id}`);
  await page.getByTestId(`request-list-sort-${column}`).click();
  await expect(header(page).filter({ hasText: 'Uren per week' })).toHaveAttribute('aria-sort', 'descending');
  await expect(first).toHaveAttribute('data-testid', `request-list-row-${request.id}`);
});
