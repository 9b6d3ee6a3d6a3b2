/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExtraPermission, type Proposal, type ProposalSendResult } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import { fakeApi } from '@app/ui/testing';
import { pages } from '../../pages';
import { routes } from '../../routes';
import { renderPlanning, signIn } from '../../testing/render';

const route = routes.find((r) => r.path === '/week-proposal')!;
const WeekProposalPage = pages['/week-proposal']!;
const KOMPAS = { id: 3, name: 'Het Kompas' };
const why = [
  { part: 'share' as const, points: 40, facts: [{ kind: 'share' as const, n: 2, of: 2 }] },
  { part: 'fairness' as const, points: 10, facts: [{ kind: 'recent_dayparts' as const, n: 0 }] },
];
const PROPOSAL: Proposal = {
  id: 12,
  from: '2027-06-14',
  to: '2027-06-20',
  assignments: [
    { request: 41, date: '2027-06-14', daypart: 1, person: 7, full_name: 'Ingrid Invaller', branch: KOMPAS, score: 50, why, locked: false },
    { request: 41, date: '2027-06-14', daypart: 2, person: 7, full_name: 'Ingrid Invaller', branch: KOMPAS, score: 50, why, locked: false },
  ],
  unassigned: [
    {
      request: 42,
      date: '2027-06-15',
      daypart: 1,
      branch: KOMPAS,
      reasons: [{ rule: 'free', message: 'Not free on this daypart', count: 3 }],
    },
  ],
  objective: 110,
  bound: 110,
  optimal: true,
  ms: 35,
  weights: {
    proposal_continuity_points: 10,
    proposal_whole_request_points: 20,
    proposal_fairness_points: 2,
    proposal_max_dayparts_per_week: 10,
  },
};
const SENT: ProposalSendResult = {
  kind: 'invitation',
  sent: [],
  failed: [{ request: 41, person: 7, dayparts: 1, reason: 'The request has already been filled or cancelled.' }],
};

/** The screen's default period: Monday to Sunday of the coming week. */
const MONDAY = dayjs().startOf('isoWeek').add(1, 'week');
const PERIOD = { from: MONDAY.format('YYYY-MM-DD'), to: MONDAY.add(6, 'day').format('YYYY-MM-DD') };

beforeEach(() => signIn([ExtraPermission.PLANNING_PROPOSAL, ExtraPermission.REQUEST_MATCHING]));

it('proposes the period, shows each cell with score and why and the unassigned with reasons; drops, locks and sends', async () => {
  const calls = fakeApi({
    'POST /planning/proposal/12/send': () => ({ data: SENT }),
    'POST /planning/proposal': () => ({ data: PROPOSAL }),
  });
  renderPlanning(<WeekProposalPage route={route} params={{}} />);
  expect(screen.getByText(/Kies de periode en stel voor/)).toBeTruthy();
  fireEvent.click(screen.getByTestId('proposal-solve'));

  const table = await screen.findByTestId('proposal-table');
  expect(within(table).getAllByText('Ingrid Invaller')).toHaveLength(2);
  expect(within(table).getAllByText('Dagdelen +40: 2 van 2 dagdelen')).toHaveLength(2);
  expect(within(table).getAllByText('Spreiding +10: 0 dagdelen gepland in de afgelopen 4 weken')).toHaveLength(2);
  expect(screen.getByTestId('proposal-figures').textContent).toBe('2 van 3 open dagdelen voorgesteld; score 110 van hooguit 110 (35 ms).');
  expect(screen.getByTestId('proposal-unassigned-42:2027-06-15:1').textContent).toContain('Niet vrij op dit dagdeel: 3');

  fireEvent.click(screen.getByTestId('proposal-drop-41:2027-06-14:2'));
  expect(screen.queryByTestId('proposal-cell-41:2027-06-14:2')).toBeNull();
  fireEvent.click(screen.getByTestId('proposal-lock-41:2027-06-14:1'));
  fireEvent.click(screen.getByTestId('proposal-solve'));
  await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/planning/proposal')).map((c) => c.url)).toHaveLength(2));
  expect((calls.at(-1)!.body as { locked: unknown }).locked).toEqual([{ request: 41, date: '2027-06-14', daypart: 1, person: 7 }]);

  await screen.findByTestId('proposal-table');
  fireEvent.click(screen.getByLabelText('Reserveringen'));
  fireEvent.click(screen.getByTestId('proposal-send-button'));
  const summary = await screen.findByTestId('proposal-send-summary');
  expect(summary.textContent).toContain('0 aanbiedingen verstuurd.');
  expect(summary.textContent).toContain('Aanvraag 41: The request has already been filled or cancelled.');
  const send = calls.find((c) => c.url.startsWith('/api/planning/proposal/12/send'))!;
  expect(send.body).toEqual({
    kind: 'reservation',
    cells: PROPOSAL.assignments.map(({ request, date, daypart, person }) => ({ request, date, daypart, person })),
  });
});

it('says why when the proposal cannot be made', async () => {
  fakeApi({
    'POST /planning/proposal': () => ({
      status: 422,
      meta: {
        messages: [{ type: 'error', title: 'Error', message: 'A branch is not within your branches.' }],
        errors: { branches: ['A branch is not within your branches.'] },
      },
    }),
  });
  renderPlanning(<WeekProposalPage route={route} params={{}} />);
  fireEvent.click(screen.getByTestId('proposal-solve'));
  expect((await screen.findByRole('alert')).textContent).toContain('A branch is not within your branches.');
});

