import { expect, test } from '../support/guard';
import { BASE_URL } from '../support/product';
import { apiToken, login } from '../support/session';

interface Row {
  id: number;
  open_dayparts: number;
  period_start: string | null;
  period_end: string | null;
  request_group_reference: string | null;
}
interface GroupRecord {
  id: number;
  full_name: string;
  requests: number[];
  dates: Record<string, { invited: boolean; reserved: boolean }[]>;
}

/**
 * Request-group matching (MATCH-01): the planner opens a group's Matching tab, sees the
 * demo substitute as a candidate naming the member requests they fit, and invites them; an
 * invitation is made on each of those requests through the request's own offer route.
 */
test("the planner invites a candidate from a request group's Matching tab on each member request they fit", async ({ page }) => {
  const { token } = await apiToken('planner', 'demo');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) =>
    (await fetch(`${BASE_URL}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).json();
  const free = (r: GroupRecord) => Object.values(r.dates).every((parts) => parts.every((p) => !p.invited && !p.reserved));

  // a group of two open requests outside any group, both with the demo substitute (Iris Invaller) a
  // candidate nobody invited yet
  const open = ((await call('GET', '/request?itemsPerPage=100&filters[status][]=other')).data as Row[]).filter(
    (r) => r.open_dayparts > 0 && r.request_group_reference === null && r.period_start && r.period_end,
  );
  const fitting: Row[] = [];
  for (const row of open) {
    const records = (await call('GET', `/request/${row.id}/matching`)).data as GroupRecord[];
    const iris = records.find((r) => r.full_name === 'Iris Invaller');
    if (iris && free(iris)) fitting.push(row);
    if (fitting.length === 2) break;
  }
  expect(fitting.length).toBe(2);
  const starts = fitting.map((r) => r.period_start!).sort();
  const ends = fitting.map((r) => r.period_end!).sort();
  const created = await call('POST', '/request-group', {
    reference: 'E2E groepsmatching',
    period_start: starts[0],
    period_end: ends[1],
    requests: fitting.map((r) => ({ request: r.id })),
  });
  const groupId = created.data.id as number;
  const matching = (await call('GET', `/request-group/${groupId}/matching`)).data as GroupRecord[];
  const iris = matching.find((r) => r.full_name === 'Iris Invaller')!;
  // the group's members by number, as the service lists them
  const numbers = fitting.map((r) => r.id).sort((a, b) => a - b);
  expect(iris.requests).toEqual(numbers);

  await login(page, 'planner');
  await page.goto(`/request-group/${groupId}/matching`);
  await expect(page.getByTestId(`match-${iris.id}-requests`)).toHaveText(`past bij aanvragen ${numbers.join(', ')}`);
  await page.getByTestId(`match-${iris.id}-select`).check();
  await page.getByTestId('matches-invite').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('elke aanvraag in de groep');
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('matches-toast')).toHaveText('Iris Invaller is uitgenodigd.');

  for (const request of iris.requests) {
    const offers = (await call('GET', `/invitation?itemsPerPage=100&filters[request][]=${request}&filters[state][]=open`)).data as {
      person: { id: number };
    }[];
    expect(offers.map((o) => o.person.id)).toContain(iris.id);
  }
  // the tab, fetched again, shows the dayparts invited
  await expect(page.getByTestId(`match-${iris.id}`)).toBeVisible();
  const after = ((await call('GET', `/request-group/${groupId}/matching`)).data as GroupRecord[]).find((r) => r.id === iris.id)!;
  expect(
    Object.values(after.dates)
      .flat()
      .every((p) => p.invited),
  ).toBe(true);
});
