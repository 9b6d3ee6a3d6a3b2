import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

/**
 * The dashboard panels per role (docs/dashboard.md): the board's planner
 * sees the cards, the planning of its branches, the fill-rate chart and the add-request button; a
 * school its two cards, the birthdays and the fill rate, no planning; a substitute only their own planning and the
 * announcements, and on a phone the panels as a carousel with the unread announcements on its tab.
 * Another user's request change reaches the planner's dashboard without a reload.
 */

async function dashboardOf(browser: Browser, username: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  const page = await context.newPage();
  await login(page, username);
  return page;
}

/** The card values the service answers the user, by key. */
async function cardValues(username: string): Promise<Record<string, number>> {
  const { token } = await apiToken(username, 'demo');
  const res = await fetch(`${BASE_URL}/api/request/statuses`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const cards = (await res.json()).data as { key: string; value: number }[];
  return Object.fromEntries(cards.map((c) => [c.key, c.value]));
}

test('the planner sees the three cards, the planning of today and tomorrow, the fill-rate chart and the add-request button', async ({
  browser,
}) => {
  const page = await dashboardOf(browser, 'planner');
  const values = await cardValues('planner');
  expect(Object.keys(values)).toEqual(['open_dayparts', 'approval', 'processing']);
  for (const [key, value] of Object.entries(values))
    await expect(page.getByTestId(`dashboard-card-${key}-value`)).toHaveText(String(value), { timeout: 30_000 });
  await expect(page.getByTestId('dashboard-card-open_dayparts')).toContainText('within the next week');
  // on a weekend nobody may be planned today or tomorrow: then the panel says so
  const planning = page.getByTestId('planning-panel');
  await expect(planning.getByTestId('planning-today').or(planning.getByTestId('planning-panel-empty'))).toBeVisible();
  if (await planning.getByTestId('planning-today').count()) {
    await expect(page.getByTestId('planning-today')).toContainText('Today, ');
    await expect(page.getByTestId('planning-tomorrow')).toContainText('Tomorrow, ');
  } else await expect(planning.getByTestId('planning-panel-empty')).toHaveText('Nobody is planned today or tomorrow.');
  // the lazily loaded chart draws its bars, and each coming week has its line
  await expect(page.getByTestId('fill-rate-chart').locator('svg').first()).toBeVisible();
  await expect(page.locator('[data-testid^="fill-rate-20"]')).toHaveCount(4);
  await expect(page.getByTestId('announcements-panel')).toBeVisible();
  await page.getByTestId('dashboard-add-request').click();
  await expect(page).toHaveURL(/\/request\/new$/);
  // the create popup is open: the guard then judges it at rest, not while its module still loads and it fades in
  await expect(page.getByTestId('create-stepper')).toBeVisible();
});

test('a school sees its two cards, the birthdays and the fill rate, without planning', async ({ browser }) => {
  const page = await dashboardOf(browser, 'school');
  const values = await cardValues('school');
  expect(Object.keys(values)).toEqual(['open_dayparts', 'approval']);
  await expect(page.getByTestId('dashboard-card-approval-value')).toHaveText(String(values.approval), { timeout: 30_000 });
  await expect(page.getByTestId('dashboard-card-processing')).toHaveCount(0);
  await expect(page.getByTestId('fill-rate-panel')).toBeVisible();
  await expect(page.getByTestId('announcements-panel')).toBeVisible();
  await expect(page.getByTestId('dashboard-add-request')).toBeVisible();
  await expect(page.getByTestId('planning-panel')).toHaveCount(0);
  // the pool shows the birthdays panel (show_birthdays_panel is on by default)
  const birthdays = page.getByTestId('birthdays-panel');
  await expect(birthdays.locator('[data-testid^="birthday-"]').first().or(birthdays.getByTestId('birthdays-panel-empty'))).toBeVisible();
});

test('a substitute sees their own upcoming work and the announcements; on a phone as a carousel with the unread badge', async ({
  browser,
}) => {
  const page = await dashboardOf(browser, 'invaller');
  const work = page.getByTestId('upcoming-work');
  await expect(work.locator('[data-testid^="upcoming-day-"]').first().or(work.getByTestId('upcoming-work-empty'))).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('planning-panel')).toHaveCount(0);
  await expect(page.getByTestId('announcements-panel')).toBeVisible();
  for (const absent of ['dashboard-cards', 'fill-rate-panel', 'birthdays-panel', 'dashboard-add-request'])
    await expect(page.getByTestId(absent)).toHaveCount(0);
  // the service answers the substitute's own planned work, not a planner's
  const { token } = await apiToken('invaller', 'demo');
  const own = await (await fetch(`${BASE_URL}/api/request/planned`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(own.data.own).toBe(true);

  const phone = await dashboardOf(browser, 'invaller', { width: 390, height: 800 });
  await expect(phone.getByTestId('dashboard-carousel')).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByTestId('announcements')).toBeAttached();
  const unread = await phone.getByTestId('announcements').locator('[data-read="false"]').count();
  await expect(phone.getByTestId('dashboard-slide-badge-announcements')).toContainText(unread > 0 ? String(unread) : 'Announcements');
  await phone.getByTestId('dashboard-slide-tab-announcements').click();
  // the slide in view is the one not inert (slides out of view are inert, not aria-hidden)
  await expect(phone.getByTestId('dashboard-slide-announcements')).not.toHaveAttribute('inert');
  await expect(phone.getByTestId('dashboard-slide-announcements').getByTestId('announcements-panel')).toBeInViewport();
});

/** The weekdays from tomorrow through six days ahead: within the open-dayparts card's week, and changeable (today's are not). */
function weekdaysThisWeek(): string[] {
  return Array.from({ length: 6 }, (_, i) => new Date(Date.now() + (i + 1) * 86_400_000))
    .filter((d) => ![0, 6].includes(d.getUTCDay()))
    .map((d) => d.toISOString().slice(0, 10));
}

test("another user's new request shows live in the planner's open-dayparts card, and its closed dayparts too", async ({ browser }) => {
  const page = await dashboardOf(browser, 'planner');
  const value = page.getByTestId('dashboard-card-open_dayparts-value');
  const before = (await cardValues('planner')).open_dayparts!;
  await expect(value).toHaveText(String(before), { timeout: 30_000 });

  // the administrator adds a request like a demo one, on the first weekday of the week it may
  interface Detail {
    id: number;
    branch: { id: number };
    schedule: { id: number };
    absentee_person: { id: number } | null;
    reason_for_absence: { id: number } | null;
  }
  const [first] = await asAdmin<{ id: number }[]>('GET', '/request?itemsPerPage=25');
  const like = await asAdmin<Detail>('GET', `/request/${first!.id}`);
  let created: number | null = null;
  let day = '';
  for (const date of weekdaysThisWeek()) {
    day = date;
    created = await asAdmin<Detail>('POST', '/request', {
      branch: like.branch.id,
      schedule: like.schedule.id,
      absentee_person: like.absentee_person?.id,
      reason_for_absence: like.reason_for_absence?.id,
      dates: { [date]: [1, 2] },
    }).then(
      (r) => r.id,
      () => null,
    );
    if (created !== null) break;
  }
  expect(created).not.toBeNull();
  await expect(value).toHaveText(String(before + 2));
  // its dayparts closed (with a reason of that action), the card is back; then the request goes
  const reasons = await asAdmin<{ id: number; action: string }[]>('GET', '/reason-for-daypart?itemsPerPage=-1');
  const reason = reasons.find((r) => r.action === 'close')!.id;
  await asAdmin('POST', `/request/${created}/dates`, { action: 'close', dayparts: { [day]: [1, 2] }, reason });
  await expect(value).toHaveText(String(before));
  await asAdmin('DELETE', `/request/${created}/archive`);
});
