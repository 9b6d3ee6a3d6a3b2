import { expect, test } from '../support/guard';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { chooseOption } from '../support/requests';
import { apiToken, login } from '../support/session';

/**
 * The distance between a substitute's address and the request's
 * branch (computed from the demo's coordinates) shows in the Matching tab, and an administrator
 * enters a travel distance in the person popup's Travel expenses tab.
 */
interface Match {
  id: number;
  distance_km: number | null;
}

/** The machine the suite runs on may be busy: the first paint of a popup or a matching answer gets longer than the default. */
const SLOW = { timeout: 30_000 };

test("a planner sees a substitute's distance to the request's branch in the Matching tab", async ({ page }) => {
  // looking for a request the demo substitute is a candidate for takes a matching call per request
  test.setTimeout(120_000);
  const { token } = await apiToken('planner', 'demo');
  const headers = { authorization: `Bearer ${token}` };
  const [iris] = await asAdmin<{ id: number }[]>('GET', `/person?search[name]=${encodeURIComponent('Iris Invaller')}`);
  const list = await (await fetch(`${BASE_URL}/api/request?itemsPerPage=-1`, { headers })).json();
  const open = (list.data as { id: number; open_dayparts: number }[]).filter((r) => r.open_dayparts > 0);
  let found: { request: number; km: number } | null = null;
  for (const request of open) {
    const answer = await (await fetch(`${BASE_URL}/api/request/${request.id}/matching`, { headers })).json();
    const record = (answer.data as Match[]).find((m) => m.id === iris!.id);
    if (record?.distance_km != null) {
      found = { request: request.id, km: record.distance_km };
      break;
    }
  }
  // the demo substitute and every demo branch have coordinates, so her distance is known
  expect(found).not.toBeNull();

  await login(page, 'planner');
  await page.goto(`/request/${found!.request}/matching`);
  const card = page.getByTestId(`match-${iris!.id}`);
  await expect(card).toBeVisible(SLOW);
  const why = page.getByTestId(`match-${iris!.id}-why`);
  if (!(await why.isVisible())) await card.click();
  await expect(why).toContainText(`Afstand`);
  await expect(why).toContainText(`${found!.km} km`);

  // a distance filter below her distance leaves her out
  await page.getByTestId('matches-distance').fill(String(Math.floor(found!.km / 2)));
  await expect(card).toHaveCount(0);
});

test('an administrator enters a travel distance in the person popup', async ({ page }) => {
  const [iris] = await asAdmin<{ id: number }[]>('GET', `/person?search[name]=${encodeURIComponent('Iris Invaller')}`);
  const { branches } = await asAdmin<{ branches: { id: number; name: string }[] }>('GET', '/inputs?inputs[branches][search]=Vlinder');
  const vlinder = branches.find((b) => b.name === 'De Vlinder')!.id;
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  try {
    await page.goto(`/person/${iris!.id}/travel_expenses`);
    await expect(page.getByTestId('entity-preview-person')).toBeVisible(SLOW);
    const tab = page.getByTestId('person-travel');
    await expect(tab.getByTestId('person-travel-distances-row').filter({ hasText: 'De Vlinder' })).toContainText(
      'Computed from the addresses',
    );

    await chooseOption(page, 'person-travel-editor-branch_id', 'De Vlinder', 'Vlinder');
    await page.getByTestId('person-travel-editor-km').fill('23.4');
    await page.getByTestId('person-travel-editor-save').click();
    await expect(page.getByTestId('person-travel-notice')).toHaveText('The distance was saved.');
    const row = tab.getByTestId('person-travel-distances-row').filter({ hasText: 'De Vlinder' });
    await expect(row).toContainText('23,4 km');
    await expect(row).toContainText('Entered');
    // from 2024: 2 x (23.4 - 7) x 0.17 a working day
    await expect(row).toContainText('5,58');

    const stored = await asAdmin<{ distances: { branch_id: number; km: number; source: string }[] }>(
      'GET',
      `/person/${iris!.id}/travel-distances`,
    );
    expect(stored.distances.find((d) => d.branch_id === vlinder)).toMatchObject({ km: 23.4, source: 'entered' });
  } finally {
    await asAdmin('DELETE', `/person/${iris!.id}/travel-distances/${vlinder}`);
  }
});
