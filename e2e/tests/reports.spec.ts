import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * The reports (docs/reports.md) on the demo data: the menu's cards, badge and count
 * for the administrator and for the board planner; the requests, schedule, deployment, substitutes,
 * timeline, log (all and one request's, log/:id) and board-chains reports opened with their filters,
 * showing content; a table's CSV downloaded and read.
 */
test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

async function csvOf(page: Page, table: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`report-table-${table}-csv`).click()]);
  return fs.readFileSync((await download.path())!, 'utf8');
}

test('the administrator sees every report with the sysadmin badge on the admin-only ones, and the count', async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/reports');
  await expect(page.getByTestId('reports-menu').locator('[data-testid^="report-card-"]:not([data-testid$="-badge"])')).toHaveCount(14);
  await expect(page.getByTestId('reports-menu-count')).toHaveText('14 reports');
  await expect(page.getByTestId('report-card-contracts-badge')).toHaveText('Sysadmin');
  await expect(page.getByTestId('report-card-requests-badge')).toHaveCount(0);
  await page.getByTestId('report-card-requests').click();
  await expect(page).toHaveURL(/\/reports\/requests$/);
  await expect(page.getByTestId('page-title')).toHaveText('Requests');
});

test('the board planner sees its six reports; the requests report shows figures, tabs and board totals, and its CSV', async ({ page }) => {
  await login(page, 'planner');
  await page.goto('/reports');
  await expect(page.getByTestId('reports-menu-count')).toHaveText('6 reports');
  await expect(page.getByTestId('report-card-log')).toHaveCount(0);

  await page.goto('/reports/requests');
  // this school year by default: the demo's requests are there
  await expect(page.getByTestId('report-figure-requests_count-value')).not.toHaveText('0');
  await expect(page.getByTestId('report-figure-replacement_rate-value')).toHaveText(/^\d+(\.\d)?%$/);
  await page.getByTestId('report-tab-per_branch').click();
  await expect(page.getByTestId('report-table-per_branch-row').first()).toBeVisible();
  await expect(page.getByTestId('report-chart-replacement_rate_per_branch')).toBeVisible();
  await expect(page.getByTestId('report-table-board_totals-row')).toHaveText([/Stichting Demo Bestuur/]);
  await expect(page.getByTestId('report-table-board_totals-totals')).toContainText('Totals');

  const csv = await csvOf(page, 'board_totals');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Requests,Dayparts,Replaced,Closed,WTF,WTF replaced,Replacement rate');
  // numbers as the screen writes them: a thousands separator is quoted
  expect(lines[1]).toMatch(/^Stichting Demo Bestuur(,("[\d,.]+"|[\d.]+%?)){7}$/);
  expect(lines[2]).toMatch(/^Totals,/);
});

test('the schedule requests report waits for Apply, then shows the week-by-day table', async ({ page }) => {
  await login(page, 'planner');
  await page.goto('/reports/schedule-request');
  await expect(page.getByTestId('report-warning')).toHaveText('Set filters and press Apply.');
  await page.getByTestId('report-filter-apply').click();
  const rows = page.getByTestId('report-table-weeks-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('report-table-weeks')).not.toContainText('Saturday');
  await expect(page.getByTestId('report-table-weeks')).toContainText(/filled \d+|open \d+/);
  const csv = await csvOf(page, 'weeks');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Week,Monday,Tuesday,Wednesday,Thursday,Friday');
});

test('deployment, substitutes and timeline show the demo school year', async ({ page }) => {
  await login(page, 'planner');
  await page.goto('/reports/deployment');
  await expect(page.getByTestId('report-table-deployment-row').first()).toBeVisible();
  await expect(page.getByTestId('report-figure-substitutes-value')).not.toHaveText('0');
  // substitutes: the demo's persons with a contract this school year, sorted on the server by planned dayparts, most first
  await page.goto('/reports/substitutes');
  await expect(page.getByTestId('report-figure-substitutes-value')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('report-figure-dayparts-value')).toHaveText(/^[1-9][\d,]*$/);
  const substitutes = page.getByTestId('report-table-substitutes');
  await expect(substitutes.locator('thead')).toContainText('Use of contract');
  await page.getByTestId('report-table-substitutes-sort-dayparts').click();
  await page.getByTestId('report-table-substitutes-sort-dayparts').click();
  const busiest = page.getByTestId('report-table-substitutes-row').first();
  // name, contract hours and WTF, planned dayparts (some), planned WTF, use in percent, branches, last planned date
  const amount = /^\d[\d,]*(\.\d+)?$/;
  await expect(busiest.locator('td')).toHaveText([
    /\S+ \S+/,
    amount,
    amount,
    /^[1-9][\d,]*$/,
    amount,
    /^\d[\d,]*(\.\d)?%$/,
    /^[1-9]\d*$/,
    /\d/,
  ]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/reports/timeline');
  await expect(page.getByTestId('report-table-timeline-row').first()).toBeVisible();
  await expect(page.getByTestId('report-chart-timeline')).toBeVisible();
  await page.goto('/reports/log');
  await expect(page.getByTestId('report-table-log-row').first()).toBeVisible();
  // log/:id: the whole log of one request (the newest row's), and back to every request's
  const number = (await page.getByTestId('report-table-log-row').first().locator('td').nth(1).textContent())!.replace(/\D/g, '');
  await page.goto(`/reports/log/${number}`);
  await expect(page.getByTestId('report-log-request')).toContainText(`The whole log of request ${number}`);
  const rows = page.getByTestId('report-table-log-row');
  await expect(rows.first()).toBeVisible();
  const requests = await rows.locator('td:nth-child(2)').allTextContents();
  expect(new Set(requests.map((r) => r.replace(/\D/g, '')))).toEqual(new Set([number]));
  await page.getByTestId('report-log-all').click();
  await expect(page).toHaveURL(/\/reports\/log$/);
  await expect(page.getByTestId('report-log-request')).toHaveCount(0);
});

test('board chains asks for a board, then shows the chains of its persons', async ({ page }) => {
  await login(page, 'planner');
  await page.goto('/reports/board-chains');
  await expect(page.getByTestId('report-warning')).toHaveText('Select a board to see its chains.');
  await page.getByTestId('report-filter-filters').click();
  await page.getByTestId('report-filter-filter-board').click();
  await page.getByTestId('report-filter-filter-board-search').fill('Stichting');
  await page.getByTestId('report-filter-filter-board-menu').getByRole('button', { name: 'Stichting Demo Bestuur' }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('report-warning')).toHaveCount(0);
  await expect(page.getByTestId('report-figure-persons-value')).toBeVisible();
  await expect(page.getByTestId('report-table-chains-row').first().or(page.getByTestId('report-empty'))).toBeVisible();
});
