import { expect, test } from '../support/guard';
import { formatShortDay } from '@app/platform/dates';
import { typeDate } from '../support/dates';
import type { UpcomingWorkAnswer } from '@app/contracts';
import { planSubstitute, type PlannedJob } from '../support/planned-work';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

/**
 * The phone as a first-class client for substitutes: the bottom menu leads only where the profile
 * may go (its calendar slot is one's own planning), the dashboard lists the work of the coming two
 * weeks, and the planning jumps to a date weeks ahead in one step.
 */
let soon: UpcomingWorkAnswer['items'][number];
let later: PlannedJob;

test.beforeAll(async () => {
  // the demo plans its substitute on the coming days; a job two months out is planned here
  const { token } = await apiToken('invaller', 'demo');
  const answer = await fetch(`${BASE_URL}/api/request/upcoming-work`, { headers: { authorization: `Bearer ${token}` } });
  const upcoming = ((await answer.json()) as { data: UpcomingWorkAnswer }).data;
  soon = upcoming.items.find((item) => item.date > upcoming.from) ?? upcoming.items[0]!;
  later = await planSubstitute('invaller', 60);
});

test.use({ viewport: { width: 390, height: 844 } });

test('a substitute on a phone sees the coming work and reaches a job two months out from the bottom menu', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'nl', url: BASE_URL }]);
  await login(page, 'invaller');

  const work = page.getByTestId('upcoming-work');
  await expect(work.getByRole('heading')).toHaveText('Mijn werk de komende 14 dagen');
  const day = page.getByTestId(`upcoming-day-${soon.date}`);
  await expect(day).toContainText(formatShortDay(soon.date, 'nl').slice(1));
  const job = page.getByTestId(`upcoming-${soon.date}-${soon.daypart}`);
  await expect(job).toContainText(`${soon.daypart === 1 ? 'Ochtend' : 'Middag'} · ${soon.branch.name}`);
  await expect(job).toContainText(`#${soon.request_number}`);

  const bar = page.getByTestId('bottom-menu');
  await expect(bar.getByRole('button')).toContainText(['Home', 'Planning', 'Open werk', 'Inbox', 'Menu']);
  await bar.getByTestId('bottom-menu-calendar').click();
  await expect(page).toHaveURL(/\/planning$/);
  await expect(page.getByTestId('planning-list')).toBeVisible();
  await expect(page.getByText('Geen toegang')).toHaveCount(0);

  // one step to a day two months out instead of a click per week
  await typeDate(page.getByTestId('list-go-to'), later.date.split('-').reverse().join('-'));
  await expect(page.getByTestId(`list-day-${later.date}`)).toBeVisible();
  await expect(page.getByTestId(`list-state-${later.date}-${later.daypart}`)).toContainText(`#${later.request}`);

  await bar.getByTestId('bottom-menu-home').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId(`upcoming-${soon.date}-${soon.daypart}`)).toBeVisible();
});

test("a planner's calendar slot opens the general calendar", async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'planner');
  const bar = page.getByTestId('bottom-menu');
  await expect(bar.getByTestId('bottom-menu-calendar')).toHaveText('Calendar');
  await bar.getByTestId('bottom-menu-calendar').click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByTestId('module-mfe_planning')).toBeVisible();
});
