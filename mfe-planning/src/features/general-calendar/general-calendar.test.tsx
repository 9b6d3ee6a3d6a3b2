/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarPanelWeek, GeneralCalendarDays } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { pages } from '../../pages';
import { routes } from '../../routes';
import { renderPlanning, setScreen, signIn } from '../../testing/render';
import { sessionStore } from '@app/platform/session';
import { calendarDaypart, calendarFill } from './calendar-days';
import { calendarStore, calendarUi } from './calendar-store';

const route = routes.find((r) => r.path === '/calendar')!;
const CalendarPage = pages['/calendar']!;
const SPRING = { id: 1, name: 'Voorjaar 2027', start_date: '2027-03-01', end_date: '2027-04-30', current: true };
const SUMMER = { id: 2, name: 'Zomer 2027', start_date: '2027-05-03', end_date: '2027-07-09', current: false };
const TUE = '2027-03-02';
const WED = '2027-03-03';
const MON = '2027-03-08';
const counts = (c: Partial<Record<'open' | 'invited' | 'reserved' | 'planned' | 'closed', number>>) => {
  const full = { open: 0, invited: 0, reserved: 0, planned: 0, closed: 0, ...c };
  return { ...full, total: full.open + full.invited + full.reserved + full.planned + full.closed };
};
const DAYS: GeneralCalendarDays = {
  [TUE]: { dayparts: { 1: counts({ planned: 1 }), 2: counts({ open: 1, planned: 2 }) } },
  [WED]: { dayparts: { 1: counts({ planned: 3 }), 2: counts({ closed: 1 }) } },
};
const WEEKS: CalendarPanelWeek[] = [
  {
    week: 9,
    monday: '2027-03-01',
    completed: 1,
    total: 2,
    requests: [
      {
        number: 41,
        status: 'completed',
        branch_name: 'Het Kompas',
        absentee_name: 'Anna de Boer',
        reason: 'Ziekte',
        first_date: TUE,
        last_date: WED,
        dayparts: 3,
        completed_dayparts: 3,
      },
      {
        number: 42,
        status: 'high',
        branch_name: 'De Regenboog',
        absentee_name: null,
        reason: null,
        first_date: TUE,
        last_date: TUE,
        dayparts: 1,
        completed_dayparts: 0,
      },
    ],
  },
];
/** The request list's filter, as the calendar page's template brings it (CAL-PAGE-03). */
const FILTER = { id: 'general-calendar', filter_search: 'q', filter_params: [] };

function calendarServer(
  options: {
    days?: () => GeneralCalendarDays | null;
    weeks?: CalendarPanelWeek[];
    saturday?: boolean;
    /** the template's filter: null without the right to the request list */
    filter?: object | null;
    /** the absentee's dates (null: the call fails) and the double-absence policy */
    absentee?: () => string[] | null;
    setting?: 'warn' | 'prevent';
  } = {},
) {
  return fakeApi({
    'GET /period': () => ({ data: [SPRING, SUMMER] }),
    // the page template's context names the working-day checks (CAL-PAGE-04)
    'GET /template-page/calendar-page-list': () => ({
      data: {
        filter: options.filter === undefined ? FILTER : options.filter,
        context: {
          assigned_days_url: 'calendar',
          week_schedule_url: null,
          absentee_dates_url: 'person/{id}/absentee-dates',
          absentee_setting_url: 'settings/check-the-same-person-absent',
          check_saturday_working_day_url: 'settings/check-saturday-working-day',
          check_sunday_working_day_url: 'settings/check-sunday-working-day',
        },
      },
    }),
    'GET /settings/check-saturday-working-day': () => ({ data: options.saturday ?? false }),
    'GET /settings/check-sunday-working-day': () => ({ data: false }),
    'GET /calendar/requests': () => ({ data: options.weeks ?? WEEKS }),
    'GET /settings/check-the-same-person-absent': () => ({ data: options.setting ?? 'warn' }),
    'GET /person/': () => {
      const dates = options.absentee ? options.absentee() : [];
      // the general calendar marks them all: 'prevent' of the answer is about marking availability, not listing requests
      return dates
        ? { data: { dates, prevented: dates } }
        : { status: 500, meta: { messages: [{ type: 'error', title: 'Error', message: 'Dates down' }] } };
    },
    'GET /calendar': () => {
      const days = options.days ? options.days() : DAYS;
      return days ? { data: days } : { status: 500, meta: { messages: [{ type: 'error', title: 'Error', message: 'Server down' }] } };
    },
  });
}

