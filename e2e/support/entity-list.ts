import { expect, type Page } from '@playwright/test';

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
