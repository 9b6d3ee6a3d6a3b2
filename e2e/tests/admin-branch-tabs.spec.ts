import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * Every tab of the branch popup opens with data, for an administrator and
 * for a board planner (only the tabs their rights show); the person popup's Planning,
 * Availabilities and Logs tabs open with data.
 */
const SLOW = { timeout: 30_000 };

interface Ids {
  branch: number;
  iris: number;
}

let ids: Ids;

/** What a tab shows once its data is there: the test id of its content. */
const BRANCH_TABS: Record<string, (page: Page) => Promise<void>> = {
  other_data: async (page) => await expect(page.getByTestId('branch-other-data')).toContainText('Brede school', SLOW),
  summary: async (page) => await expect(page.getByTestId('entity-preview-branch')).toContainText('De Regenboog', SLOW),
  calendar: async (page) => {
    await expect(page.getByTestId('branch-calendar')).toBeVisible(SLOW);
    await expect(page.getByTestId('branch-calendar-period')).toHaveValue(/\d+/);
  },
  documents: async (page) => await expect(page.getByTestId('documents-empty').or(page.getByTestId('documents-table'))).toBeVisible(SLOW),
  labels: async (page) => await expect(page.getByTestId('branch-labels')).toContainText('Daltononderwijs', SLOW),
  persons: async (page) => await expect(page.locator('[data-testid^="branch-persons-row-"]').first()).toBeVisible(SLOW),
  secondment: async (page) => await expect(page.getByTestId('branch-secondment-rates-row').first()).toContainText('Iris', SLOW),
  settings: async (page) => await expect(page.getByTestId('branch-settings-open')).toBeVisible(SLOW),
  travel_expenses: async (page) => await expect(page.getByTestId('branch-travel')).toBeVisible(SLOW),
  workplan: async (page) => await expect(page.getByTestId('branch-work-plans-row').first()).toContainText('Iris', SLOW),
  admin_remark: async (page) =>
    await expect(page.getByTestId('branch-remark-admin_remark-input')).toHaveValue('Sleutel bij de conciërge', SLOW),
  general_remark: async (page) =>
    await expect(page.getByTestId('branch-remark-general_remark')).toContainText('Parkeren achter de school', SLOW),
  internal_remark: async (page) => await expect(page.getByTestId('branch-remark-internal_remark')).toBeVisible(SLOW),
  matching_info: async (page) => await expect(page.getByTestId('branch-remark-matching_info')).toBeVisible(SLOW),
  export: async (page) => await expect(page.getByTestId('branch-export-csv')).toBeEnabled(SLOW),
};

const ADMIN_TABS = Object.keys(BRANCH_TABS);
// the board role: no settings, travel expenses or admin remark (docs/roles.md)
const PLANNER_TABS = ADMIN_TABS.filter((tab) => !['settings', 'travel_expenses', 'admin_remark'].includes(tab));

test.beforeAll(async () => {
  const { branches } = await asAdmin<{ branches: { id: number; name: string }[] }>('GET', '/inputs?inputs[branches][search]=Regenboog');
  const branch = branches.find((b) => b.name === 'De Regenboog')!.id;
  const [iris] = await asAdmin<{ id: number }[]>('GET', `/person?search[name]=${encodeURIComponent('Iris Invaller')}`);
  ids = { branch, iris: iris!.id };
  // a branch label, remarks, an hourly rate for the branch and a work plan at it
  const group = await asAdmin<{ id: number }>('POST', '/label-group', {
    name: `Onderwijsconcept ${Date.now()}`,
    color: '#2e7d32',
    branch_selectable: true,
    person_selectable: false,
  });
  const label = await asAdmin<{ id: number }>('POST', '/label', { name: 'Daltononderwijs', label_group_id: group.id });
  await asAdmin('PUT', `/branch/${branch}/labels`, { label_ids: [label.id] });
  await asAdmin('PUT', `/branch/${branch}/remarks/general_remark`, { value: 'Parkeren achter de school' });
  await asAdmin('PUT', `/branch/${branch}/remarks/admin_remark`, { value: 'Sleutel bij de conciërge' });
  // the demo may have them already, and a restarted worker runs this again: add only what is missing
  const { rates } = await asAdmin<{ rates: { branch_id: number | null }[] }>('GET', `/person/${ids.iris}/hourly-rates`);
  if (!rates.some((r) => r.branch_id === branch))
    await asAdmin('POST', `/person/${ids.iris}/hourly-rates`, { amount: 48.5, branch_id: branch, start_date: '2031-01-01' });
  const { rows: plans } = await asAdmin<{ rows: { branch_id: number }[] }>('GET', `/person/${ids.iris}/work-plans`);
  if (!plans.some((p) => p.branch_id === branch)) {
    const periods = await asAdmin<{ id: number; current: boolean }[]>('GET', '/period?filters[active]=1&itemsPerPage=-1');
    const period = periods.find((p) => p.current) ?? periods[0]!;
    await asAdmin('POST', `/person/${ids.iris}/work-plans`, { branch_id: branch, period_id: period.id, hours: 120 });
  }
});

async function openEveryTab(page: Page, tabs: readonly string[]) {
  for (const tab of tabs) {
    await page.goto(`/branch/${ids.branch}/${tab}`);
    await expect(page.getByTestId('entity-preview-branch')).toBeVisible(SLOW);
    await BRANCH_TABS[tab]!(page);
  }
}

test('every branch tab opens with data for an administrator', async ({ page }) => {
  test.setTimeout(180_000);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await openEveryTab(page, ADMIN_TABS);
  // the export downloads the branch as CSV
  await page.goto(`/branch/${ids.branch}/export`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('branch-export-csv').click()]);
  const csv = await (await download.createReadStream())!.toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain('De Regenboog');
  // headed by the tab's own English texts (ADR 0105), the admin's remark columns included
  expect(text.split(/\r?\n/)[0]).toMatch(/^Name,Branch type,Parent branch,BRIN,.*,Labels,Admin remark,Information for substitutes,/);
});

test('every branch tab the board role holds opens with data for a planner', async ({ page }) => {
  test.setTimeout(180_000);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'planner');
  await openEveryTab(page, PLANNER_TABS);
  // the tabs of other rights are not offered
  await page.goto(`/branch/${ids.branch}/summary`);
  await expect(page.getByTestId('entity-preview-branch')).toBeVisible(SLOW);
  for (const tab of ['settings', 'travel_expenses', 'admin_remark'])
    await expect(
      page.getByRole('tab', { name: { settings: 'Settings', travel_expenses: 'Travel expenses', admin_remark: 'Admin remark' }[tab] }),
    ).toHaveCount(0);
});

for (const user of ['admin', 'planner'] as const)
  test(`the person Planning, Availabilities and Logs tabs open with data for the ${user}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
    await login(page, user, user === 'admin' ? { pool: 'Stichting Demo' } : {});
    await page.goto(`/person/${ids.iris}/planning`);
    await expect(page.getByTestId('person-planning')).toContainText('Planned dayparts from', SLOW);
    await expect(page.getByTestId('person-planning-rows-row').first().or(page.getByTestId('person-planning-rows-empty'))).toBeVisible();
    await page.goto(`/person/${ids.iris}/availabilities`);
    await expect(page.getByTestId('person-availabilities')).toContainText('Availability from', SLOW);
    await expect(page.getByLabel(/Availability of Iris Invaller/)).toBeVisible();
    await page.goto(`/person/${ids.iris}/logs`);
    // the demo planner planned Iris on requests: the log names her events
    await expect(page.getByTestId('person-logs-row').first()).toBeVisible(SLOW);
  });