const cell = (date: string) => document.querySelector<HTMLElement>(`[data-testid="general-calendar"] [data-date="${date}"]`)!;
const bar = (date: string, daypart: 1 | 2) => cell(date).querySelector(`[data-daypart="${daypart}"]`)!.className;
const text = (testId: string) => screen.getByTestId(testId).textContent;
const dayCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/calendar?')).map((c) => new URL(c.url, 'http://x').searchParams.get('period_id'));

describe('the general calendar (/calendar)', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    calendarUi.reset();
    localStorage.clear();
    setScreen('desktop');
    signIn();
    window.history.pushState(null, '', '/calendar');
  });

  it('turns the counts of a daypart into its colour class and staffing (CAL-PAGE-08/09)', () => {
    expect(calendarDaypart(counts({ open: 1, planned: 2 }))).toEqual({ not_planned: true, open: true, staffing: 2 });
    expect(calendarDaypart(counts({ invited: 1, open: 1 }))).toEqual({ invited: true, not_planned: true, staffing: 0 });
    expect(calendarDaypart(counts({ reserved: 1, invited: 1 }))).toEqual({ reserved: true, not_planned: true, staffing: 0 });
    expect(calendarDaypart(counts({ planned: 1, closed: 1 }))).toEqual({ planned: true, completed: true, staffing: 1 });
    expect(calendarDaypart(counts({ closed: 2 }))).toEqual({ closed: true, staffing: 0 });
  });

  it('preselects the current period and draws its days by state, shaded by staffing: 1 light, 2 medium, 3 or more dark', async () => {
    const calls = calendarServer();
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(TUE)).toBeTruthy());
    expect((screen.getByTestId('calendar-period') as HTMLInputElement).value).toBe('1');
    expect(dayCalls(calls)).toEqual(['1']);
    expect(bar(TUE, 1)).toBe('yc-dp yc-dp-planned yc-shade-light');
    expect(bar(TUE, 2)).toBe('yc-dp yc-dp-not_planned yc-shade-medium');
    expect(bar(WED, 1)).toBe('yc-dp yc-dp-planned yc-shade-dark');
    expect(bar(WED, 2)).toBe('yc-dp yc-dp-closed');
    expect(cell(TUE).getAttribute('aria-label')).toBe(
      'Tuesday 2 March 2027, morning: 1 request: 0 open, 1 planned, 0 closed, afternoon: 3 requests: 1 open, 2 planned, 0 closed',
    );
    // Saturday is no working day in this pool
    expect(cell('2027-03-06')).toBeNull();
  });

  it('CAL-PAGE-04: shows Saturday when the check its page template names answers true', async () => {
    const calls = calendarServer({ saturday: true });
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell('2027-03-06')).toBeTruthy());
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(
      expect.arrayContaining(['/api/template-page/calendar-page-list', '/api/settings/check-saturday-working-day']),
    );
  });

  it('shows the fill rate of the dayparts that need a substitute, rounded up (CAL-PAGE-12)', async () => {
    expect(calendarFill({ [TUE]: { dayparts: { 1: counts({ planned: 1, open: 299 }) } } }).percentage).toBe(1);
    expect(calendarFill({ [TUE]: { dayparts: { 1: counts({ planned: 2, open: 1, closed: 4 }) } } })).toEqual({
      planned: 2,
      needed: 3,
      percentage: 67,
    });
    expect(calendarFill({ [TUE]: { dayparts: { 1: counts({ closed: 2 }) } } }).percentage).toBeNull();
    calendarServer();
    renderPlanning(<CalendarPage route={route} params={{}} />);
    // 6 planned of 7 needed (the closed afternoon needs nobody): 85.7 % shows as 86 %
    expect((await screen.findByTestId('calendar-fill')).textContent).toBe('Filled: 86% (6 of 7 dayparts that need a substitute)');
  });

  it("reads 'free' for a substitute where a planner reads 'empty' (CAL-PAGE-10)", async () => {
    calendarServer();
    const view = renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(MON)).toBeTruthy());
    expect(cell(MON).getAttribute('aria-label')).toMatch(/morning: empty/);
    view.unmount();
    sessionStore.setState((s) => ({ payload: { ...s.payload!, roles: ['ROLE_SUBSTITUTE'] } }));
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(MON)).toBeTruthy());
    expect(cell(MON).getAttribute('aria-label')).toMatch(/morning: free/);
  });

  it('lists the selected days in the 650 px slide panel by week with completed counts, and opens a request', async () => {
    const calls = calendarServer();
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(TUE)).toBeTruthy());
    fireEvent.click(cell(TUE));
    fireEvent.click(cell(MON));
    expect(within(screen.getByTestId('year-calendar-selection')).getByRole('status').textContent).toBe('2 days selected');
    fireEvent.click(screen.getByTestId('calendar-panel-open'));
    const panel = await screen.findByTestId('calendar-panel');
    expect(getComputedStyle(panel).width).toBe('650px');
    expect(screen.getByTestId('calendar-panel-title').textContent).toBe('Requests of 2 days');
    expect((await screen.findByTestId('calendar-week-2027-03-01-counts')).textContent).toBe('1 of 2 filled');
    expect(screen.getByTestId('calendar-request-41').textContent).toContain('#41 Anna de Boer · Het Kompas');
    expect(screen.getByTestId('calendar-request-41').textContent).toContain('02-03-2027 to 03-03-2027 · Ziekte');
    expect(screen.getByTestId('calendar-request-41-dayparts').textContent).toBe('3/3 dayparts filled');
    expect(screen.getByTestId('calendar-request-42').textContent).toContain('#42 No absentee · De Regenboog');
    const panelCall = calls.find((c) => c.url.startsWith('/api/calendar/requests'))!;
    expect(new URL(panelCall.url, 'http://x').searchParams.getAll('dates[]')).toEqual([TUE, MON]);
    fireEvent.click(screen.getByTestId('calendar-request-41'));
    expect(window.location.pathname).toBe('/request/41/summary');
  });

  it('sends the filter with both calls; closing the panel clears the selection and resets the filter (CAL-SEL-08)', async () => {
    const calls = calendarServer({ weeks: [] });
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(TUE)).toBeTruthy());
    act(() => calendarUi.setFilter({ filters: { status: ['high'], branch: [3] }, search: 'Anna' }));
    await waitFor(() => expect(dayCalls(calls)).toHaveLength(2));
    const filtered = (url: string) => {
      const query = new URL(url, 'http://x').searchParams;
      return [query.getAll('filters[status][]'), query.getAll('filters[branch][]'), query.get('search[q]')];
    };
    expect(filtered(calls.filter((c) => c.url.startsWith('/api/calendar?')).at(-1)!.url)).toEqual([['high'], ['3'], 'Anna']);
    fireEvent.click(cell(WED));
    fireEvent.click(screen.getByTestId('calendar-panel-open'));
    expect((await screen.findByTestId('calendar-panel-empty')).textContent).toBe('No requests on the selected days.');
    expect(filtered(calls.find((c) => c.url.startsWith('/api/calendar/requests'))!.url)).toEqual([['high'], ['3'], 'Anna']);
    fireEvent.click(screen.getByTestId('calendar-panel-close'));
    await waitFor(() => expect(screen.queryByTestId('calendar-panel')).toBeNull());
    expect(cell(WED).getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByTestId('year-calendar-selection')).toBeNull();
    // the filter starts over
    expect(calendarStore.getState().filter).toEqual({ filters: {}, search: '' });
  });

  it('switching period refetches the days and starts the selection over', async () => {
    const calls = calendarServer();
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(TUE)).toBeTruthy());
    fireEvent.click(cell(TUE));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Zomer 2027' }));
    await waitFor(() => expect(dayCalls(calls)).toEqual(['1', '2']));
    await waitFor(() => expect(cell('2027-05-03')).toBeTruthy());
    expect(cell(TUE)).toBeNull();
    expect(screen.queryByTestId('year-calendar-selection')).toBeNull();
  });

  it('shows a failed load with its retry, and a period without requests', async () => {
    let fail = true;
    calendarServer({ days: () => (fail ? null : {}) });
    renderPlanning(<CalendarPage route={route} params={{}} />);
    expect((await screen.findByTestId('calendar-days-error')).textContent).toContain('Server down');
    fail = false;
    fireEvent.click(screen.getByTestId('calendar-days-retry'));
    expect((await screen.findByTestId('calendar-empty')).textContent).toBe('No requests in this period match the filter.');
  });

  it("CAL-PAGE-04: with one absentee in the filter, marks the days they are reported absent (the context's calls) without disabling them, and says what the policy means", async () => {
    const calls = calendarServer({ absentee: () => [TUE, MON], setting: 'prevent' });
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(TUE)).toBeTruthy());
    // no absentee in the filter: nothing asked, nothing marked
    expect(calls.some((c) => c.url.includes('absentee-dates'))).toBe(false);
    expect(screen.queryByTestId('calendar-absentee')).toBeNull();
    act(() => calendarUi.setFilter({ filters: { absentee_person: 12, branch: [3] }, search: '' }));
    expect(await screen.findByTestId('calendar-absentee')).toBeTruthy();
    expect(text('calendar-absentee')).toBe(
      'The chosen absentee is reported absent on 2 days of this period (marked in the calendar). A new request for them on those days is not possible.',
    );
    const urls = calls.map((c) => c.url.replace(/[?&]_locale=\w+$/, ''));
    expect(urls).toContain('/api/person/12/absentee-dates?from=2027-03-01&to=2027-04-30');
    // the one school of the filter decides the policy (a branch's own or inherited setting)
    expect(urls).toContain('/api/settings/check-the-same-person-absent?branch=3');
    await waitFor(() => expect(cell(TUE).className).toContain('yc-warning'));
    expect(cell(MON).className).toContain('yc-warning');
    expect(cell(WED).className).not.toContain('yc-warning');
    // selecting a day here lists its requests: the policy disables none
    expect(cell(TUE).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(cell(TUE));
    expect(screen.getByTestId('year-calendar-selection').textContent).toContain('1 day selected');
  });

  it('CAL-PAGE-04: the absentee dates of the filter: none, and a failed load with its retry', async () => {
    let dates: string[] | null = [];
    calendarServer({ absentee: () => dates });
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(TUE)).toBeTruthy());
    act(() => calendarUi.setFilter({ filters: { absentee_person: [12] }, search: '' }));
    expect((await screen.findByTestId('calendar-absentee-empty')).textContent).toBe(
      'The chosen absentee is not reported absent on any request in this period.',
    );
    dates = null;
    act(() => calendarUi.setFilter({ filters: { absentee_person: [13] }, search: '' }));
    expect((await screen.findByTestId('calendar-absentee-error')).textContent).toContain('Dates down');
    expect(cell(TUE)).toBeTruthy();
    dates = [WED];
    fireEvent.click(screen.getByTestId('calendar-absentee-retry'));
    expect((await screen.findByTestId('calendar-absentee')).textContent).toBe(
      'The chosen absentee is reported absent on 1 day of this period (marked in the calendar). A new request for them on that day gets a warning.',
    );
    await waitFor(() => expect(cell(WED).className).toContain('yc-warning'));
  });

  it('CAL-PAGE-03: the filter bar is the one the page template brings; without one (no right to the request list) the page has none', async () => {
    const calls = calendarServer();
    const { unmount } = renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(TUE)).toBeTruthy());
    expect(screen.getByTestId('calendar-filter')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/template-page/request'))).toBe(false);
    unmount();
    calendarServer({ filter: null });
    renderPlanning(<CalendarPage route={route} params={{}} />);
    await waitFor(() => expect(cell(TUE)).toBeTruthy());
    expect(screen.queryByTestId('calendar-filter')).toBeNull();
  });
});
