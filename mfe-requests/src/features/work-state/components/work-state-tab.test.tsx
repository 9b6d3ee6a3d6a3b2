/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WorkStateLine } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { POLL_TRIES } from '../hooks/use-payroll-polling';
import { renderRequests, signIn } from '../../../testing/render';
import { workStateLine, workStateSettings } from '../../../testing/work-state-fixtures';
import { WorkStateTab } from './work-state-tab';

const SENT = { at: '2026-11-26T10:00:00Z', by: { id: null, name: 'Payroll' } };
const queued = workStateLine({ payroll_state: 'queued', locked: true });
const sent = workStateLine({ payroll_state: 'sent', sent: SENT, external_employee_id: 'E-1001', replacement_id: 'R-77', locked: true });

function tabServer(lines: () => WorkStateLine[]) {
  return fakeApi({
    'GET /work-state/settings': () => ({ data: workStateSettings() }),
    'GET /work-state/1': () => ({ data: lines()[0] }),
    'GET /request/42/work-state': () => ({ data: lines() }),
    'POST /work-state/actions': () => ({ data: { action: 'send', done: 1, failed: 0, results: [{ id: 1, ok: true }] } }),
  });
}
const tabFetches = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/request/42/work-state')).length;

describe("the request popup's Work state tab", () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => signIn([Permission.WORK_STATE_ALL, Permission.REQUEST_VIEW]));

  it("lists the request's lines without request and branch columns, with the same actions and the line's dialog", async () => {
    tabServer(() => [workStateLine()]);
    renderRequests(<WorkStateTab requestId={42} />);
    await screen.findByTestId('work-state-tab-row-1');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Request');
    expect(headers).not.toContain('Branch');
    const bar = screen.getByTestId('work-state-tab-actions');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Review', 'Process', 'Send to payroll', 'Undo last step']);
    fireEvent.click(screen.getByLabelText('Open the line of 23-11-2026 morning'));
    expect(await screen.findByTestId('work-state-line-wtf')).toBeTruthy();
  });

  it('shows the lines read-only to a caller who may see the request but not the work state', async () => {
    signIn([Permission.REQUEST_VIEW]);
    const calls = tabServer(() => [workStateLine()]);
    renderRequests(<WorkStateTab requestId={42} />);
    const row = await screen.findByTestId('work-state-tab-row-1');
    expect(row.textContent).toContain('23-11-2026');
    expect(screen.queryByTestId('work-state-tab-actions')).toBeNull();
    expect(screen.queryByLabelText('Open the line of 23-11-2026 morning')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/work-state/settings'))).toBe(false);
  });

  it('says when the request has no lines yet', async () => {
    tabServer(() => []);
    renderRequests(<WorkStateTab requestId={42} />);
    expect((await screen.findByTestId('work-state-empty')).textContent).toBe(
      'This request has no work state lines yet: a line appears once a planned daypart has passed.',
    );
  });

  it('polls every 300 ms while a line is queued for payroll, until it is sent with its payroll ids (WS-09)', async () => {
    let fetches = 0;
    const calls = tabServer(() => (++fetches < 4 ? [queued] : [sent]));
    renderRequests(<WorkStateTab requestId={42} />);
    expect(await screen.findByTestId('work-state-1-sent-queued')).toBeTruthy();
    expect(await screen.findByTestId('work-state-1-sent', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('work-state-tab-row-1').textContent).toContain('Employee E-1001, replacement R-77');
    const settled = tabFetches(calls);
    expect(settled).toBe(4);
    await new Promise((r) => setTimeout(r, 700));
    expect(tabFetches(calls)).toBe(settled);
  });

  it('gives up after 20 polls when the line stays queued', async () => {
    const calls = tabServer(() => [queued]);
    renderRequests(<WorkStateTab requestId={42} />);
    await screen.findByTestId('work-state-1-sent-queued');
    await waitFor(() => expect(tabFetches(calls)).toBe(1 + POLL_TRIES), { timeout: 9000 });
    await new Promise((r) => setTimeout(r, 700));
    expect(tabFetches(calls)).toBe(1 + POLL_TRIES);
  }, 15_000);
});
