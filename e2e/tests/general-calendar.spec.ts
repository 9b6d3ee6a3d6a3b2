import { type Locator } from '@playwright/test';
import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { calendarDay, dragDays, openRequestNumber } from '../support/requests';
import { login } from '../support/session';

/**
 * The general calendar (docs/general-calendar.md) as the demo board planner: the
 * current period preselected, selection by click, group toggles and drag (CAL-SEL-01..05), the
 * non-working weekend left out, and the 650 px slide panel with the selected days' requests by
 * week, which opens a request's popup.
 */
const selectedIn = (scope: Locator) => scope.locator('[role="gridcell"][aria-selected="true"]');
const WEEKDAYS = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2027-01-${String(from + i).padStart(2, '0')}`).filter(
    (date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()),
  );

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'planner');
  await page.goto('/calendar');
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Schooljaar 2026-2027');
});

test('selects days by click, by month, week and weekday, and by drag; the non-working weekend is left out', async ({ page }) => {
  const calendar = page.getByTestId('general-calendar');
  const january = calendar.locator('[data-month="2027-01"]');
  await january.scrollIntoViewIfNeeded();
  const popup = page.getByTestId('year-calendar-selection');

  // the pool works no weekends: Saturday 2 and Sunday 3 January are not there to pick
  await expect(calendarDay(calendar, '2027-01-02')).toHaveCount(0);
  await expect(calendarDay(calendar, '2027-01-03')).toHaveCount(0);

  await calendarDay(calendar, '2027-01-12').click();
  await expect(calendarDay(calendar, '2027-01-12')).toHaveAttribute('aria-selected', 'true');
  await expect(popup.getByRole('status')).toHaveText('1 day selected');
  await calendarDay(calendar, '2027-01-12').click();
  await expect(popup).toHaveCount(0);

  // the month title toggles every working day of January: 21, the weekends skipped
  await page.getByRole('button', { name: 'Select or deselect every day of January 2027' }).click();
  await expect(selectedIn(january)).toHaveCount(21);
  await expect(popup.getByRole('status')).toHaveText('21 days selected');
  await page.getByRole('button', { name: 'Select or deselect every day of January 2027' }).click();
  await expect(selectedIn(january)).toHaveCount(0);

  await january.getByRole('button', { name: 'Select or deselect week 2' }).click();
  await expect(selectedIn(january)).toHaveCount(5);
  await january.getByRole('button', { name: 'Select or deselect week 2' }).click();
  await january.getByRole('button', { name: 'Select or deselect every Monday' }).click();
  await expect(selectedIn(january)).toHaveCount(4);
  await popup.getByRole('button', { name: 'Clear' }).click();
  await expect(selectedIn(calendar)).toHaveCount(0);

  // a drag over two weeks selects their ten working days; the same drag again deselects them
  const range = WEEKDAYS(4, 15);
  await dragDays(page, calendar, range);
  for (const date of range) await expect(calendarDay(calendar, date)).toHaveAttribute('aria-selected', 'true');
  await expect(popup.getByRole('status')).toHaveText('10 days selected');
  await dragDays(page, calendar, range);
  await expect(selectedIn(calendar)).toHaveCount(0);
});

test('the slide panel lists the selected days’ requests by week; closing it clears the selection; a request opens', async ({ page }) => {
  const calendar = page.getByTestId('general-calendar');
  // a day whose requests have a planned substitute: drawn planned, shaded by its staffing
  const staffed = calendar
    .locator('[role="gridcell"]:has(.yc-dp-planned.yc-shade-light, .yc-dp-planned.yc-shade-medium, .yc-dp-planned.yc-shade-dark)')
    .first();
  await expect(staffed).toBeVisible();
  const date = (await staffed.getAttribute('data-date'))!;
  await staffed.scrollIntoViewIfNeeded();
  await staffed.click();
  await page.getByTestId('calendar-panel-open').click();
  const panel = page.getByTestId('calendar-panel');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())!.width).toBe(650);
  await expect(page.getByTestId('calendar-panel-title')).toHaveText('Requests of 1 day');
  const week = panel.locator('[data-testid^="calendar-week-"][data-testid$="-counts"]');
  await expect(week).toHaveCount(1);
  await expect(week).toHaveText(/^[1-9]\d* of [1-9]\d* filled$/);
  const requests = panel.locator('[data-testid^="calendar-request-"]:not([data-testid$="-dayparts"])');
  await expect(requests.first()).toBeVisible();

  await page.getByTestId('calendar-panel-close').click();
  await expect(panel).toHaveCount(0);
  await expect(calendarDay(calendar, date)).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByTestId('year-calendar-selection')).toHaveCount(0);

  await calendarDay(calendar, date).click();
  await page.getByTestId('calendar-panel-open').click();
  const first = requests.first();
  const number = Number((await first.getAttribute('data-testid'))!.slice('calendar-request-'.length));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/request/${number}/summary$`));
  expect(openRequestNumber(page)).toBe(number);
});
