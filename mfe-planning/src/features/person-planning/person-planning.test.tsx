/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type PersonCalendarView, type PersonDaypartView } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, type FakeAnswer, type FakeCall } from '@app/ui/testing';
import { PlanningPage } from '../../app/planning-page';
import { routes } from '../../routes';
import { calendarView, daypart, PLANNER, renderPlanning, setScreen, signIn } from '../../testing/render';
import { planningUi } from './planning-store';

const route = routes.find((r) => r.path === '/planning/:child?')!;
const SPRING = { id: 1, name: 'Voorjaar 2027', start_date: '2027-03-01', end_date: '2027-04-30', current: true };
const SUMMER = { id: 2, name: 'Zomer 2027', start_date: '2027-05-03', end_date: '2027-07-09', current: false };
const TUE = '2027-03-02';
const WED = '2027-03-03';

/** The person-planning page template, its context's calls as master data names them (CAL-PAGE-03/04). */
const PLANNING_TEMPLATE = {
  key: 'person-planning',
  use_week_schedule: true,
  week_schedule_url: 'person/{id}/availability-defaults',
  context: {
    assigned_days_url: 'person/{id}/calendar-detail',
    week_schedule_url: 'person/{id}/availability-defaults',
    absentee_dates_url: 'person/{id}/absentee-dates',
    absentee_setting_url: 'settings/check-the-same-person-absent',
    check_saturday_working_day_url: 'settings/check-saturday-working-day',
    check_sunday_working_day_url: 'settings/check-sunday-working-day',
  },
};

/**
 * The template and its context calls: no working weekend, no absentee dates, none of them prevented
 * unless told; the pool's setting 'warn' unless told (the page does not read it: ADR 0367).
 */
function contextRoutes(
  options: {
    saturday?: boolean;
    dates?: string[];
    prevented?: string[];
    setting?: 'warn' | 'prevent';
    failDates?: boolean;
    template?: object;
  } = {},
): Record<string, (call: FakeCall) => FakeAnswer> {
  return {
    'GET /template-page/person-planning': () => ({ data: { ...PLANNING_TEMPLATE, ...options.template } }),
    'GET /settings/check-saturday-working-day': () => ({ data: options.saturday ?? false }),
    'GET /settings/check-sunday-working-day': () => ({ data: false }),
    'GET /settings/check-the-same-person-absent': () => ({ data: options.setting ?? 'warn' }),
    'GET /person/': (call) =>
      /\/absentee-dates/.test(call.url)
        ? options.failDates
          ? { status: 500, meta: { messages: [{ type: 'error', message: 'Server down' }] } }
          : { data: { dates: options.dates ?? [], prevented: options.prevented ?? [] } }
        : { status: 404, meta: {} },
  };
}

/** calendar-detail and marked-days over a person's marks, as staffing keeps them: a mark wins over the working week. */
function planningServer(
  options: { planned?: Record<string, PersonDaypartView[]>; periods?: unknown[]; context?: Parameters<typeof contextRoutes>[0] } = {},
) {
  const marks = new Map<string, PersonDaypartView['status']>();
  const view = (from: string, to: string): PersonCalendarView => {
    const base = calendarView(from, to, options.planned);
    for (const day of Object.values(base.days))
      day.dayparts = day.dayparts.map((d) => {
        const mark = marks.get(`${day.date}:${d.daypart}`);
        return mark && !d.planned ? { ...d, availability: mark as 'absent', status: mark, source: 'marked' } : d;
      });
    return base;
  };
  return fakeApi({
    ...contextRoutes(options.context),
    'GET /period': () => ({ data: options.periods ?? [SPRING, SUMMER] }),
    'GET /person/7/calendar-detail': (call) => {
      const query = new URL(call.url, 'http://x').searchParams;
      return { data: view(query.get('from')!, query.get('to')!) };
    },
    'POST /person/7/marked-days': (call) => {
      const { action, dayparts } = call.body as { action: PersonDaypartView['status'] | 'clear'; dayparts: Record<string, number[]> };
      for (const [date, parts] of Object.entries(dayparts))
        for (const n of parts) {
          if (action === 'clear') marks.delete(`${date}:${n}`);
          else marks.set(`${date}:${n}`, action);
        }
      return { data: {} };
    },
    'PUT /person/7/availability-defaults': () => ({ data: { '1': { '2': 'unavailable' } } }),
  });
}

