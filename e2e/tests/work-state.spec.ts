import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import type { WorkStateLine } from '@app/contracts';
import { asAdmin } from '../support/admin-api';
import { typeDate } from '../support/dates';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

/**
 * Work state (docs/work-state.md) through the screens: the administrator takes a
 * line from approved through reviewed (undone once and taken again), edits it, processes it (the
 * edit is then locked) and sends it to the payroll simulator the e2e setup runs, until the line
 * shows sent with its payroll ids; the school sees only its branches' lines and may only approve.
 */

const MARK = (step: string) => new RegExp(`^${step} by .+ on \\d\\d-\\d\\d-\\d{4} \\d\\d:\\d\\d$`);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const REGENBOOG = ['De Regenboog', 'De Regenboog dependance Oost'];

/** Lines awaiting approval of the last 4 weeks, newest first, as the administrator reads them. */
async function linesToApprove(branchId?: number): Promise<WorkStateLine[]> {
  const branch = branchId ? `&filters[branch][]=${branchId}` : '';
  return asAdmin<WorkStateLine[]>(
    'GET',
    `/work-state?filters[step]=to_approve&filters[period_from]=${daysAgo(28)}&filters[period_to]=${daysAgo(1)}` +
      `&sortBy[column]=date&sortBy[order]=desc&itemsPerPage=50${branch}`,
  );
}

async function regenboogId(): Promise<number> {
  const { branches } = await asAdmin<{ branches: { id: number; name: string }[] }>('GET', '/inputs?inputs[branches][search]=Regenboog');
  return branches.find((b) => b.name === 'De Regenboog')!.id;
}

/** Narrows the list to one day with the filter bar's period. */
async function showDay(page: Page, date: string) {
  await page.getByTestId('work-state-filter-filters').click();
  const shown = date.split('-').reverse().join('-');
  await typeDate(page.getByTestId('work-state-filter-filter-period-from'), shown);
  await typeDate(page.getByTestId('work-state-filter-filter-period-to'), shown);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('work-state-filter-menu')).toBeHidden();
}

/** Selects one line and runs a bulk action on it; answers the summary dialog's text and closes it. */
async function act(page: Page, id: number, action: string): Promise<{ summary: string; errors: string[] }> {
  const box = page.getByTestId(`work-state-select-${id}`);
  await box.check();
  await page.getByTestId(`work-state-action-${action}`).click();
  const dialog = page.getByTestId('work-state-bulk');
  await expect(dialog.getByTestId('work-state-bulk-summary')).toBeVisible();
  await expect(dialog.getByTestId('work-state-bulk-progress')).toHaveText('1 of 1 lines');
  const summary = await dialog.getByTestId('work-state-bulk-summary').innerText();
  const errors = await dialog.locator('[data-testid^="work-state-bulk-error-"]').allInnerTexts();
  await dialog.getByTestId('work-state-bulk-close').click();
  await expect(dialog).toHaveCount(0);
  return { summary, errors };
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
});

