import fs from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { archiveAndRestore, firstColumn, rowId, rows } from '../support/entity-list';
import { typeDate } from '../support/dates';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

const idOf = async (locator: Locator, prefix: string) => (await locator.getAttribute('data-testid'))!.replace(prefix, '');

/** The id of the tree row whose name is exactly `name`. */
async function treeId(page: Page, name: string): Promise<string> {
  const label = page.locator('[data-testid^="tree-name-"]').filter({ hasText: new RegExp(`^${name}$`) });
  await expect(label).toHaveCount(1);
  return idOf(label, 'tree-name-');
}

/** Picks an option of an autocomplete field of the template form. */
async function choose(page: Page, field: string, option: RegExp) {
  await page.getByTestId(`entity-form-${field}`).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('the branch tree expands and collapses per item and opens the preview URL', async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/branch');
  await page.getByTestId('list-view-tree').click();
  await expect(page.getByTestId('tree-list')).toBeVisible();

  const board = await treeId(page, 'Stichting Demo Bestuur');
  // no demo branch has blockades: the first render shows the boards only
  await expect(page.getByTestId(`tree-row-${board}`)).toHaveAttribute('data-level', '1');
  // other specs may add schools to the demo board: the badge must match the rows it opens
  await expect(page.getByTestId(`tree-count-${board}`)).toHaveText(/^[1-9]\d*$/);
  const children = Number(await page.getByTestId(`tree-count-${board}`).innerText());
  await expect(page.locator('[data-testid^="tree-name-"]').filter({ hasText: /^De Vlinder$/ })).toHaveCount(0);

  await page.getByTestId(`tree-toggle-${board}`).click();
  await expect(page.locator('[data-testid^="tree-row-"][data-level="2"]')).toHaveCount(children);
  const school = await treeId(page, 'De Regenboog');
  await expect(page.getByTestId(`tree-row-${school}`)).toHaveAttribute('data-level', '2');
  await expect(page.getByTestId(`tree-type-${school}`)).toHaveText('School');
  await page.getByTestId(`tree-toggle-${school}`).click();
  const location = await treeId(page, 'De Regenboog dependance Oost');
  await expect(page.getByTestId(`tree-row-${location}`)).toHaveAttribute('data-level', '3');

  // collapsing the board hides its whole branch; opening it again keeps the school open
  await page.getByTestId(`tree-toggle-${board}`).click();
  await expect(page.getByTestId(`tree-row-${school}`)).toHaveCount(0);
  await page.getByTestId(`tree-toggle-${board}`).click();
  await expect(page.getByTestId(`tree-row-${location}`)).toBeVisible();

  // the view is remembered, and a click opens the record's preview URL
  await page.reload();
  await expect(page.getByTestId('tree-list')).toBeVisible();
  await page.getByTestId(`tree-toggle-${board}`).click();
  const vlinder = await treeId(page, 'De Vlinder');
  await page.getByTestId(`tree-row-${vlinder}`).click();
  await expect(page).toHaveURL(new RegExp(`/branch/${vlinder}$`));
  await expect(page.getByTestId('entity-popup-title')).toBeVisible();

  await page.goto('/branch');
  await page.getByTestId('list-view-table').click();
  await expect(rows(page).first()).toBeVisible();
});

test('a vacation is created, found, sorted, edited, exported, archived and unarchived through the UI', async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await expect(page.getByTestId('menu-group-working_days_admin')).toBeVisible();
  await page.getByTestId('menu-item-vacation').click();
  await expect(page).toHaveURL(/\/vacation$/);
  await expect(rows(page).first()).toBeVisible();

  const name = `Studiedag E2E ${Date.now()}`;
  await page.getByTestId('entity-list-create').click();
  await expect(page.getByTestId('entity-create-vacation')).toBeVisible();
  await page.getByTestId('entity-form-name').fill(name);
  await choose(page, 'region', /^(Midden|Middle)$/);
  await choose(page, 'type', /^(Studiedag|Study day)$/);
  await typeDate(page.getByTestId('entity-form-start_date'), '12-03-2027');
  await typeDate(page.getByTestId('entity-form-end_date'), '12-03-2027');
  await page.getByTestId('entity-form-save').click();
  // close_on_create: the popup closes and the list reloads
  await expect(page.getByTestId('entity-create-vacation')).toHaveCount(0);
  await expect(page).toHaveURL(/\/vacation$/);

  await page.getByTestId('entity-list-search').fill(`  ${name} `);
  await expect(rows(page)).toHaveCount(1);
  const id = await rowId(page, name);

  // several demo vacations share a name (one per region): compare the names, not the rows
  const sortedBy = (order: 'asc' | 'desc') => async () => {
    const names = await firstColumn(page);
    const wanted = [...names].sort();
    if (order === 'desc') wanted.reverse();
    return names.length > 2 && names.join('|') === wanted.join('|');
  };
  await page.getByTestId('entity-list-search').fill('vakantie');
  await page.getByTestId('entity-list-sort-name').click();
  await expect.poll(sortedBy('asc')).toBe(true);
  await page.getByTestId('entity-list-sort-name').click();
  await expect.poll(sortedBy('desc')).toBe(true);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('SORT_vacation')))!).sort).toEqual({ column: 'name', order: 'desc' });

  // edit in the preview; close_on_save closes it
  await page.getByTestId('entity-list-search').fill(name);
  await expect(rows(page)).toHaveCount(1);
  await page.getByTestId(`entity-list-row-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/vacation/${id}`));
  const renamed = `${name} (verzet)`;
  await expect(page.getByTestId('entity-form-name')).toHaveValue(name);
  await page.getByTestId('entity-form-name').fill(renamed);
  await page.getByTestId('entity-form-save').click();
  await expect(page).toHaveURL(/\/vacation$/);
  await page.getByTestId('entity-list-search').fill(renamed);
  await expect(page.getByTestId(`entity-list-row-${id}`)).toContainText(renamed);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('entity-list-export').click()]);
  expect(download.suggestedFilename()).toBe('vacation.csv');
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(renamed);

  await archiveAndRestore(page, id);
});

