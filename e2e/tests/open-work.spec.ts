import { expect, test } from '../support/guard';
import type { OpenWorkItem } from '@app/contracts';
import { asAdmin } from '../support/admin-api';
import { vacancies } from '../support/planned-work';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

/**
 * A substitute on a phone picks up open work (docs/open-work.md): the pool switches self-service
 * on, the planner posts a vacancy the demo's substitute `invaller` fits, and the substitute takes
 * it from the bottom menu's Open work and finds it among the coming work on the dashboard.
 */
let job: { request: number; date: string; daypart: 1 | 2 };

const setOpenWork = (value: string) => asAdmin('PUT', '/settings/pool', [{ code: 'open_work', value }]);

/** `YYYY-MM-DD` of today plus `days` (the product's clock is the machine's). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new morning vacancy within the coming two weeks that the substitute's open work lists. */
async function fittingVacancy(): Promise<typeof job> {
  const { send, like, vacancy } = await vacancies((await apiToken('planner', 'demo')).token);
  const { token } = await apiToken('invaller', 'demo');
  for (let day = 3; day < 13; day++) {
    const date = dayFromNow(day);
    if ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) continue;
    const created = await send('POST', '/request', {
      branch: like.branch.id,
      schedule: like.schedule.id,
      reason_for_absence: vacancy,
      dates: { [date]: [1] },
    });
    if (created.status !== 201) continue;
    const request = ((await created.json()).data as { id: number }).id;
    const listed = await fetch(`${BASE_URL}/api/open-work?itemsPerPage=100`, { headers: { authorization: `Bearer ${token}` } });
    const items = ((await listed.json()) as { data: OpenWorkItem[] }).data;
    if (items.some((i) => i.request === request)) return { request, date, daypart: 1 };
    // the substitute is busy or held elsewhere that morning: the vacancy goes again
    await send('DELETE', `/request/${request}`);
  }
  throw new Error('no morning in the coming two weeks that the substitute fits');
}

test.beforeAll(async () => {
  await setOpenWork('everyone');
  job = await fittingVacancy();
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
  await expect(card).toContainText('ochtend');
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