test('the administrator approves a line, reviews it (undone once), edits and processes it (then locked) and sends it until it shows sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const regenboog = await regenboogId();
  const schoolLines = new Set((await linesToApprove(regenboog)).map((l) => l.id));
  const line = (await linesToApprove()).find((l) => !schoolLines.has(l.id) && l.person);
  expect(line, 'a line awaiting approval outside De Regenboog').toBeTruthy();
  const id = line!.id;

  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/work-state');
  await expect(page.getByTestId('page-title')).toHaveText('Work state');
  await expect(page.getByTestId('work-state-totals')).toBeVisible();
  await showDay(page, line!.date);
  const row = page.getByTestId(`work-state-row-${id}`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('work-state-totals')).toContainText('Total (');

  expect(await act(page, id, 'approve')).toEqual({ summary: '1 done, 0 not done', errors: [] });
  await expect(page.getByTestId(`work-state-${id}-approved`)).toHaveAttribute('aria-label', MARK('Approved'));

  expect((await act(page, id, 'review')).summary).toBe('1 done, 0 not done');
  await expect(page.getByTestId(`work-state-${id}-reviewed`)).toHaveAttribute('aria-label', MARK('Reviewed'));
  // the last step taken can be undone by a user with every work state right
  expect((await act(page, id, 'undo')).summary).toBe('1 done, 0 not done');
  await expect(page.getByTestId(`work-state-${id}-reviewed`)).toHaveCount(0);
  await expect(page.getByTestId(`work-state-${id}-approved`)).toBeVisible();
  expect((await act(page, id, 'review')).summary).toBe('1 done, 0 not done');

  // the line's dialog: WTF with 4 decimals, saved; the URL names the line and its tab
  await page.getByTestId(`work-state-open-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/work-state/${id}/details$`));
  const wtf = page.getByTestId('work-state-line-wtf');
  await wtf.fill('0,12345');
  await page.getByTestId('work-state-line-save').click();
  await expect(page.getByText('The WTF may have at most 4 decimals.')).toBeVisible();
  await wtf.fill('0,1250');
  // the secondment branch (WS-07): picked from the pool's branches, searched on the server
  const secondment = page.getByTestId('work-state-line-secondment_branch_id');
  await secondment.fill('Kompas');
  await page.getByRole('option', { name: 'Het Kompas', exact: true }).click();
  await page.getByTestId('work-state-line-save').click();
  await expect(page.getByTestId('work-state-toast')).toContainText('The line is saved.');
  await expect(wtf).toHaveValue('0.1250');
  await expect(secondment).toHaveValue('Het Kompas');
  expect((await asAdmin<WorkStateLine>('GET', `/work-state/${id}`)).secondment_branch?.name).toBe('Het Kompas');
  await page.getByTestId('work-state-line-tab-history').click();
  await expect(page).toHaveURL(new RegExp(`/work-state/${id}/history$`));
  await expect(page.getByTestId('work-state-history').getByRole('listitem')).toHaveText([MARK('Approved'), MARK('Reviewed')]);
  await page.getByTestId('work-state-line-close').click();
  await expect(page).toHaveURL(/\/work-state$/);
  await expect(row).toContainText('0,1250');

  expect((await act(page, id, 'process')).summary).toBe('1 done, 0 not done');
  await expect(page.getByTestId(`work-state-${id}-processed`)).toHaveAttribute('aria-label', MARK('Processed'));
  await page.getByTestId(`work-state-open-${id}`).click();
  await expect(page.getByTestId('work-state-line-locked')).toHaveText('This line is processed: it can no longer be changed.');
  await expect(page.getByTestId('work-state-line-wtf')).toBeDisabled();
  await expect(page.getByTestId('work-state-line-save')).toHaveCount(0);
  await page.getByTestId('work-state-line-close').click();

  // send queues the line and wakes the payroll send; the screen polls (20 times at 300 ms, WS-09)
  // until the simulator's answer shows, without a reload
  expect((await act(page, id, 'send')).summary).toBe('1 done, 0 not done');
  const sent = page.getByTestId(`work-state-${id}-sent`);
  await expect(sent).toBeVisible({ timeout: 8_000 });
  // sent when the payroll system accepted it, by the user who sent it
  await expect(sent).toHaveAttribute('aria-label', MARK('Sent'));
  await expect(row).toContainText(/Employee \S+, replacement \S+/);

  // a sent line can no longer be undone
  expect(await act(page, id, 'undo')).toEqual({
    summary: '0 done, 1 not done',
    errors: [expect.stringContaining('A sent line can no longer be undone.')],
  });
});

test("the school sees only its branches' lines and may only approve", async ({ page }) => {
  const regenboog = await regenboogId();
  const [line] = await linesToApprove(regenboog);
  expect(line, 'a De Regenboog line awaiting approval').toBeTruthy();
  const elsewhere = (await linesToApprove()).find((l) => !REGENBOOG.includes(l.request.branch.name));
  expect(elsewhere, 'a line of another branch').toBeTruthy();

  await login(page, 'school');
  await page.goto('/work-state');
  await expect(page.getByTestId('work-state-totals')).toBeVisible();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const branchColumn = headers.indexOf('Branch') + 1;
  const branches = await page.locator(`[data-testid^="work-state-row-"] td:nth-child(${branchColumn})`).allInnerTexts();
  expect(branches.length).toBeGreaterThan(0);
  expect(branches.filter((b) => !REGENBOOG.includes(b))).toEqual([]);
  await expect(page.getByTestId('work-state-actions').getByRole('button')).toHaveText(['Approve']);

  await showDay(page, line!.date);
  const id = line!.id;
  expect(await act(page, id, 'approve')).toEqual({ summary: '1 done, 0 not done', errors: [] });
  await expect(page.getByTestId(`work-state-${id}-approved`)).toHaveAttribute('aria-label', MARK('Approved'));

  // another branch's line is not there for the school, not even by its id
  const { token } = await apiToken('school', 'demo');
  const res = await fetch(`${BASE_URL}/api/work-state/${elsewhere!.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(404);
});