const posts = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/person/7/marked-days')).map((c) => c.body);
/** the calendar calls, without the language the client adds to every call */
const calendarCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/person/7/calendar-detail')).map((c) => c.url.replace(/&_locale=\w+$/, ''));
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('person planning (/planning)', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    planningUi.reset();
    signIn();
    window.history.pushState(null, '', '/planning');
  });

  describe('on a phone', () => {
    beforeEach(() => setScreen('phone'));

    it('opens on the list; a substitute marks a day absent with only the checked daypart, sees it, and clears it', async () => {
      const calls = planningServer();
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(await screen.findByTestId('planning-list')).toBeTruthy();
      expect(screen.getByTestId('planning-tab-list').getAttribute('aria-selected')).toBe('true');
      expect(text('list-week')).toBe('Week 9: 01-03 to 07-03-2027');
      expect(text(`list-state-${TUE}-1`)).toBe('Morning: Available');
      expect(screen.queryByTestId('view-selection-open')).toBeNull();

      fireEvent.click(within(screen.getByTestId(`list-select-${TUE}`)).getByRole('checkbox'));
      expect(text('mark-count')).toBe('1 day selected');
      fireEvent.click(within(screen.getByTestId(`mark-${TUE}-2`)).getByRole('checkbox'));
      fireEvent.click(screen.getByTestId('mark-absent'));
      expect(await screen.findByText('1 daypart marked absent.')).toBeTruthy();
      expect(posts(calls)).toEqual([{ action: 'absent', dayparts: { [TUE]: [1] } }]);
      await waitFor(() => expect(text(`list-state-${TUE}-1`)).toBe('Morning: Absent'));
      expect(text(`list-state-${TUE}-2`)).toBe('Afternoon: Available');
      expect(screen.queryByTestId('mark-panel')).toBeNull();

      fireEvent.click(within(screen.getByTestId(`list-select-${TUE}`)).getByRole('checkbox'));
      fireEvent.click(screen.getByTestId('mark-clear'));
      expect(await screen.findByText('2 dayparts cleared.')).toBeTruthy();
      expect(posts(calls)[1]).toEqual({ action: 'clear', dayparts: { [TUE]: [1, 2] } });
      await waitFor(() => expect(text(`list-state-${TUE}-1`)).toBe('Morning: Available'));
    });

    it('keeps a planned daypart out of a marking and names its request; with nothing checked nothing can be sent', async () => {
      const planned = { [WED]: [daypart(1, { planned: { request: 12, branch: 'De Regenboog' }, status: 'staffed' }), daypart(2)] };
      const calls = planningServer({ planned });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect((await screen.findByTestId(`list-state-${WED}-1`)).textContent).toBe('Morning: Staffed: #12 De Regenboog');
      fireEvent.click(within(screen.getByTestId(`list-select-${WED}`)).getByRole('checkbox'));
      const morning = within(screen.getByTestId(`mark-${WED}-1`)).getByRole('checkbox') as HTMLInputElement;
      expect(morning.checked).toBe(false);
      expect(morning.disabled).toBe(true);
      fireEvent.click(within(screen.getByTestId(`mark-${WED}-2`)).getByRole('checkbox'));
      expect(text('mark-none-checked')).toBe('Check at least one daypart.');
      expect((screen.getByTestId('mark-available') as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(within(screen.getByTestId(`mark-${WED}-2`)).getByRole('checkbox'));
      fireEvent.click(screen.getByTestId('mark-available'));
      expect(await screen.findByText('1 daypart marked available.')).toBeTruthy();
      expect(posts(calls)).toEqual([{ action: 'available', dayparts: { [WED]: [2] } }]);
    });

    it('pages the list a week at a time within the period and filters it by state', async () => {
      planningServer({
        planned: { [WED]: [daypart(1, { planned: { request: 12, branch: 'De Regenboog' }, status: 'staffed' }), daypart(2)] },
      });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      await screen.findByTestId('planning-list');
      expect((screen.getByTestId('list-previous') as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getAllByTestId(/^list-day-/)).toHaveLength(5);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Days staffed' }));
      await waitFor(() => expect(screen.getAllByTestId(/^list-day-/).map((e) => e.dataset.testid)).toEqual([`list-day-${WED}`]));
      fireEvent.click(screen.getByTestId('list-next'));
      expect(text('list-week')).toBe('Week 10: 08-03 to 14-03-2027');
      expect(text('planning-list-empty')).toBe('No days to show in this week.');
    });
    it('jumps the list to the week of a date typed DD-MM-YYYY, within the period', async () => {
      planningServer();
      renderPlanning(<PlanningPage route={route} params={{}} />);
      await screen.findByTestId('planning-list');
      fireEvent.change(screen.getByTestId('list-go-to'), { target: { value: '28-04-2027' } });
      await waitFor(() => expect(text('list-week')).toBe('Week 17: 26-04 to 02-05-2027'));
      expect(screen.getByTestId('list-day-2027-04-28')).toBeTruthy();
      // a date outside the period moves nothing
      fireEvent.change(screen.getByTestId('list-go-to'), { target: { value: '15-06-2027' } });
      expect(text('list-week')).toBe('Week 17: 26-04 to 02-05-2027');
    });
  });

  describe('on a desktop', () => {
    beforeEach(() => setScreen('desktop'));

    it('opens on the calendar of the current period, and switching period refetches', async () => {
      const calls = planningServer();
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(await screen.findByTestId('planning-calendar')).toBeTruthy();
      expect(text('planning-person')).toBe('Ingrid Invaller');
      expect(calendarCalls(calls)).toEqual(['/api/person/7/calendar-detail?from=2027-03-01&to=2027-04-30']);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Zomer 2027' }));
      await waitFor(() => expect(calendarCalls(calls)).toHaveLength(2));
      expect(calendarCalls(calls)[1]).toBe('/api/person/7/calendar-detail?from=2027-05-03&to=2027-07-09');
      fireEvent.click(screen.getByTestId('planning-tab-list'));
      expect(await screen.findByTestId('planning-list')).toBeTruthy();
      expect(text('list-week')).toBe('Week 18: 03-05 to 09-05-2027');
    });

    it('selects days in the calendar, names each daypart state, and marks the selection', async () => {
      const planned = { [WED]: [daypart(1, { planned: { request: 12, branch: 'De Regenboog' }, status: 'staffed' }), daypart(2)] };
      const calls = planningServer({ planned });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      const calendar = await screen.findByTestId('planning-calendar');
      const cell = (date: string) => calendar.querySelector(`[data-date="${date}"]`)!;
      expect(cell(WED).getAttribute('aria-label')).toBe('Wednesday 3 March 2027, morning: Staffed: #12 De Regenboog, afternoon: Available');
      fireEvent.click(cell(TUE));
      fireEvent.click(cell(WED));
      expect(screen.getByTestId('year-calendar-selection').textContent).toContain('2 days selected');
      fireEvent.click(screen.getByTestId('mark-open'));
      expect(within(screen.getByRole('dialog')).getByTestId('mark-count').textContent).toBe('2 days selected');
      fireEvent.click(screen.getByTestId('mark-absent'));
      expect(await screen.findByText('3 dayparts marked absent.')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(posts(calls)).toEqual([{ action: 'absent', dayparts: { [TUE]: [1, 2], [WED]: [2] } }]);
      await waitFor(() => expect(cell(TUE).getAttribute('aria-label')).toBe('Tuesday 2 March 2027, morning: Absent, afternoon: Absent'));
    });

    it('saves only the changed slots of the week schedule', async () => {
      const calls = planningServer();
      renderPlanning(<PlanningPage route={route} params={{}} />);
      await screen.findByTestId('planning-calendar');
      fireEvent.click(screen.getByText('Week schedule'));
      const mondayAfternoon = screen.getAllByRole('combobox', { name: 'Afternoon' })[0]!;
      expect(mondayAfternoon.textContent).toBe('Standard (available)');
      fireEvent.mouseDown(mondayAfternoon);
      fireEvent.click(await screen.findByRole('option', { name: 'Unavailable' }));
      fireEvent.click(screen.getByTestId('week-save'));
      expect(await screen.findByText('The week schedule is saved.')).toBeTruthy();
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { defaults: [{ week_day: 1, daypart: 2, state: 'unavailable' }] },
      ]);
    });
  });

  describe('its states', () => {
    beforeEach(() => setScreen('desktop'));

    it('shows a failed period load with a retry, and no active period as such', async () => {
      let fail = true;
      fakeApi({
        ...contextRoutes(),
        'GET /period': () => (fail ? { status: 500, meta: { messages: [{ type: 'error', message: 'Server down' }] } } : { data: [] }),
      });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect((await screen.findByTestId('planning-periods-error')).textContent).toContain('Server down');
      fail = false;
      fireEvent.click(screen.getByTestId('planning-periods-retry'));
      expect((await screen.findByTestId('planning-no-periods')).textContent).toBe('There is no active period to plan in.');
    });

    it('shows a failed calendar with its message, and a profile without a person says so', async () => {
      fakeApi({
        ...contextRoutes(),
        'GET /period': () => ({ data: [SPRING] }),
        'GET /person/7/calendar-detail': () => ({
          status: 403,
          meta: { messages: [{ type: 'error', message: 'Not enough permissions' }] },
        }),
      });
      const { unmount } = renderPlanning(<PlanningPage route={route} params={{}} />);
      expect((await screen.findByTestId('planning-calendar-error')).textContent).toContain('Not enough permissions');
      unmount();
      signIn(undefined, null);
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(text('planning-no-person')).toBe('Your profile is not linked to a person, so there is no planning to show.');
    });
  });

  describe('a planner', () => {
    beforeEach(() => {
      setScreen('desktop');
      signIn(PLANNER, null);
      window.history.pushState(null, '', '/planning/view-selection');
    });

    it("reads another person's planning without marking it when the planner may not change availability", async () => {
      signIn([Permission.PLANNING_VIEW, Permission.CALENDAR_EDIT, Permission.PERSON_VIEW], 5);
      window.history.pushState(null, '', '/planning?person=7');
      setScreen('phone');
      const calls = planningServer();
      renderPlanning(<PlanningPage route={route} params={{}} />);
      const select = within(await screen.findByTestId(`list-select-${TUE}`)).getByRole('checkbox') as HTMLInputElement;
      expect(select.disabled).toBe(true);
      expect(screen.queryByTestId('mark-panel')).toBeNull();
      expect(screen.getByTestId('view-selection-open')).toBeTruthy();
      expect(calendarCalls(calls)).toEqual(['/api/person/7/calendar-detail?from=2027-03-01&to=2027-04-30']);
    });

    it("searches the persons in the view-selection modal and opens one's planning", async () => {
      const calls = fakeApi({
        ...contextRoutes(),
        'GET /period': () => ({ data: [SPRING] }),
        'GET /person': (call) => ({
          data: call.url.includes('search[full_name]=Bak')
            ? [{ id: 9, full_name: 'Bram Bakker', city: 'Utrecht' }]
            : [
                { id: 9, full_name: 'Bram Bakker', city: 'Utrecht' },
                { id: 11, full_name: 'Anna de Vries', city: null },
              ],
        }),
        'GET /person/9/calendar-detail': (call) => {
          const query = new URL(call.url, 'http://x').searchParams;
          return { data: calendarView(query.get('from')!, query.get('to')!, {}, { id: 9, full_name: 'Bram Bakker' }) };
        },
      });
      renderPlanning(<PlanningPage route={route} params={{ child: 'view-selection' }} />);
      expect(text('planning-no-person')).toBe('Choose a person with View selection to see their planning.');
      expect(await screen.findByTestId('view-selection-person-11')).toBeTruthy();
      fireEvent.change(screen.getByTestId('view-selection-search'), { target: { value: 'Bak' } });
      await waitFor(() => expect(screen.queryByTestId('view-selection-person-11')).toBeNull());
      expect(calls.some((c) => c.url.startsWith('/api/person?') && c.url.includes('search[full_name]=Bak'))).toBe(true);
      fireEvent.click(await screen.findByTestId('view-selection-person-9'));
      expect(window.location.pathname + window.location.search).toBe('/planning?person=9');
      // the page follows the URL: Bram's planning opens behind the modal
      await waitFor(() => expect(text('planning-person')).toBe('Bram Bakker'));
    });
  });

  describe('CAL-PAGE-04: the calls the page template names', () => {
    const SAT = '2027-03-06';
    const cellOf = async (date: string) =>
      (await screen.findByTestId('planning-calendar')).querySelector<HTMLElement>(`[data-date="${date}"]`);

    it("CAL-PAGE-04: reads the person's days, the working weekend and the absentee's dates and policy from the context's calls", async () => {
      setScreen('desktop');
      const calls = planningServer({ context: { saturday: true } });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      // the person works no Saturday, but the pool's check says Saturday is a working day (CONST-05)
      expect(await cellOf(SAT)).not.toBeNull();
      const urls = calls.map((c) => c.url.replace(/[?&]_locale=\w+$/, ''));
      expect(urls).toEqual(
        expect.arrayContaining([
          '/api/template-page/person-planning',
          '/api/person/7/calendar-detail?from=2027-03-01&to=2027-04-30',
          '/api/settings/check-saturday-working-day',
          '/api/settings/check-sunday-working-day',
          '/api/person/7/absentee-dates?from=2027-03-01&to=2027-04-30',
        ]),
      );
      // the dates 'prevent' disables come with the absentee dates, by each request's branch: not the pool's setting
      expect(urls).not.toContain('/api/settings/check-the-same-person-absent');
    });

    it('CAL-PAGE-03: on a phone the page template is asked for with isMobile=1 (PLT-HTTP-05)', async () => {
      setScreen('phone');
      const calls = planningServer();
      renderPlanning(<PlanningPage route={route} params={{}} />);
      await screen.findByTestId('planning-list');
      const asked = calls
        .filter((c) => c.url.startsWith('/api/template-page/person-planning'))
        .map((c) => c.url.replace(/[?&]_locale=\w+$/, ''));
      expect(asked).toEqual(['/api/template-page/person-planning?isMobile=1']);
    });

    it('CAL-PAGE-04: without a week schedule in the template the default week is not offered', async () => {
      setScreen('desktop');
      planningServer({ context: { template: { use_week_schedule: false } } });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      await screen.findByTestId('planning-calendar');
      expect(await cellOf(TUE)).not.toBeNull();
      expect(screen.queryByTestId('week-schedule')).toBeNull();
    });

    it("CAL-PAGE-04: with 'warn' the days the person is reported absent on requests are marked, stay selectable, and the notice counts them", async () => {
      setScreen('desktop');
      planningServer({ context: { dates: [TUE, WED] } });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(await screen.findByTestId('planning-absentee')).toBeTruthy();
      expect(text('planning-absentee')).toBe(
        'Ingrid Invaller is reported absent on a request on 2 days of this period. Those days are marked in the calendar.',
      );
      const tue = (await cellOf(TUE))!;
      expect(tue.className).toContain('yc-warning');
      expect(tue.getAttribute('aria-disabled')).toBeNull();
      expect(tue.getAttribute('aria-label')).toContain('already reported absent on a request');
      fireEvent.click(tue);
      expect(screen.getByTestId('year-calendar-selection').textContent).toContain('1 day selected');
      // the list marks them too, and lets them be selected
      fireEvent.click(screen.getByTestId('planning-tab-list'));
      await screen.findByTestId('planning-list');
      expect(text(`list-absentee-${TUE}`)).toBe('Reported absent on a request');
      expect(within(screen.getByTestId(`list-select-${WED}`)).getByRole('checkbox')).not.toHaveProperty('disabled', true);
      expect(screen.queryByTestId('list-absentee-2027-03-04')).toBeNull();
    });

    it("CAL-PAGE-04: with 'prevent' those days cannot be selected, in the calendar nor in the list", async () => {
      setScreen('desktop');
      planningServer({ context: { dates: [TUE], prevented: [TUE] } });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(await screen.findByTestId('planning-absentee')).toBeTruthy();
      expect(text('planning-absentee')).toBe(
        'Ingrid Invaller is reported absent on a request on 1 day of this period. That day cannot be selected.',
      );
      const tue = (await cellOf(TUE))!;
      expect(tue.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(tue);
      expect(screen.queryByTestId('year-calendar-selection')).toBeNull();
      fireEvent.click(screen.getByTestId('planning-tab-list'));
      await screen.findByTestId('planning-list');
      expect(within(screen.getByTestId(`list-select-${TUE}`)).getByRole('checkbox')).toHaveProperty('disabled', true);
      expect(within(screen.getByTestId(`list-select-${WED}`)).getByRole('checkbox')).toHaveProperty('disabled', false);
    });

    it("CAL-DIS-04: disables the days 'prevent' holds on by the server's answer, whatever the pool's setting, and marks the others", async () => {
      setScreen('desktop');
      // the pool warns, but WED's request is of a branch that prevents
      planningServer({ context: { dates: [TUE, WED], prevented: [WED], setting: 'warn' } });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(await screen.findByTestId('planning-absentee')).toBeTruthy();
      expect(text('planning-absentee')).toBe(
        'Ingrid Invaller is reported absent on a request on 1 day of this period. That day cannot be selected.',
      );
      expect((await cellOf(WED))!.getAttribute('aria-disabled')).toBe('true');
      const tue = (await cellOf(TUE))!;
      expect(tue.getAttribute('aria-disabled')).toBeNull();
      expect(tue.className).toContain('yc-warning');
      fireEvent.click(screen.getByTestId('planning-tab-list'));
      await screen.findByTestId('planning-list');
      expect(within(screen.getByTestId(`list-select-${WED}`)).getByRole('checkbox')).toHaveProperty('disabled', true);
      expect(within(screen.getByTestId(`list-select-${TUE}`)).getByRole('checkbox')).toHaveProperty('disabled', false);
    });

    it('CAL-PAGE-04: says when the person is reported absent on no request, and shows a failed load with a retry while the calendar stays', async () => {
      setScreen('desktop');
      planningServer();
      const { unmount } = renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(await screen.findByTestId('planning-absentee-empty')).toBeTruthy();
      expect(text('planning-absentee-empty')).toBe('Ingrid Invaller is not reported absent on any request in this period.');
      unmount();

      let fail = true;
      fakeApi({
        ...contextRoutes(),
        'GET /person/': (call) =>
          /absentee-dates/.test(call.url)
            ? fail
              ? { status: 500, meta: { messages: [{ type: 'error', message: 'Server down' }] } }
              : { data: { dates: [TUE], prevented: [] } }
            : { data: calendarView('2027-03-01', '2027-04-30') },
        'GET /period': () => ({ data: [SPRING] }),
      });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(await screen.findByTestId('planning-absentee-error')).toBeTruthy();
      expect(text('planning-absentee-error')).toContain('Server down');
      expect(await cellOf(TUE)).not.toBeNull();
      fail = false;
      fireEvent.click(screen.getByTestId('planning-absentee-retry'));
      expect(await screen.findByTestId('planning-absentee')).toBeTruthy();
      expect((await cellOf(TUE))!.className).toContain('yc-warning');
    });

    it('CAL-PAGE-04: a failed page template shows its retry instead of the calendar', async () => {
      setScreen('desktop');
      fakeApi({
        ...contextRoutes(),
        'GET /template-page/person-planning': () => ({ status: 500, meta: { messages: [{ type: 'error', message: 'Template down' }] } }),
        'GET /period': () => ({ data: [SPRING] }),
      });
      renderPlanning(<PlanningPage route={route} params={{}} />);
      expect(await screen.findByTestId('planning-calendar-error')).toBeTruthy();
      expect(text('planning-calendar-error')).toContain('Template down');
    });
  });
});
