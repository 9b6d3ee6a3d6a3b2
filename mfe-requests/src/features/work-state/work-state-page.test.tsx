/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WorkStateBulkInput, type WorkStateLine, type WorkStateSettings } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dayjs } from '@app/platform/dates';
import { fakeApi, type FakeAnswer, type FakeCall } from '@app/ui/testing';
import { pages } from '../../pages';
import { routes } from '../../routes';
import { renderRequests, signIn } from '../../testing/render';
import { workStateLine, workStateSettings } from '../../testing/work-state-fixtures';

const route = routes.find((r) => r.path === '/work-state/:id?/:tab?')!;
const WorkStatePage = pages['/work-state/:id?/:tab?']!;

const MORNING = workStateLine();
const AFTERNOON = workStateLine({ id: 2, daypart: 2, approved: null, wtf: 0.125, hours: 5, travel_cost: 2.72 });
const TOTALS = { lines: 2, wtf: 0.225, hours: 9.25, distance_total: 60, travel_cost: 5.44 };

interface ServerOptions {
  lines?: () => WorkStateLine[] | null;
  settings?: WorkStateSettings;
  act?: (body: WorkStateBulkInput) => FakeAnswer;
  line?: WorkStateLine;
}

function workStateServer(options: ServerOptions = {}) {
  return fakeApi({
    'GET /settings/pool': () => ({ data: [{ code: 'automatic_search', value: true }] }),
    'GET /inputs': () => ({ data: { branches: [], persons: [] } }),
    'GET /work-state/settings': () => ({ data: options.settings ?? workStateSettings() }),
    'GET /work-state/': () => ({ data: options.line ?? MORNING }),
    'GET /work-state': () => {
      const lines = options.lines ? options.lines() : [MORNING, AFTERNOON];
      return lines
        ? {
            data: lines,
            meta: { pagination: { total: lines.length, per_page: 25, current_page: 1 }, totals: lines.length ? TOTALS : null },
          }
        : { status: 500, meta: { messages: [{ type: 'error', title: 'Error', message: 'Server down' }] } };
    },
    'POST /work-state/actions': (call) =>
      options.act
        ? options.act(call.body as WorkStateBulkInput)
        : {
            data: { action: 'approve', done: 0, failed: 0, results: (call.body as WorkStateBulkInput).ids.map((id) => ({ id, ok: true })) },
          },
  });
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && /^\/api\/work-state\?/.test(c.url));
const param = (call: FakeCall, name: string) => new URL(call.url, 'http://x').searchParams.get(name);

