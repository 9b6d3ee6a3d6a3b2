import { expect, type Page } from '@playwright/test';

/** The rows of the open entity list. */
export const rows = (page: Page) => page.locator('[data-testid^="entity-list-row-"]');

/** The id of the list row whose cell is exactly `name`. */
export async function rowId(page: Page, name: string): Promise<string> {
  const row = rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return (await row.getAttribute('data-testid'))!.replace('entity-list-row-', '');
}

/** The texts of the list's first column, top to bottom. */
export async function firstColumn(page: Page): Promise<string[]> {
  return rows(page).locator('td:first-child').allInnerTexts();
}

/**
 * Archives a row of the open list after the confirmation, finds it with the archived filter,
 * unarchives it, and checks it is a live row again (spec 001 section 8, archive and unarchive).
 */
export async function archiveAndRestore(page: Page, id: string | number): Promise<void> {
  await page.getByTestId(`entity-list-archive-${id}`).click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId(`entity-list-row-${id}`)).toHaveCount(0);

  await page.getByTestId('entity-list-filter-archived').check();
  await expect(page.getByTestId(`entity-list-archived-${id}`)).toBeVisible();
  await page.getByTestId(`entity-list-unarchive-${id}`).click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId(`entity-list-archived-${id}`)).toHaveCount(0);
  await expect(page.getByTestId(`entity-list-archive-${id}`)).toBeVisible();
}
