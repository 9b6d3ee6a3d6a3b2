import { expect, test } from '../support/guard';
import type { Proposal, ProposalCandidate, ProposalSendResult } from '@app/contracts';
import { typeDate } from '../support/dates';
import { BASE_URL } from '../support/product';
import { vacancies } from '../support/planned-work';
import { apiToken, login } from '../support/session';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const shown = (date: string) => date.split('-').reverse().join('-');
const LOGINS: Record<string, string> = { 'Iris Invaller': 'invaller', 'Fatima El Amrani': 'fatima' };

interface Week {
  from: string;
  to: string;
  branch: { id: number; name: string };
  /** the vacancy's number, on the week's Monday morning */
  request: number;
}

/**
 * A vacancy at the school of the list's first request on the Monday morning of a week ahead where
 * the proposal for that school puts a demo substitute with an account (Iris Invaller or Fatima El
 * Amrani) on it and the other is a candidate to swap in: the demo plans and invites its two
 * substitutes on most open dayparts of the months ahead, so the spec looks for such a week (from 15
 * weeks ahead on) through the API, and takes the vacancy away again in the weeks that do not do.
 */
async function vacancyToSwap(token: string): Promise<Week> {
  const { send, like, vacancy } = await vacancies(token);
  const monday = new Date(`${isoDay(new Date())}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 15 * 7);
  for (let week = 0; week < 25; week++, monday.setUTCDate(monday.getUTCDate() + 7)) {
    const from = isoDay(monday);
    const to = isoDay(new Date(monday.getTime() + 6 * 86_400_000));
    const res = await send('POST', '/request', {
      branch: like.branch.id,
      schedule: like.schedule.id,
      reason_for_absence: vacancy,
      dates: { [from]: [1] },
    });
    if (res.status !== 201) continue;
    const request = ((await res.json()).data as { id: number }).id;
    const proposal = (await (await send('POST', '/planning/proposal', { from, to, branches: [like.branch.id] })).json()).data as Proposal;
    const cell = proposal.assignments.find((a) => a.request === request);
    if (cell && LOGINS[cell.full_name]) {
      const cells = proposal.assignments.map(({ request: r, date, daypart, person }) => ({ request: r, date, daypart, person }));
      const answer = await send('POST', `/planning/proposal/${proposal.id}/candidates`, { request, date: from, daypart: 1, cells });
      const candidates = ((await answer.json()) as { data: ProposalCandidate[] }).data;
      if (candidates.some((c) => c.person !== cell.person && LOGINS[c.full_name])) return { from, to, branch: like.branch, request };
    }
    await send('DELETE', `/request/${request}`);
  }
  throw new Error('no week ahead in which both demo substitutes can take a Monday morning vacancy');
}

const answerOf = async <T>(response: Promise<import('@playwright/test').Response>) => ((await (await response).json()) as { data: T }).data;

/**
 * The week proposal through the screens: the planner opens Weekvoorstel from the menu and
 * proposes the demo's coming week (its default period); then picks a later week and one school,
 * proposes again, swaps a cell for another candidate (the cell is then locked), sends every cell as
 * invitations in one action, and the substitute now on the swapped cell finds the invitation in
 * the inbox.
 */
test('a planner proposes the coming week, then a week at one school, swaps a cell and sends; the substitute finds the invitation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { token } = await apiToken('planner', 'demo');
  const week = await vacancyToSwap(token);
  const proposed = (page: import('@playwright/test').Page) =>
    page.waitForResponse((r) => /\/api\/planning\/proposal(\?|$)/.test(r.url()) && r.request().method() === 'POST');
  const figures = (p: Proposal) =>
    `${p.assignments.length} van ${p.assignments.length + p.unassigned.length} open dagdelen voorgesteld; ` +
    `score ${p.objective} van hooguit ${p.bound} (${p.ms} ms).`;

  const planner = await browser.newPage();
  await planner.context().addCookies([{ name: 'locale', value: 'nl', url: BASE_URL }]);
  await login(planner, 'planner');
  await planner.getByRole('link', { name: 'Weekvoorstel' }).click();
  await expect(planner).toHaveURL(/\/week-proposal$/);
  await expect(planner.getByText(/Kies de periode en stel voor/)).toBeVisible();

  // the coming week, Monday to Sunday, as the screen opens
  const coming = proposed(planner);
  await planner.getByRole('button', { name: 'Voorstellen' }).click();
  const first = await answerOf<Proposal>(coming);
  expect(new Date(`${first.from}T12:00:00Z`).getUTCDay()).toBe(1);
  expect([first.from > isoDay(new Date()), (Date.parse(first.to) - Date.parse(first.from)) / 86_400_000]).toEqual([true, 6]);
  await expect(planner.getByText(/open dagdelen voorgesteld/)).toHaveText(figures(first));

  // the vacancies' week at their school
  await typeDate(planner.getByTestId('proposal-to'), shown(week.to));
  await typeDate(planner.getByTestId('proposal-from'), shown(week.from));
  await expect(planner.getByTestId('proposal-from')).toHaveValue(shown(week.from));
  await expect(planner.getByTestId('proposal-to')).toHaveValue(shown(week.to));
  await planner.getByRole('combobox', { name: 'Vestigingen' }).click();
  await planner.getByRole('option', { name: week.branch.name, exact: true }).click();
  await planner.keyboard.press('Escape');
  const again = proposed(planner);
  await planner.getByRole('button', { name: 'Opnieuw voorstellen rond de vastgezette cellen' }).click();
  const proposal = await answerOf<Proposal>(again);
  expect([proposal.from, proposal.to]).toEqual([week.from, week.to]);
  expect(new Set(proposal.assignments.map((a) => a.branch.name))).toEqual(new Set([week.branch.name]));
  const table = planner.getByRole('table', { name: 'Voorgestelde invallers' });
  await expect(table.getByRole('row')).toHaveCount(proposal.assignments.length + 1);
  await expect(planner.getByText(/open dagdelen voorgesteld/)).toHaveText(figures(proposal));

  // swap the Monday vacancy to the other demo substitute
  const cell = proposal.assignments.find((a) => a.request === week.request)!;
  expect(Object.keys(LOGINS)).toContain(cell.full_name);
  const target = Object.keys(LOGINS).find((name) => name !== cell.full_name)!;
  const row = planner.getByTestId(`proposal-cell-${cell.request}:${cell.date}:${cell.daypart}`);
  await expect(row).toContainText(cell.full_name);
  await row.getByRole('button', { name: new RegExp(`wisselen: ${cell.full_name}$`) }).click();
  const dialog = planner.getByRole('dialog', { name: new RegExp(`^Andere invaller voor .* ochtend, aanvraag ${cell.request}$`) });
  await expect(dialog).toContainText(`Nu voorgesteld: ${cell.full_name} (score ${cell.score}).`);
  await dialog.getByRole('button', { name: new RegExp(`^${target} · score \\d+`) }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText(target);
  // the swapped cell is locked: solving again keeps it
  await expect(row.getByRole('button', { name: new RegExp(`losmaken: ${target}$`) })).toHaveAttribute('aria-pressed', 'true');

  await expect(planner.getByRole('radio', { name: 'Uitnodigingen' })).toBeChecked();
  const sending = planner.waitForResponse((r) => /\/api\/planning\/proposal\/\d+\/send(\?|$)/.test(r.url()));
  await planner
    .getByRole('button', { name: `${proposal.assignments.length} ${proposal.assignments.length === 1 ? 'cel' : 'cellen'} versturen` })
    .click();
  const result = await answerOf<ProposalSendResult>(sending);
  await expect(planner.getByRole('alert').filter({ hasText: 'verstuurd' })).toContainText(
    `${result.sent.length} ${result.sent.length === 1 ? 'aanbod' : 'aanbiedingen'} verstuurd.`,
  );
  expect(result.failed).toEqual([]);
  const offer = result.sent.find((s) => s.request === cell.request);
  expect(offer).toBeDefined();

  const substitute = await browser.newPage();
  await login(substitute, LOGINS[target]!);
  await substitute.getByRole('link', { name: /^Inbox/ }).click();
  await expect(substitute.getByTestId(`inbox-item-invitation-${offer!.offer}`)).toContainText(`Uitnodiging: ${week.branch.name}`);
});