describe('the work-state page (/work-state)', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    localStorage.clear();
    signIn([Permission.WORK_STATE_ALL, Permission.REQUEST_VIEW]);
  });

  it('lists the last 4 weeks by default with the amounts in Dutch formats, the marks with who and when, and the totals of the filter', async () => {
    const calls = workStateServer();
    renderRequests(<WorkStatePage route={route} params={{}} />);
    const row = await screen.findByTestId('work-state-row-1');
    const first = listCalls(calls)[0]!;
    expect(param(first, 'filters[period_from]')).toBe(dayjs().subtract(28, 'day').format('YYYY-MM-DD'));
    expect(param(first, 'filters[period_to]')).toBe(dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '',
      '23-11-2026',
      'morning',
      '#42 Anna de Vries',
      'De Regenboog',
      'Ziekte',
      'Ingrid Invaller',
      '0,1000',
      '4,25',
      '30 km',
      '€\u00a02,72',
      '',
      '€\u00a012,50',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(screen.getByTestId('work-state-1-approved').getAttribute('aria-label')).toBe('Approved by Sam School on 24-11-2026 09:12');
    expect(screen.queryByTestId('work-state-2-approved')).toBeNull();
    expect(screen.getByTestId('work-state-totals').textContent).toContain('Total (2 lines)');
    expect(screen.getByTestId('work-state-total-wtf').textContent).toBe('0,2250');
    expect(screen.getByTestId('work-state-total-hours').textContent).toBe('9,25');
    expect(screen.getByTestId('work-state-total-travel_cost').textContent).toBe('€\u00a05,44');
  });

  it('sorts by a column header', async () => {
    const calls = workStateServer();
    renderRequests(<WorkStatePage route={route} params={{}} />);
    await screen.findByTestId('work-state-row-1');
    fireEvent.click(screen.getByTestId('work-state-sort-wtf'));
    await waitFor(() => expect(param(listCalls(calls).at(-1)!, 'sortBy[column]')).toBe('wtf'));
    expect(param(listCalls(calls).at(-1)!, 'sortBy[order]')).toBe('asc');
  });

  it('approves every line of the page at once and shows the progress and the lines that were left, with why', async () => {
    const calls = workStateServer({
      act: (body) => ({
        data: {
          action: body.action,
          done: 1,
          failed: 1,
          results: [
            { id: 1, ok: false, error: 'This step has already been taken.' },
            { id: 2, ok: true },
          ],
        },
      }),
    });
    renderRequests(<WorkStatePage route={route} params={{}} />);
    await screen.findByTestId('work-state-row-1');
    expect((screen.getByTestId('work-state-action-approve') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select all lines on this page'));
    expect(screen.getByTestId('work-state-selected').textContent).toBe('2 selected');
    const before = listCalls(calls).length;
    fireEvent.click(screen.getByTestId('work-state-action-approve'));
    const dialog = await screen.findByTestId('work-state-bulk');
    expect(within(dialog).getByText('Approve: 2 lines')).toBeTruthy();
    expect((await within(dialog).findByTestId('work-state-bulk-summary')).textContent).toBe('1 done, 1 not done');
    expect(within(dialog).getByTestId('work-state-bulk-progress').textContent).toBe('2 of 2 lines');
    expect(within(dialog).getByTestId('work-state-bulk-error-1').textContent).toBe(
      '23-11-2026 morning, Ingrid Invaller: This step has already been taken.',
    );
    expect(calls.filter((c) => c.url.startsWith('/api/work-state/actions')).map((c) => c.body)).toEqual([
      { action: 'approve', ids: [1, 2] },
    ]);
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    fireEvent.click(within(dialog).getByTestId('work-state-bulk-close'));
    await waitFor(() => expect(screen.queryByTestId('work-state-bulk')).toBeNull());
    expect(screen.getByTestId('work-state-selected').textContent).toBe('0 selected');
  });

  it("says the summary and the service's reasons in Dutch, the default language", async () => {
    await act(async () => {
      await setLocale('nl');
    });
    try {
      workStateServer({
        act: (body) => ({
          data: { action: body.action, done: 0, failed: 1, results: [{ id: 1, ok: false, error: 'This step has already been taken.' }] },
        }),
      });
      renderRequests(<WorkStatePage route={route} params={{}} />);
      await screen.findByTestId('work-state-row-1');
      fireEvent.click(screen.getByLabelText('De regel van 23-11-2026 ochtend selecteren'));
      fireEvent.click(screen.getByTestId('work-state-action-approve'));
      const dialog = await screen.findByTestId('work-state-bulk');
      expect((await within(dialog).findByTestId('work-state-bulk-summary')).textContent).toBe('0 gedaan, 1 niet gedaan');
      expect(within(dialog).getByTestId('work-state-bulk-error-1').textContent).toBe(
        '23-11-2026 ochtend, Ingrid Invaller: Deze stap is al gezet.',
      );
    } finally {
      await act(async () => {
        await setLocale('en');
      });
    }
  });

  it('offers a school only Approve, and shows no extra checkmark or switched-off step', async () => {
    workStateServer({
      settings: workStateSettings({ actions: ['approve'], steps: { approved: true, reviewed: false, processed: true, sent: true } }),
    });
    renderRequests(<WorkStatePage route={route} params={{}} />);
    await screen.findByTestId('work-state-row-1');
    const bar = screen.getByTestId('work-state-actions');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Reviewed');
  });

  it('names the extra checkmarks of the settings as columns and actions, and tells the acting user on hover', async () => {
    workStateServer({
      settings: workStateSettings({ checkmarks: [{ number: 3, name: 'Loon gecontroleerd' }] }),
      lines: () => [workStateLine({ checks: { '3': { at: '2026-11-25T13:00:00Z', by: { id: 9, name: 'Ada Admin' } } } })],
    });
    renderRequests(<WorkStatePage route={route} params={{}} />);
    await screen.findByTestId('work-state-row-1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Loon gecontroleerd');
    expect(screen.getByTestId('work-state-action-check-3').textContent).toBe('Tick Loon gecontroleerd');
    expect(screen.getByTestId('work-state-1-check-3').getAttribute('aria-label')).toBe(
      'Loon gecontroleerd by Ada Admin on 25-11-2026 14:00',
    );
  });

  it('shows no checkboxes to a caller who may take no action, the sent line with its payroll ids', async () => {
    const sent = { at: '2026-11-26T10:00:00Z', by: { id: null, name: '' } };
    workStateServer({
      settings: workStateSettings({ actions: [] }),
      lines: () => [workStateLine({ sent, payroll_state: 'sent', external_employee_id: 'E-1001', replacement_id: 'R-77', locked: true })],
    });
    renderRequests(<WorkStatePage route={route} params={{}} />);
    const row = await screen.findByTestId('work-state-row-1');
    expect(screen.queryByLabelText('Select all lines on this page')).toBeNull();
    expect(screen.queryByTestId('work-state-actions')).toBeNull();
    expect(row.textContent).toContain('Employee E-1001, replacement R-77');
    expect(screen.getByTestId('work-state-1-sent').getAttribute('aria-label')).toBe('Sent on 26-11-2026 11:00');
  });

  it('says when the filter has no lines, and offers a retry after a failed load', async () => {
    let answer: WorkStateLine[] | null = null;
    workStateServer({ lines: () => answer });
    renderRequests(<WorkStatePage route={route} params={{}} />);
    expect((await screen.findByTestId('work-state-list-error')).textContent).toContain('Server down');
    answer = [];
    fireEvent.click(screen.getByTestId('work-state-list-retry'));
    expect((await screen.findByTestId('work-state-list-empty')).textContent).toBe('No data available');
  });

  it("opens a line's dialog from the URL, checks the WTF with the service's schema and saves only what changed", async () => {
    const patch = jest.fn();
    const server = fakeApi({
      'GET /settings/pool': () => ({ data: [] }),
      'GET /inputs': () => ({ data: { branches: [], persons: [] } }),
      'GET /work-state/settings': () => ({ data: workStateSettings() }),
      'GET /work-state/1': () => ({ data: MORNING }),
      'GET /work-state': () => ({ data: [MORNING], meta: { pagination: { total: 1 }, totals: TOTALS } }),
      'PATCH /work-state/1': (call) => {
        patch(call.body);
        return { data: { ...MORNING, wtf: 0.125 } };
      },
    });
    renderRequests(<WorkStatePage route={route} params={{ id: '1', tab: 'details' }} />);
    const wtf = (await screen.findByTestId('work-state-line-wtf')) as HTMLInputElement;
    expect(wtf.value).toBe('0.1000');
    fireEvent.change(wtf, { target: { value: '0,12345' } });
    fireEvent.click(screen.getByTestId('work-state-line-save'));
    expect(await screen.findByText('The WTF may have at most 4 decimals.')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
    fireEvent.change(wtf, { target: { value: '0,125' } });
    fireEvent.click(screen.getByTestId('work-state-line-save'));
    await waitFor(() => expect(patch).toHaveBeenCalledWith({ wtf: 0.125 }));
    expect(server.some((c) => c.method === 'PATCH')).toBe(true);
  });

  it('shows a processed line locked, with the reason, and its history', async () => {
    const processed = { at: '2026-11-25T09:00:00Z', by: { id: 9, name: 'Ada Admin' } };
    workStateServer({ line: workStateLine({ processed, locked: true }) });
    const { unmount } = renderRequests(<WorkStatePage route={route} params={{ id: '1', tab: 'details' }} />);
    expect((await screen.findByTestId('work-state-line-locked')).textContent).toBe('This line is processed: it can no longer be changed.');
    expect((screen.getByTestId('work-state-line-wtf') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('work-state-line-save')).toBeNull();
    unmount();
    renderRequests(<WorkStatePage route={route} params={{ id: '1', tab: 'history' }} />);
    const history = await screen.findByTestId('work-state-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Approved by Sam School on 24-11-2026 09:12', 'Processed by Ada Admin on 25-11-2026 10:00']);
  });
});
