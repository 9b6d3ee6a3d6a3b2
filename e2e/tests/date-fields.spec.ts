import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { typeDate } from '../support/dates';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * Dates are typed and shown the Dutch way (FORM-06): the kit's date picker takes day-month-year
 * (##-##-####), its calendar starts the week on Monday in both languages, a date that does not
 * exist clears when the field is left, and the API gets YYYY-MM-DD; in a form and in a filter.
 */
async function inDutch(page: Page) {
  await page.context().addCookies([{ name: 'locale', value: 'nl', url: BASE_URL }]);
  await login(page, 'planner');
}

test('a form takes a date typed DD-MM-YYYY, offers a Monday-first calendar, and drops a date that does not exist', async ({ page }) => {
  await inDutch(page);
  await page.goto('/request-group/new');
  const start = page.getByTestId('group-form-period_start');
  await typeDate(start, '01122026');
  await expect(start).toHaveValue('01-12-2026');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  await start
    .locator('xpath=..')
    .getByRole('button', { name: /Kies datum/ })
    .click();
  const calendar = page.getByRole('grid');
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'maandag');
  await expect(page.getByRole('dialog').or(page.getByRole('presentation')).getByText('december 2026')).toBeVisible();
  await page.keyboard.press('Escape');

  const end = page.getByTestId('group-form-period_end');
  await typeDate(end, '31022027');
  await page.getByTestId('group-form-reference').click();
  await expect(end).toHaveValue('');

  await page.getByTestId('group-form-reference').fill(`E2E datums ${Date.now()}`);
  await typeDate(end, '28022027');
  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/request-group');
  await page.getByTestId('group-form-save').click();
  expect((await saved).postDataJSON()).toMatchObject({ period_start: '2026-12-01', period_end: '2027-02-28' });
});

test('a filter takes its period typed DD-MM-YYYY and asks the list with YYYY-MM-DD', async ({ page }) => {
  await inDutch(page);
  await page.goto('/request');
  await page.getByTestId('request-list-filters').click();
  const asked = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/request' && url.searchParams.get('filters[period_from]') === '2027-03-01';
  });
  await typeDate(page.getByTestId('request-list-filter-period-from'), '01-03-2027');
  await typeDate(page.getByTestId('request-list-filter-period-to'), '31-03-2027');
  await expect(page.getByTestId('request-list-filter-period-from')).toHaveValue('01-03-2027');
  await page.keyboard.press('Escape');
  const url = new URL((await asked).url());
  expect(url.searchParams.get('filters[period_from]')).toBe('2027-03-01');
  await expect(page.getByTestId('request-list-chip').filter({ hasText: '01-03-2027' })).toHaveCount(1);
});