it("narrows the proposal to the branches picked from the caller's own, and to all of them when none is picked", async () => {
  const calls = fakeApi({
    'GET /inputs': () => ({
      data: {
        branches: [
          { id: 1, name: 'Stichting Demo', parent_id: null, level: 1 },
          { id: 3, name: 'Het Kompas', parent_id: 1, level: 2 },
          { id: 4, name: 'De Regenboog', parent_id: 1, level: 2 },
        ],
      },
    }),
    'POST /planning/proposal': () => ({ data: PROPOSAL }),
  });
  renderPlanning(<WeekProposalPage route={route} params={{}} />);
  const proposals = () => calls.filter((c) => c.method === 'POST' && /^\/api\/planning\/proposal(\?|$)/.test(c.url));

  fireEvent.click(screen.getByRole('button', { name: 'Voorstellen' }));
  await screen.findByTestId('proposal-table');
  expect(proposals()[0]!.body).toEqual({ from: PERIOD.from, to: PERIOD.to, locked: [] });

  const picker = screen.getByRole('combobox', { name: 'Vestigingen' });
  expect(picker.getAttribute('placeholder')).toBe('Al je vestigingen');
  fireEvent.mouseDown(picker);
  const listbox = await screen.findByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Stichting Demo', 'Het Kompas', 'De Regenboog']);
  fireEvent.click(within(listbox).getByRole('option', { name: 'Het Kompas' }));
  fireEvent.mouseDown(picker);
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'De Regenboog' }));
  expect(screen.getByRole('button', { name: 'Het Kompas' })).toBeTruthy();

  fireEvent.click(screen.getByTestId('proposal-solve'));
  await waitFor(() => expect(proposals()).toHaveLength(2));
  expect(proposals()[1]!.body).toEqual({ from: PERIOD.from, to: PERIOD.to, branches: [3, 4], locked: [] });
  expect(calls.filter((c) => c.url.startsWith('/api/inputs')).map((c) => c.url)).toEqual([
    '/api/inputs?inputs[branches][search]=&_locale=nl',
  ]);
});

it("swaps a cell for another of the server's candidates for that daypart; the swapped cell is locked, solved around and sent", async () => {
  const BART = { person: 9, full_name: 'Bart Bakker', score: 45, why: [{ part: 'share' as const, points: 45, facts: [] }] };
  const calls = fakeApi({
    'POST /planning/proposal/12/candidates': () => ({
      data: [{ person: 7, full_name: 'Ingrid Invaller', score: 50, why: PROPOSAL.assignments[0]!.why }, BART],
    }),
    'POST /planning/proposal/12/send': () => ({ data: { kind: 'invitation', sent: [], failed: [] } }),
    'POST /planning/proposal': () => ({ data: PROPOSAL }),
  });
  renderPlanning(<WeekProposalPage route={route} params={{}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Voorstellen' }));
  const row = await screen.findByTestId('proposal-cell-41:2027-06-14:2');

  fireEvent.click(within(row).getByRole('button', { name: /middag wisselen: Ingrid Invaller$/ }));
  const dialog = await screen.findByRole('dialog', { name: /^Andere invaller voor .* middag, aanvraag 41$/ });
  expect(within(dialog).getByText('Nu voorgesteld: Ingrid Invaller (score 50).')).toBeTruthy();
  const candidate = await within(dialog).findByRole('button', { name: /^Bart Bakker · score 45/ });
  expect(within(dialog).queryByRole('button', { name: /^Ingrid Invaller/ })).toBeNull();
  const asked = calls.find((c) => c.url.startsWith('/api/planning/proposal/12/candidates'))!;
  expect(asked.body).toEqual({
    request: 41,
    date: '2027-06-14',
    daypart: 2,
    cells: PROPOSAL.assignments.map(({ request, date, daypart, person }) => ({ request, date, daypart, person })),
  });

  fireEvent.click(candidate);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('proposal-person-41:2027-06-14:2').textContent).toBe('Bart Bakker');
  expect(
    within(row)
      .getByRole('button', { name: /middag losmaken: Bart Bakker$/ })
      .getAttribute('aria-pressed'),
  ).toBe('true');

  fireEvent.click(screen.getByTestId('proposal-send-button'));
  await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/planning/proposal/12/send'))).toBe(true));
  expect((calls.find((c) => c.url.startsWith('/api/planning/proposal/12/send'))!.body as { cells: unknown }).cells).toEqual([
    { request: 41, date: '2027-06-14', daypart: 1, person: 7 },
    { request: 41, date: '2027-06-14', daypart: 2, person: 9 },
  ]);

  fireEvent.click(screen.getByTestId('proposal-solve'));
  await waitFor(() => expect(calls.filter((c) => /^\/api\/planning\/proposal(\?|$)/.test(c.url))).toHaveLength(2));
  expect((calls.filter((c) => /^\/api\/planning\/proposal(\?|$)/.test(c.url))[1]!.body as { locked: unknown }).locked).toEqual([
    { request: 41, date: '2027-06-14', daypart: 2, person: 9 },
  ]);
});

it('says so when nobody else can take the cell', async () => {
  fakeApi({
    'POST /planning/proposal/12/candidates': () => ({ data: [{ person: 7, full_name: 'Ingrid Invaller', score: 50, why }] }),
    'POST /planning/proposal': () => ({ data: PROPOSAL }),
  });
  renderPlanning(<WeekProposalPage route={route} params={{}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Voorstellen' }));
  fireEvent.click(within(await screen.findByTestId('proposal-cell-41:2027-06-14:1')).getByRole('button', { name: /wisselen/ }));
  const dialog = await screen.findByRole('dialog');
  expect((await within(dialog).findByTestId('proposal-swap-none')).textContent).toBe(
    'Geen andere invaller kan dit dagdeel nemen naast de andere cellen.',
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('proposal-person-41:2027-06-14:1').textContent).toBe('Ingrid Invaller');
});
