import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

/**
 * The Matching tab: the planner opens an open request's Matching tab and sees what the
 * matching call answers: the candidates best first (the first unfolded with its score parts) and,
 * switched on, the excluded count; every hard rule has its facts, so no 'not checked' line shows.
 */
test("the planner sees a request's candidates with their score parts and the excluded count", async ({ page }) => {
  const { token } = await apiToken('planner', 'demo');
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await fetch(`${BASE_URL}/api/request?itemsPerPage=25&filters[status][]=other`, { headers })).json();
  // the first open request with a candidate: on some days of the demo year both demo substitutes
  // are already planned on a one-daypart request's only open daypart
  const open = (list.data as { id: number; open_dayparts: number }[]).filter((r) => r.open_dayparts > 0);
  let request: { id: number } | undefined;
  let answer:
    { data: { id: number; full_name: string }[]; meta: { total: number; excluded: unknown[]; not_checked: unknown[] } } | undefined;
  for (const candidate of open) {
    const matching = await fetch(`${BASE_URL}/api/request/${candidate.id}/matching?excluded=1&_locale=nl`, { headers });
    expect(matching.status).toBe(200);
    answer = await matching.json();
    request = candidate;
    if (answer!.data.length) break;
  }
  const records = answer!.data;
  const excluded = answer!.meta.excluded;

  await login(page, 'planner');
  await page.goto(`/request/${request!.id}/matching`);
  expect(records.length).toBeGreaterThan(0);
  await expect(page.getByTestId('matches-total')).toContainText(`${answer!.meta.total} kandidaten`);
  // every hard rule has its facts now (blockades, certificates of conduct, distance): no 'not checked' line
  expect(answer!.meta.not_checked).toEqual([]);
  await expect(page.getByTestId('matches-not-checked')).toHaveCount(0);
  await expect(page.getByTestId(`match-${records[0]!.id}`)).toContainText(records[0]!.full_name);
  await expect(page.getByTestId(`match-${records[0]!.id}-why`)).toContainText('Dagdelen');

  await page.getByTestId('matches-excluded-switch').click();
  await expect(page.getByTestId('matches-excluded')).toContainText(`Uitgesloten (${excluded.length})`);
  // the demo's one substitute is a candidate, so none is excluded here; the reasons are tested by the service (routes/matching.test.ts)
});
