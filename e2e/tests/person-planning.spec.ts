import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * Person planning on a phone (docs/planning.md): the list tab opens by default;
 * the demo substitute marks the morning of a day absent (only the checked daypart is sent), sees it
 * in the list, and clears it again.
 */
/** Pages the list on a week at a time (each step waits for the next week to show) until `wanted` is in it. */
async function weeksOnUntil(page: Page, wanted: Locator) {
  await expect(page.getByTestId('planning-list')).toBeVisible();
  for (let weeks = 0; weeks < 20 && (await wanted.count()) === 0; weeks++) {
    const shown = (await page.getByTestId('list-week').textContent())!;
    await page.getByTestId('list-next').click();
    await expect(page.getByTestId('list-week')).not.toHaveText(shown);
  }
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a substitute marks a day absent from a phone, sees it and clears it', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'invaller');
  await page.goto('/planning');
  await expect(page.getByTestId('planning-list')).toBeVisible();
  await expect(page.getByTestId('planning-tab-list')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('planning-person')).toHaveText('Iris Invaller');
  await expect(page.getByTestId('view-selection-open')).toHaveCount(0);

  // the first day from this week on whose morning is available: the demo plans the substitute on many days
  const free = page.locator('[data-testid^="list-day-"]').filter({ hasText: 'Morning: Available' });
  await weeksOnUntil(page, free);
  const day = free.first();
  await expect(day).toBeVisible();
  const date = (await day.getAttribute('data-testid'))!.slice('list-day-'.length);
  const morning = page.getByTestId(`list-state-${date}-1`);
  const afternoon = page.getByTestId(`list-state-${date}-2`);
  const afternoonBefore = await afternoon.textContent();

  await page.getByTestId(`list-select-${date}`).click();
  await expect(page.getByTestId('mark-count')).toHaveText('1 day selected');
  // only the checked dayparts are sent: the afternoon is unchecked (a staffed one already is, and cannot be checked)
  const afternoonBox = page.getByTestId(`mark-${date}-2`).locator('input');
  if (await afternoonBox.isEnabled()) await afternoonBox.click();
  await expect(afternoonBox).not.toBeChecked();
  await expect(page.getByTestId(`mark-${date}-1`).locator('input')).toBeChecked();
  await page.getByTestId('mark-absent').click();
  await expect(page.getByTestId('planning-toast')).toHaveText('1 daypart marked absent.');
  await expect(morning).toHaveText('Morning: Absent');
  await expect(afternoon).toHaveText(afternoonBefore!);
  await expect(page.getByTestId('mark-panel')).toHaveCount(0);

  // it stays after a reload (the server holds it); the list opens on this week again
  await page.reload();
  await weeksOnUntil(page, page.getByTestId(`list-day-${date}`));
  await expect(page.getByTestId(`list-state-${date}-1`)).toHaveText('Morning: Absent');

  await page.getByTestId(`list-select-${date}`).click();
  await page.getByTestId('mark-clear').click();
  await expect(page.getByTestId('planning-toast').last()).toHaveText(/dayparts? cleared\./);
  await expect(page.getByTestId(`list-state-${date}-1`)).toHaveText('Morning: Available');
});

test('a board planner picks the substitute in the view-selection modal and reads their planning, read-only without the availability right', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'planner');
  await page.goto('/planning');
  await page.getByTestId('view-selection-open').click();
  await expect(page).toHaveURL(/\/planning\/view-selection$/);
  await page.getByTestId('view-selection-search').fill('Iris');
  await page.getByTestId('view-selection-list').getByText('Iris Invaller', { exact: true }).click();
  await expect(page).toHaveURL(/\/planning\?person=\d+$/);
  await expect(page.getByTestId('planning-person')).toHaveText('Iris Invaller');
  await expect(page.getByTestId('planning-list')).toBeVisible();
  // the board role has CALENDAR_EDIT but not AVAILABILITY_EDIT (docs/roles.md): it reads, it does not mark
  await expect(page.locator('[data-testid^="list-select-"] input').first()).toBeDisabled();
  await expect(page.getByTestId('mark-panel')).toHaveCount(0);
});
