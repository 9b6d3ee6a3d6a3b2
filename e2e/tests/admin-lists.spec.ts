import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { archiveAndRestore, firstColumn, rowId, rows } from '../support/entity-list';
import { login } from '../support/session';

async function openBranchList(page: Page) {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/branch');
  await expect(page.getByTestId('entity-list-branch')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test('the branch list shows the demo branches and the search narrows it', async ({ page }) => {
  await openBranchList(page);
  await expect(rows(page).filter({ hasText: 'De Regenboog' }).first()).toBeVisible();
  await expect(page.getByTestId('entity-list-create')).toBeVisible();
  await expect(page.getByTestId('entity-list-page-size')).toHaveValue('25');

  await page.getByTestId('entity-list-search').fill('  Kompas ');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Het Kompas');

  await page.getByTestId('entity-list-search').fill('no such branch at all');
  await expect(page.getByTestId('entity-list-empty')).toBeVisible();
  await page.getByTestId('entity-list-search').fill('');
  await expect(rows(page).filter({ hasText: 'De Vlinder' })).toHaveCount(1);
});

test('sorting by name toggles the order and is remembered with the page size', async ({ page }) => {
  await openBranchList(page);
  await page.getByTestId('entity-list-sort-name').click();
  await expect
    .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('SORT_branch'))) ?? '{}').sort)
    .toEqual({ column: 'name', order: 'asc' });
  const ascending = await firstColumn(page);
  expect(ascending.length).toBeGreaterThan(2);
  await page.getByTestId('entity-list-sort-name').click();
  await expect.poll(() => firstColumn(page)).toEqual([...ascending].reverse());

  await page.getByTestId('entity-list-page-size').selectOption('-1');
  await page.reload();
  await expect(page.getByTestId('entity-list-page-size')).toHaveValue('-1');
  await expect.poll(() => firstColumn(page)).toEqual([...ascending].reverse());
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('SORT_branch')))!)).toEqual({
    sort: { column: 'name', order: 'desc' },
    itemsPerPage: -1,
  });
});

test('a branch is archived and unarchived after confirmations', async ({ page }) => {
  await openBranchList(page);
  const name = 'De Regenboog dependance Oost';
  const id = await rowId(page, name);

  await archiveAndRestore(page, id);
});

test('the CSV export downloads <list key>.csv with the header line and the current search', async ({ page }) => {
  await openBranchList(page);
  await page.getByTestId('entity-list-search').fill('Regenboog');
  await expect(rows(page)).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('entity-list-export').click()]);
  expect(download.suggestedFilename()).toBe('branch.csv');
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const lines = text.trim().split(/\r?\n/);
  // the columns the table shows, under the headers it shows them with (ADR 0105); ';' for a Dutch spreadsheet
  expect(lines[0]).toMatch(
    /^(Naam;Vestigingstype;Bovenliggende vestiging;BRIN;Plaats;Regio|Name,Branch type,Parent branch,BRIN,City,Region)$/,
  );
  expect(lines).toHaveLength(3);
  expect(text).toContain('De Regenboog');
});

test('the create popup validates every field, shows server errors on their fields, then opens the new branch', async ({ page }) => {
  await openBranchList(page);
  await page.getByTestId('entity-list-create').click();
  const dialog = page.getByTestId('entity-create-branch');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('entity-form-name')).toBeVisible();

  await page.getByTestId('entity-form-save').click();
  await expect(page.getByTestId('entity-form-summary')).toHaveText(
    /^(Please fix all the validation errors\.|Los alle validatiefouten op\.)$/,
  );

  const name = `E2E School ${Date.now()}`;
  await page.getByTestId('entity-form-name').fill(name);
  await dialog.getByRole('combobox', { name: /Vestigingstype|Branch type/ }).click();
  await page.getByRole('option', { name: 'School', exact: true }).click();
  // the type by its label (not its code); a school without a parent: the service answers 422 on parent_id
  await page.getByTestId('entity-form-save').click();
  // the service answers in the page's language (nl here; ADR 0007)
  await expect(dialog.getByText(/^(The Parent branch field is required\.|Het veld Bovenliggende vestiging is verplicht\.)$/)).toBeVisible();

  await dialog.getByRole('combobox', { name: /Bovenliggende vestiging|Parent branch/ }).click();
  await page.getByRole('option', { name: 'Stichting Demo Bestuur', exact: true }).click();
  await page.getByTestId('entity-form-save').click();
  await expect(page).toHaveURL(/\/branch\/\d+$/);
});
