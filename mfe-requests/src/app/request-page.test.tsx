/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExtraPermission, Permission, PersonTabPermission, type RequestView } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { realtime } from '@app/platform/realtime';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, FakeSocket, type FakeCall } from '@app/ui/testing';
import { routes } from '../routes';
import { daypart, NOVEMBER, REQUEST_LIST_TEMPLATE } from '../testing/fixtures';
import { renderRequests, requestView, signIn } from '../testing/render';
import { RequestPage } from './request-page';

const ROUTE = routes.find((r) => r.path === '/request/:id?/:tab?')!;
const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('the request popup', () => {
  let request: RequestView;
  let calls: FakeCall[];
  let requestReads: number;
  let context: typeof NOVEMBER;

  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    localStorage.clear();
    // toasts of the test before stay in the page's one dialog store for a few seconds
    dialogStore.setState({ toasts: [] });
    signIn();
    requestReads = 0;
    request = requestView();
    context = NOVEMBER;
    calls = fakeApi({
      'GET /template-page/request': () => ({ data: REQUEST_LIST_TEMPLATE }),
      'GET /settings/pool': () => ({ data: [] }),
      'GET /request': () => ({ data: [], meta: { pagination: { total: 0, per_page: 25, current_page: 1 } } }),
      'GET /request/42/additional-fields': () => ({
        data: {
          can_edit: true,
          fields: [{ id: 3, key: 'hours', label: 'Hours a week', type: 'integer', required: false, min: null, max: 40, value: 32 }],
        },
      }),
      'GET /request/42': () => {
        requestReads += 1;
        return { data: request };
      },
      'GET /request/42/dayparts': () => ({
        data: {
          context,
          dayparts: [
            daypart('2026-11-23', 1, 'open'),
            daypart('2026-11-23', 2, 'open'),
            daypart('2026-11-24', 1, 'planned', 'Ingrid Invaller'),
            daypart('2026-11-25', 1, 'closed'),
          ],
        },
      }),
      'GET /request/42/timeline': () => ({
        data: [
          {
            id: 2,
            event: 'daypart_closed',
            at: '2026-11-21T09:15:00Z',
            author: { username: 'planner', full_name: 'Piet Planner' },
            data: { dayparts: [{ date: '2026-11-25', daypart: 1 }], reason: { id: 7, reason: 'Niet meer nodig' }, comment: 'school dicht' },
          },
          { id: 1, event: 'created', at: '2026-11-20T08:30:00Z', author: { username: 'planner', full_name: 'Piet Planner' }, data: {} },
        ],
      }),
      'GET /inputs': () => ({
        data: {
          reason_for_dayparts: [
            { id: 7, name: 'Niet meer nodig', action: 'close' },
            { id: 8, name: 'Extra uren', action: 'add' },
          ],
        },
      }),
      'POST /request/42/dates': (call) => {
        const body = call.body as { action: string; reason?: number };
        if (body.action === 'close' && request.lock.locked && !request.lock.own)
          return { status: 423, meta: { messages: [{ type: 'error', title: 'Error', message: 'The request is locked by Jan Jansen.' }] } };
        return { data: {} };
      },
      'POST /request/42/lock': () => ({
        data: {
          locked: true,
          locked_at: '2026-11-23T09:00:00Z',
          locked_until: '2026-11-23T09:05:00Z',
          locked_by: { username: 'planner', full_name: 'Piet Planner' },
          own: true,
        },
      }),
      'DELETE /request/42/lock': () => ({ data: { locked: false, locked_at: null, locked_until: null, locked_by: null, own: false } }),
    });
  });
  afterEach(() => realtime.disconnect());

  const open = (tab = 'summary') => {
    window.history.pushState(null, '', `/request/42/${tab}`);
    return renderRequests(<RequestPage route={ROUTE} params={{ id: '42', tab }} />);
  };

  it('opens on the details, with every tab a planner may see, and a viewer sees fewer', async () => {
    const view = open();
    const popup = await screen.findByTestId('request-popup');
    expect(await within(popup).findByTestId('request-details-absentee')).toHaveProperty('textContent', 'Anna de Vries');
    expect(within(popup).getByTestId('request-status').textContent).toBe('High');
    expect(
      within(popup)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Data', 'Work state', 'Matching', 'Schedule', 'Timeline', 'External relations']);
    view.unmount();

    signIn([Permission.REQUEST_VIEW, ExtraPermission.REQUEST_DETAILS]);
    request = requestView({ editable: false });
    open();
    const viewer = await screen.findByTestId('request-popup');
    await within(viewer).findByTestId('request-details-absentee');
    expect(within(viewer).queryByTestId('request-tab-matching')).toBeNull();
    expect(within(viewer).queryByTestId('request-delete')).toBeNull();
    expect(within(viewer).getByTestId('request-lock-switch')).toHaveProperty('disabled', true);
  });

  it('shows the Details, Schedule and Timeline tabs only with their rights (ID-PERM-08), and opens on the first one allowed', async () => {
    signIn([Permission.REQUEST_VIEW, ExtraPermission.REQUEST_TIMELINE]);
    open('schedule');
    const popup = await screen.findByTestId('request-popup');
    // the URL's schedule and the default summary are not allowed: the first allowed tab shows
    expect(await within(popup).findByTestId('request-form-loading')).toBeTruthy();
    expect(
      within(popup)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Data', 'Work state', 'Timeline', 'External relations']);
    expect(within(popup).getByTestId('request-tab-data').getAttribute('aria-selected')).toBe('true');
    expect(calls.some((c) => c.url.startsWith('/api/request/42/dayparts'))).toBe(false);
    // no branch information on a wide screen, even with its right
    expect(within(popup).queryByTestId('request-tab-branch')).toBeNull();
  });

  it("shows the request's Other data with the custom field right (ADR 0106)", async () => {
    signIn([Permission.REQUEST_VIEW, Permission.REQUEST_ALL, PersonTabPermission.CUSTOM_FIELDS_EDIT]);
    open('other-data');
    const popup = await screen.findByTestId('request-popup');
    expect(((await within(popup).findByTestId('request-other-data-hours')) as HTMLInputElement).value).toBe('32');
    expect(within(popup).getByTestId('request-tab-other-data').getAttribute('aria-selected')).toBe('true');
    expect(within(popup).getByTestId('request-tab-other-data').textContent).toBe('Other data');
  });

  describe('on a phone', () => {
    const wide = window.matchMedia;
    beforeAll(() => {
      // jsdom has no layout: every max-width query matches, as on a phone
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterAll(() => {
      window.matchMedia = wide;
    });

    it('offers the branch information with its right: the branch as master data has it, the e-mail as a link', async () => {
      fakeApi({
        'GET /template-page/request': () => ({ data: REQUEST_LIST_TEMPLATE }),
        'GET /request/42': () => ({ data: request }),
        'GET /request/42/branch': () => ({
          data: { id: 3, name: 'Het Kompas', email: 'kompas@school.nl', city: 'Zeist', region: 'middle', board: 'Stichting Demo Bestuur' },
        }),
      });
      const view = open('branch');
      const popup = await screen.findByTestId('request-popup');
      expect((await within(popup).findByTestId('branch-info-name')).textContent).toBe('Het Kompas');
      expect(within(popup).getByTestId('branch-info-board').textContent).toBe('Stichting Demo Bestuur');
      expect(within(popup).getByTestId('branch-info-city').textContent).toBe('Zeist');
      expect(within(popup).getByRole('link', { name: 'kompas@school.nl' }).getAttribute('href')).toBe('mailto:kompas@school.nl');
      expect(within(popup).getByTestId('request-tab-branch').textContent).toBe('Branch');
      view.unmount();

      signIn([Permission.REQUEST_VIEW, ExtraPermission.REQUEST_DETAILS]);
      open('branch');
      const without = await screen.findByTestId('request-popup');
      await within(without).findByTestId('request-details-absentee');
      expect(within(without).queryByTestId('request-tab-branch')).toBeNull();
    });
  });

  it('shows, checks and saves the external vacancy url through the request update', async () => {
    let saved: unknown = null;
    const edits = fakeApi({
      'GET /template-page/request': () => ({ data: REQUEST_LIST_TEMPLATE }),
      'GET /request/42': () => ({ data: request }),
      'POST /request/42/lock': () => ({
        data: {
          locked: true,
          locked_at: '2026-11-23T09:00:00Z',
          locked_until: '2026-11-23T09:05:00Z',
          locked_by: { username: 'planner', full_name: 'Piet Planner' },
          own: true,
        },
      }),
      'PUT /request/42': (call) => {
        saved = call.body;
        return { data: { ...request, vacancy_url: (call.body as { vacancy_url: string }).vacancy_url } };
      },
    });
    const view = open();
    fireEvent.click(await screen.findByTestId('request-vacancy'));
    const dialog = await screen.findByTestId('vacancy-dialog');
    expect(within(dialog).getByTestId('vacancy-none').textContent).toBe('No external vacancy has been linked yet.');
    fireEvent.change(within(dialog).getByTestId('vacancy-url'), { target: { value: 'ftp://vacatures.example.nl/7' } });
    fireEvent.click(within(dialog).getByTestId('vacancy-save'));
    expect(await within(dialog).findByText('The Vacancy url must be a valid URL.')).toBeTruthy();
    expect(saved).toBeNull();
    fireEvent.change(within(dialog).getByTestId('vacancy-url'), { target: { value: ' https://vacatures.example.nl/7 ' } });
    fireEvent.click(within(dialog).getByTestId('vacancy-save'));
    await waitFor(() => expect(saved).toEqual({ vacancy_url: 'https://vacatures.example.nl/7' }));
    // the lock is taken before the change, as the Data tab does
    expect(edits.findIndex((c) => c.url.startsWith('/api/request/42/lock'))).toBeLessThan(edits.findIndex((c) => c.method === 'PUT'));
    expect((await screen.findAllByTestId('request-popup-toast')).at(-1)!.textContent).toContain('The vacancy url of request #42 is saved.');
    await waitFor(() => expect(screen.queryByTestId('vacancy-dialog')).toBeNull());
    view.unmount();

    signIn([Permission.REQUEST_VIEW, ExtraPermission.REQUEST_DETAILS]);
    request = requestView({ editable: false, vacancy_url: 'https://vacatures.example.nl/7' });
    open();
    fireEvent.click(await screen.findByTestId('request-vacancy'));
    const readOnly = await screen.findByTestId('vacancy-dialog');
    const link = within(readOnly).getByTestId('vacancy-open');
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://vacatures.example.nl/7',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(within(readOnly).queryByTestId('vacancy-url')).toBeNull();
    expect(within(readOnly).getByTestId('vacancy-read-only').textContent).toBe('You may not change this request.');
  });

  it('shows who holds the lock until when, disables the switch for others, and takes the lock for its own user', async () => {
    request = requestView({
      lock: {
        locked: true,
        locked_at: '2026-11-23T09:00:00Z',
        locked_until: '2026-11-23T09:05:00Z',
        locked_by: { username: 'jan', full_name: 'Jan Jansen' },
        own: false,
      },
    });
    const view = open();
    // 09:05 UTC is 10:05 in Amsterdam in November
    expect((await screen.findByTestId('request-lock-label')).textContent).toBe('Locked by Jan Jansen until 10:05');
    expect(screen.getByTestId('request-lock-switch')).toHaveProperty('disabled', true);
    view.unmount();

    request = requestView();
    const mine = open();
    expect((await screen.findByTestId('request-lock-label')).textContent).toBe('Not locked');
    fireEvent.click(screen.getByTestId('request-lock-switch'));
    await waitFor(() => expect(screen.getByTestId('request-lock-label').textContent).toBe('Locked by you until 10:05'));
    expect(calls.some((c) => c.method === 'POST' && c.url.startsWith('/api/request/42/lock'))).toBe(true);
    // leaving the request releases the user's own lock
    mine.unmount();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.startsWith('/api/request/42/lock'))).toBe(true));
  });

  it('reads the request again when the lock runs out', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const until = new Date(Date.now() + 60_000).toISOString();
      request = requestView({
        lock: { locked: true, locked_at: until, locked_until: until, locked_by: { username: 'jan', full_name: 'Jan Jansen' }, own: false },
      });
      open();
      await act(async () => void (await jest.advanceTimersByTimeAsync(500)));
      const label = await screen.findByTestId('request-lock-label');
      expect(label.textContent).toContain('Locked by Jan Jansen');
      request = requestView();
      await act(async () => void (await jest.advanceTimersByTimeAsync(62_000)));
      expect(screen.getByTestId('request-lock-label').textContent).toBe('Not locked');
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows another user's lock and change at once: the switch, a notification in the page's words, a fresh request", async () => {
    FakeSocket.install();
    realtime.connect('token');
    FakeSocket.last!.open();
    open();
    await screen.findByTestId('request-lock-label');
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: 'pool/1/request/locking' }));
    const before = requestReads;

    act(() =>
      FakeSocket.last!.event(
        'pool/1/request/locking',
        'jan',
        {
          action: 'block',
          request: 42,
          person: { username: 'jan', full_name: 'Jan Jansen' },
          locked_at: '2026-11-23T10:00:00Z',
          locked_until: '2026-11-23T10:05:00Z',
        },
        'changed',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('request-lock-label').textContent).toBe('Locked by Jan Jansen until 11:05'));
    expect(screen.getByTestId('request-lock-switch')).toHaveProperty('disabled', true);
    // from the event itself, before any read of the request
    expect(requestReads).toBe(before);

    act(() => FakeSocket.last!.event('pool/1/request/changed', 'jan', { id: 42, action: 'close' }));
    expect((await screen.findByTestId('request-notification')).textContent).toContain('Dayparts of request #42 were closed');
    await waitFor(() => expect(requestReads).toBeGreaterThan(before));
  });

  it("names each of the popup's buttons apart: the popup's Close, Close dayparts, Delete request, Delete dayparts", async () => {
    open('schedule');
    await screen.findByTestId('schedule-tab');
    expect(screen.getAllByRole('button', { name: 'Close' }).map((b) => b.dataset.testid)).toEqual(['request-popup-close']);
    expect(screen.getAllByRole('button', { name: /^Close dayparts/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete request' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Delete dayparts/ })).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
  });

  it('enables each daypart action only where its precondition holds, and asks its required reason', async () => {
    open('schedule');
    await screen.findByTestId('schedule-tab');
    fireEvent.click(screen.getByTestId('schedule-view-calendar'));
    expect(screen.getByTestId('daypart-action-close')).toHaveProperty('disabled', true);

    fireEvent.click(day('2026-11-23'));
    expect(screen.getByTestId('daypart-action-close').textContent).toBe('Close dayparts (2)');
    expect(screen.getByTestId('daypart-action-open')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('daypart-action-unplan')).toHaveProperty('disabled', true);
    fireEvent.click(day('2026-11-24'));
    fireEvent.click(day('2026-11-25'));
    expect(screen.getByTestId('daypart-action-unplan').textContent).toBe('Unplan (1)');
    expect(screen.getByTestId('daypart-action-open').textContent).toBe('Open (1)');
    expect(screen.getByTestId('daypart-action-add').textContent).toBe('Add (2)');

    fireEvent.click(screen.getByTestId('daypart-action-close'));
    const dialog = await screen.findByTestId('daypart-action-dialog');
    // starting an action takes the lock
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.startsWith('/api/request/42/lock'))).toBe(true));
    expect(within(dialog).getByTestId('daypart-action-targets').textContent).toBe('23-11-2026 morning, 23-11-2026 afternoon');
    fireEvent.click(within(dialog).getByTestId('daypart-action-confirm'));
    expect(await within(dialog).findByText('The Reason field is required.')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/request/42/dates'))).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    expect(screen.queryByTestId('daypart-action-reason-8')).toBeNull();
    fireEvent.click(await screen.findByTestId('daypart-action-reason-7'));
    fireEvent.change(within(dialog).getByTestId('daypart-action-comment'), { target: { value: 'school dicht' } });
    fireEvent.click(within(dialog).getByTestId('daypart-action-confirm'));
    await waitFor(() => expect(screen.queryByTestId('daypart-action-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/request/42/dates'))!.body).toEqual({
      action: 'close',
      dayparts: { '2026-11-23': [1, 2] },
      reason: 7,
      comment: 'school dicht',
    });
    expect((await screen.findByTestId('daypart-action-toast')).textContent).toContain('2 dayparts closed.');
  });

  it("CAL-MARK-04 offers add by the server's state of the days: absent or on vacation but available yes, absented no", async () => {
    context = {
      ...NOVEMBER,
      days: {
        '2026-11-26': { non_working_day: false, plannable_vacation: false, current_state: 'absent_but_available' },
        '2026-11-27': {
          non_working_day: { type: 'holiday', name: 'Studiedag' },
          plannable_vacation: false,
          current_state: 'vacation_but_available',
        },
        '2026-11-30': { non_working_day: false, plannable_vacation: false, current_state: 'absented' },
      },
    };
    open('schedule');
    await screen.findByTestId('schedule-tab');
    fireEvent.click(screen.getByTestId('schedule-view-calendar'));
    fireEvent.click(day('2026-11-26'));
    expect(screen.getByTestId('daypart-action-add').textContent).toBe('Add (2)');
    fireEvent.click(day('2026-11-27'));
    expect(screen.getByTestId('daypart-action-add').textContent).toBe('Add (4)');
    // the absentee is reported absent elsewhere with 'prevent': the day cannot be taken, add gains nothing
    fireEvent.click(day('2026-11-30'));
    expect(screen.getByTestId('daypart-action-add').textContent).toBe('Add (4)');
  });

  it('CAL-MARK-04: offers add on a planned or closed daypart again where its date is absent_but_available, and sends it', async () => {
    const absent = { non_working_day: false as const, plannable_vacation: false, current_state: 'absent_but_available' as const };
    context = { ...NOVEMBER, days: { '2026-11-24': absent, '2026-11-25': absent } };
    open('schedule');
    await screen.findByTestId('schedule-tab');
    fireEvent.click(screen.getByTestId('schedule-view-calendar'));
    // the 24th's morning is planned, the 25th's closed: with the absentee absent but available there, both are added too
    fireEvent.click(day('2026-11-24'));
    fireEvent.click(day('2026-11-25'));
    expect(screen.getByTestId('daypart-action-add').textContent).toBe('Add (4)');
    fireEvent.click(screen.getByTestId('daypart-action-add'));
    const dialog = await screen.findByTestId('daypart-action-dialog');
    expect(within(dialog).getByTestId('daypart-action-targets').textContent).toBe(
      '24-11-2026 morning, 24-11-2026 afternoon, 25-11-2026 morning, 25-11-2026 afternoon',
    );
  });

  it("explains another user's lock when the service refuses an action with 423", async () => {
    open('schedule');
    await screen.findByTestId('schedule-tab');
    fireEvent.click(screen.getByTestId('schedule-view-calendar'));
    fireEvent.click(day('2026-11-23'));
    fireEvent.click(screen.getByTestId('daypart-action-close'));
    const dialog = await screen.findByTestId('daypart-action-dialog');
    // someone else took the lock in the meantime
    request = {
      ...request,
      lock: { locked: true, locked_at: null, locked_until: null, locked_by: { username: 'jan', full_name: 'Jan Jansen' }, own: false },
    };
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('daypart-action-reason-7'));
    fireEvent.click(within(dialog).getByTestId('daypart-action-confirm'));
    expect((await within(dialog).findByTestId('daypart-action-error')).textContent).toBe('The request is locked by Jan Jansen.');
  });

  it('deletes a request without open or planned dayparts after a confirmation, and closes', async () => {
    request = requestView({ open_dayparts: 0, planned_dayparts: 0, closed_dayparts: 10, status: 'completed' });
    const removed = fakeApi({
      'GET /template-page/request': () => ({ data: REQUEST_LIST_TEMPLATE }),
      'GET /request/42': () => ({ data: request }),
      'DELETE /request/42/archive': () => ({ data: null }),
    });
    open();
    fireEvent.click(await screen.findByTestId('request-delete'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect((await screen.findByTestId('request-popup-toast')).textContent).toContain('Request #42 was deleted.');
    await waitFor(() => expect(window.location.pathname).toBe('/request'));
    expect(removed.some((c) => c.method === 'DELETE' && c.url.startsWith('/api/request/42/archive'))).toBe(true);
  });

  it('takes the lock at the first change of the data, saves it, and puts a refusal on its field', async () => {
    let saved: unknown = null;
    const edits = fakeApi({
      'GET /template-page/request': () => ({ data: REQUEST_LIST_TEMPLATE }),
      'GET /request/42': () => ({ data: request }),
      'GET /template/request': () => ({
        data: {
          name: 'request',
          url: 'request',
          fields: [
            { key: 'branch', type: 'select', label: 'fields.branch', required: true, editable: true, get_key: 'branches' },
            { key: 'general_remark', type: 'textarea', label: 'fields.general_remark', required: false, editable: true },
            { key: 'vacancy_url', type: 'text', label: 'fields.vacancy_url', required: false, editable: true },
          ],
        },
      }),
      'POST /request/42/lock': () => ({
        data: {
          locked: true,
          locked_at: '2026-11-23T09:00:00Z',
          locked_until: '2026-11-23T09:05:00Z',
          locked_by: { username: 'planner', full_name: 'Piet Planner' },
          own: true,
        },
      }),
      'PUT /request/42': (call) => {
        saved = call.body;
        const body = call.body as { general_remark?: string };
        if (body.general_remark === 'te lang')
          return { status: 422, meta: { errors: { general_remark: ['The General remark is too long.'] } } };
        return { data: { ...request, general_remark: body.general_remark ?? null } };
      },
    });
    open('data');
    const remark = await screen.findByTestId('request-form-general_remark');
    // branch and schedule are fixed once saved: not in the form
    expect(screen.queryByTestId('request-form-branch')).toBeNull();
    expect(edits.some((c) => c.url.startsWith('/api/request/42/lock'))).toBe(false);
    fireEvent.change(remark, { target: { value: 'te lang' } });
    await waitFor(() => expect(edits.some((c) => c.method === 'POST' && c.url.startsWith('/api/request/42/lock'))).toBe(true));
    fireEvent.change(screen.getByTestId('request-form-vacancy_url'), { target: { value: 'geen url' } });
    fireEvent.click(screen.getByTestId('request-form-save'));
    // the contract's own check, before any call
    expect(await screen.findByText('The Vacancy url must be a valid URL.')).toBeTruthy();
    expect(saved).toBeNull();
    fireEvent.change(screen.getByTestId('request-form-vacancy_url'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('request-form-save'));
    expect(await screen.findByText('The General remark is too long.')).toBeTruthy();
    fireEvent.change(remark, { target: { value: 'Groep 5' } });
    fireEvent.click(screen.getByTestId('request-form-save'));
    await waitFor(() => expect(saved).toEqual({ general_remark: 'Groep 5' }));
  });

  it('lists every log event with who and when on the timeline', async () => {
    open('timeline');
    const closed = await screen.findByTestId('timeline-entry-daypart_closed');
    expect(closed.textContent).toContain('Dayparts closed');
    expect(closed.textContent).toContain('Piet Planner, 21-11-2026 10:15');
    expect(closed.textContent).toContain('25-11-2026 morning');
    expect(closed.textContent).toContain('Reason: Niet meer nodig: school dicht');
    expect(screen.getByTestId('timeline-entry-created').textContent).toContain('Request created');
  });

  it('says a missing request is not found and closes', async () => {
    fakeApi({
      'GET /template-page/request': () => ({ data: REQUEST_LIST_TEMPLATE }),
      'GET /request/42': () => ({ status: 404, meta: { messages: [{ type: 'error', title: 'Error', message: 'Request #42 not found' }] } }),
    });
    open();
    expect((await screen.findByTestId('request-popup-toast')).textContent).toContain('Request #42 not found');
    await waitFor(() => expect(window.location.pathname).toBe('/request'));
  });

  it('says a failed read with a retry that reads again', async () => {
    let fail = true;
    fakeApi({
      'GET /template-page/request': () => ({ data: REQUEST_LIST_TEMPLATE }),
      'GET /request/42': () =>
        fail ? { status: 503, meta: { messages: [{ type: 'error', title: 'Error', message: 'Service unavailable' }] } } : { data: request },
    });
    open();
    expect((await screen.findByTestId('request-popup-error')).textContent).toContain('Service unavailable');
    fail = false;
    fireEvent.click(screen.getByTestId('request-popup-retry'));
    expect(await screen.findByTestId('request-details')).toBeTruthy();
  });

  it('shows notes to administrators only; a note is added, never edited', async () => {
    signIn([Permission.REQUEST_ALL, ExtraPermission.REQUEST_LOCK, ExtraPermission.REQUEST_DETAILS], ['ROLE_ADMINISTRATOR']);
    fakeApi({
      'GET /template-page/request': () => ({ data: REQUEST_LIST_TEMPLATE }),
      'GET /request/42': () => ({ data: request }),
      'GET /request/42/notes': () => ({
        data: [
          { id: 1, message: 'Ouder belde', created_at: '2026-11-20T08:30:00Z', author: { username: 'admin', full_name: 'Ada Admin' } },
        ],
      }),
      'POST /request/42/notes': () => ({ data: { id: 2 } }),
    });
    open();
    const notes = await screen.findByTestId('request-notes');
    expect((await within(notes).findByTestId('request-note-1')).textContent).toContain('Ouder belde');
    expect(within(notes).queryByRole('button', { name: /edit|delete/i })).toBeNull();
    fireEvent.click(within(notes).getByTestId('request-note-add'));
    expect(await within(notes).findByText('The Message field is required.')).toBeTruthy();
  });
});