test('the pool settings form saves a value that is still there after a reload', async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.getByTestId('menu-group-pool_admin').getByTestId('menu-item-settings').click();
  await expect(page).toHaveURL(/\/settings$/);
  const saturday = page.getByTestId('setting-saturday_working_day');
  await expect(saturday).not.toBeChecked();
  await expect(page.getByTestId('setting-parent-warning-saturday_working_day')).toHaveCount(0);

  await saturday.check();
  await expect(page.getByTestId('setting-parent-warning-saturday_working_day')).toBeVisible();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-toast')).toHaveText(/^(The settings were saved\.|De instellingen zijn opgeslagen\.)$/);

  await page.reload();
  await expect(page.getByTestId('setting-saturday_working_day')).toBeChecked();
  await expect(page.getByTestId('setting-changed-saturday_working_day')).toBeVisible();

  // back to the default, so other tests see the demo pool as it was
  await page.getByTestId('setting-saturday_working_day').uncheck();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('setting-changed-saturday_working_day')).toHaveCount(0);
});

test("a branch's own settings: only what a branch may override, saved, then back to the standard value", async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  await page.goto('/settings');
  await page.getByRole('combobox', { name: /^(Instellingen van|Settings of)/ }).click();
  await page.getByRole('option', { name: 'De Regenboog', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\?branch=\d+$/);
  const sunday = page.getByTestId('setting-sunday_working_day');
  await expect(sunday).not.toBeChecked();
  // pool-only settings are not offered per branch
  await expect(page.getByTestId('setting-request_lock_timeout')).toHaveCount(0);

  await sunday.check();
  await expect(page.getByTestId('setting-parent-warning-sunday_working_day')).toBeVisible();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('setting-changed-sunday_working_day')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('setting-sunday_working_day')).toBeChecked();

  await page.getByTestId('setting-reset-sunday_working_day').click();
  await expect(page.getByTestId('setting-changed-sunday_working_day')).toHaveCount(0);
  await expect(page.getByTestId('setting-sunday_working_day')).not.toBeChecked();
  // the pool's own value never changed
  await page.getByRole('combobox', { name: /^(Instellingen van|Settings of)/ }).click();
  await page.getByRole('option', { name: /^(De pool|The pool)/ }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('setting-request_lock_timeout')).toBeVisible();
  await expect(page.getByTestId('setting-changed-sunday_working_day')).toHaveCount(0);
});

test("another user's change reaches an open list through its channel, without a reload", async ({ page }) => {
  // the planner may only view branches; the admin changes one through the API meanwhile
  await login(page, 'planner');
  await page.goto('/branch');
  const id = await rowId(page, 'De Vlinder');
  const { token } = await apiToken('admin', 'demo');
  const rename = (name: string) =>
    fetch(`${BASE_URL}/api/branch/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  try {
    // retried: the first change may come before the socket has subscribed to the channel
    await expect(async () => {
      const renamed = `De Vlinder ${Date.now()}`;
      expect((await rename(renamed)).status).toBe(200);
      await expect(page.getByTestId(`entity-list-row-${id}`)).toContainText(renamed, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    expect((await rename('De Vlinder')).status).toBe(200);
  }
  await expect(page.getByTestId(`entity-list-row-${id}`)).toContainText('De Vlinder');
});

test('every management list of the menu opens from its menu group with rows or the empty text', async ({ page }) => {
  await login(page, 'admin', { pool: 'Stichting Demo' });
  const groups: Record<string, string[]> = {
    admin: ['person', 'branch', 'contract', 'label', 'label-group', 'reason-for-absence', 'absence-group'],
    group_admin: ['branch-type', 'profile-type', 'contract-type', 'policy'],
    global_admin: ['role', 'account', 'pool'],
    working_days_admin: ['vacation', 'period', 'schedule', 'week-schedule', 'reason-for-daypart'],
  };
  for (const [group, keys] of Object.entries(groups)) {
    for (const key of keys) {
      await page.getByTestId(`menu-group-${group}`).getByTestId(`menu-item-${key}`).click();
      await expect(page).toHaveURL(new RegExp(`/${key}$`));
      await expect(page.getByTestId(`entity-list-${key}`)).toBeVisible();
      await expect(rows(page).first().or(page.getByTestId('entity-list-empty'))).toBeVisible();
      await expect(page.getByTestId('entity-list-error')).toHaveCount(0);
    }
  }
});
