import { expect, test } from '../support/guard';
import type { OpenWorkItem, UpcomingWorkAnswer } from '@app/contracts';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

/**
 * A substitute on a phone picks up open work (docs/open-work.md). The demo plans and invites its
 * substitutes on nearly every daypart of the coming weeks, so none of them fits a new vacancy there;
 * the planner therefore unplans `invaller` from their work of next week, which opens it, and the
 * substitute, with the pool's self-service switched on, takes one request of it back from the bottom
 * menu's Open work and finds it among the coming work on the dashboard.
 */
let job: { request: number; date: string; daypart: 1 | 2 };

const setOpenWork = (value: string) => asAdmin('PUT', '/settings/pool', [{ code: 'open_work', value }]);

const call = async <T>(token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

/**
 * The substitute's work of next week, unplanned by the planner, frees their contract hours there:
 * open work that fits them. Answers the first daypart of the best request of it.
 */
async function openedDaypart(): Promise<typeof job> {
  const substitute = (await apiToken('invaller', 'demo')).token;
  const planner = (await apiToken('planner', 'demo')).token;
  const { items } = await call<UpcomingWorkAnswer>(substitute, 'GET', '/request/upcoming-work');
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
  const monday = new Date(today.getTime() + (7 - ((today.getUTCDay() + 6) % 7)) * 86_400_000).toISOString().slice(0, 10);
  const sunday = new Date(Date.parse(`${monday}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const week = items.filter((i) => i.date >= monday && i.date <= sunday);
  if (!week.length) throw new Error('the demo substitute has no work next week to open');
  const inputs = await call<{ reason_for_dayparts: { id: number; action: string }[] }>(
    planner,
    'GET',
    '/inputs?inputs[reason_for_dayparts][search]=',
  );
  const reason = inputs.reason_for_dayparts.find((r) => r.action === 'unplan')!.id;
  for (const number of new Set(week.map((i) => i.request_number))) {
    const dayparts: Record<string, number[]> = {};
    for (const i of week.filter((w) => w.request_number === number)) dayparts[i.date] = [...(dayparts[i.date] ?? []), i.daypart];
    await call(planner, 'POST', `/request/${number}/dates`, { action: 'unplan', dayparts, reason });
  }
  // some open again, some held by another's reservation: any of the coming two weeks' open work will do
  const lastShown = new Date(Date.parse(`${monday}T12:00:00Z`) + 11 * 86_400_000).toISOString().slice(0, 10);
  const open = await call<OpenWorkItem[]>(substitute, 'GET', '/open-work?itemsPerPage=100');
  const item = open.find((o) => o.dayparts[0]!.date <= lastShown);
  if (!item) throw new Error('no open work of the substitute in the coming two weeks');
  const { date, daypart } = item.dayparts[0]!;
  return { request: item.request, date, daypart };
}

test.beforeAll(async () => {
  await setOpenWork('everyone');
  job = await openedDaypart();
});
test.afterAll(() => setOpenWork('off'));

test.use({ viewport: { width: 390, height: 844 } });

test('a substitute on a phone takes open work from the bottom menu and sees it planned', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'nl', url: BASE_URL }]);
  await login(page, 'invaller');

  const bar = page.getByTestId('bottom-menu');
  await expect(bar.getByRole('button')).toContainText(['Home', 'Planning', 'Open werk', 'Inbox', 'Menu']);
  await bar.getByTestId('bottom-menu-open-work').click();
  await expect(page).toHaveURL(/\/open-work$/);
  await expect(page.getByTestId('page-title')).toHaveText('Open werk');

  const card = page.getByTestId(`open-work-${job.request}`);
  await expect(card).toContainText(`#${job.request}`);
  await expect(card).toContainText(job.daypart === 1 ? 'ochtend' : 'middag');
  await page.getByTestId('open-work-refresh').click();
  await card.getByTestId(`open-work-${job.request}-claim`).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Aannemen? U wordt meteen ingepland.');
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('open-work-toast')).toHaveText('Aangenomen: u bent ingepland.');
  await expect(card).toHaveCount(0);

  await bar.getByTestId('bottom-menu-home').click();
  await expect(page.getByTestId(`upcoming-${job.date}-${job.daypart}`)).toContainText(`#${job.request}`);
});

test('a second claim of the same work is told it was taken, in English too', async () => {
  const { token } = await apiToken('fatima', 'demo');
  const answer = await fetch(`${BASE_URL}/api/open-work/claim?_locale=en`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ request: job.request, dayparts: [{ date: job.date, daypart: job.daypart }] }),
  });
  expect(answer.status).toBe(409);
  expect(((await answer.json()) as { meta: { messages: { message: string }[] } }).meta.messages[0]!.message).toBe(
    'Someone else has just taken this work. Refresh the list and pick other work.',
  );
});
