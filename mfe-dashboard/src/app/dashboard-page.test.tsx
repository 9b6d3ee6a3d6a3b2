/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ExtraPermission as E,
  Permission as P,
  type DashboardCard,
  type FillRateWeek,
  type PlanningAnswer,
  type PlanningItem,
  type UpcomingWorkAnswer,
  type UpcomingWorkItem,
} from '@app/contracts';
import { setLocale } from '@app/i18n';
import { realtime } from '@app/platform/realtime';
import { sessionStore } from '@app/platform/session';
import { FakeSocket, fakeApi, type FakeCall } from '@app/ui/testing';
import { renderDashboard, signIn } from '../testing/render';
import { DashboardPage } from './dashboard-page';

const card = (key: DashboardCard['key'], value: number): DashboardCard => ({
  key,
  value,
  text: `dashboard.cards.${key}.text`,
  sub_text: `dashboard.cards.${key}.sub`,
  icon: 'x',
  default_value: 0,
});
const item = (number: number, startDate: string, person: string): PlanningItem => ({
  id: number + 100,
  number,
  startDate,
  priority: 'high',
  branch: 'Het Kompas',
  branchId: 3,
  scheduleName: 'Groep 1 t/m 8',
  absentee: 'Anna de Boer',
  city: 'Utrecht',
  periodFrom: startDate,
  periodTo: startDate,
  address: null,
  requiredLabels: [],
  dayparts: { 1: { status: 'planned', person: { id: 7, full_name: person }, type: 'planned', reason: null } },
});
const WEEKS: FillRateWeek[] = [
  { week_start: '2026-11-16', dayparts: 8, planned: 6, rate: 0.75 },
  { week_start: '2026-11-23', dayparts: 0, planned: 0, rate: null },
];
// jsdom lacks structuredClone, which the chart library uses
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const route = { path: '/dashboard', title: 'page.dashboard', anyOf: [] };
const PLANNER = [P.DASHBOARD_VIEW, E.DASHBOARD_DAYPARTS, E.DASHBOARD_APPROVED, E.DASHBOARD_PLANNING, P.REQUEST_VIEW, P.REQUEST_CREATE];

describe('the dashboard page', () => {
  let calls: FakeCall[];
  let planning: PlanningAnswer;
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    planning = { own: false, today: '2026-11-18', tomorrow: '2026-11-19', items: [item(12, '2026-11-18', 'Lotte Visser')] };
    FakeSocket.install();
    calls = fakeApi({
      'GET /request/statuses': () => ({ data: [card('open_dayparts', 5), card('approval', 2)] }),
      'GET /request/planned': () => ({ data: planning }),
      'GET /request/fill-rate': () => ({ data: WEEKS }),
      'GET /announcement/current': () => ({ data: [] }),
    });
  });
  afterEach(() => realtime.disconnect());

  it("shows a planner's cards, planning with request links, the fill rate and the add-request button", async () => {
    signIn(PLANNER);
    renderDashboard(<DashboardPage route={route} params={{}} />);
    expect(await screen.findByTestId('dashboard-card-open_dayparts-value')).toHaveProperty('textContent', '5');
    expect(screen.getByTestId('dashboard-card-open_dayparts').textContent).toContain('Open dayparts');
    expect(screen.getByTestId('dashboard-card-open_dayparts').textContent).toContain('within the next week');
    expect(screen.getByTestId('dashboard-card-approval-value').textContent).toBe('2');
    expect(screen.queryByTestId('dashboard-card-processing')).toBeNull();
    const today = await screen.findByTestId('planning-today');
    expect(today.textContent).toContain('Today, 18-11-2026');
    expect(screen.getByTestId('planning-item-12-2026-11-18-1').textContent).toBe('Morning: Lotte Visser');
    expect(screen.getByTestId('planning-link-12').textContent).toBe('#12');
    // the city only for an administrator
    expect(screen.queryByTestId('planning-city-12')).toBeNull();
    expect(within(screen.getByTestId('planning-tomorrow')).getByText('Nothing planned.')).toBeTruthy();
    expect((await screen.findByTestId('fill-rate-2026-11-16')).textContent).toBe('Week of 16-11-2026: 75% (6 of 8 dayparts planned)');
    expect(screen.getByTestId('fill-rate-2026-11-23').textContent).toBe('Week of 23-11-2026: no dayparts');
    expect(screen.getByTestId('dashboard-add-request')).toBeTruthy();
    expect(screen.queryByTestId('announcements-panel')).toBeNull();
  });

  it('shows a substitute their own work of the coming two weeks by day and daypart, without cards, fill rate or add button', async () => {
    signIn([P.DASHBOARD_VIEW, E.DASHBOARD_PLANNING]);
    const job = (date: string, daypart: 1 | 2, branch: string, address: string | null): UpcomingWorkItem => ({
      date,
      daypart,
      request_number: 12,
      branch: { id: 3, name: branch, city: 'Zeist', address },
      schedule: 'Groep 1 t/m 8',
    });
    let upcoming: UpcomingWorkAnswer = {
      from: '2026-11-18',
      to: '2026-12-01',
      days: 14,
      items: [job('2026-11-18', 2, 'Het Kompas', 'Lindenlaan 4, 3701 AB Zeist'), job('2026-12-01', 1, 'De Vlinder', null)],
    };
    calls = fakeApi({ 'GET /request/upcoming-work': () => ({ data: upcoming }) });
    const view = renderDashboard(<DashboardPage route={route} params={{}} />);
    expect((await screen.findByTestId('upcoming-work')).textContent).toContain('My work in the next 14 days');
    expect(within(await screen.findByTestId('upcoming-day-2026-11-18')).getByText('Today, Wed 18 Nov')).toBeTruthy();
    expect(screen.getByTestId('upcoming-2026-11-18-2').textContent).toBe(
      'Afternoon · Het KompasLindenlaan 4, 3701 AB Zeist · Groep 1 t/m 8 · #12',
    );
    expect(within(screen.getByTestId('upcoming-day-2026-12-01')).getByText('Tue 1 Dec')).toBeTruthy();
    expect(screen.getByTestId('upcoming-2026-12-01-1').textContent).toContain('Morning · De Vlinder');
    expect(screen.queryByTestId('planning-panel')).toBeNull();
    expect(screen.queryByTestId('dashboard-cards')).toBeNull();
    expect(screen.queryByTestId('fill-rate-panel')).toBeNull();
    expect(screen.queryByTestId('dashboard-add-request')).toBeNull();
    expect(calls.map((c) => c.url.split('?')[0]).filter((url) => url!.startsWith('/api/request'))).toEqual(['/api/request/upcoming-work']);
    fireEvent.click(screen.getByTestId('upcoming-work-planning'));
    expect(window.location.pathname).toBe('/planning');
    view.unmount();
    upcoming = { ...upcoming, items: [] };
    renderDashboard(<DashboardPage route={route} params={{}} />);
    expect((await screen.findByTestId('upcoming-work-empty')).textContent).toBe('You are not planned anywhere in the coming days.');
  });

  it("MD-SET-07: the substitute's upcoming work is titled with the pool's days shown in planning", async () => {
    signIn([P.DASHBOARD_VIEW, E.DASHBOARD_PLANNING]);
    const upcoming: UpcomingWorkAnswer = { from: '2026-11-18', to: '2026-11-22', days: 5, items: [] };
    fakeApi({ 'GET /request/upcoming-work': () => ({ data: upcoming }) });
    renderDashboard(<DashboardPage route={route} params={{}} />);
    await screen.findByTestId('upcoming-work-empty');
    expect(screen.getByTestId('upcoming-work').textContent).toContain('My work in the next 5 days');
  });

  it("shows the address (the city without one) to an administrator and the panel's error with a retry", async () => {
    signIn(PLANNER);
    sessionStore.setState((s) => ({ payload: { ...s.payload!, roles: ['ROLE_ADMINISTRATOR'] } }));
    let fail = true;
    fakeApi({
      'GET /request/statuses': () => (fail ? { status: 500, meta: {} } : { data: [card('open_dayparts', 1)] }),
      'GET /request/planned': () => ({
        data: {
          ...planning,
          items: [...planning.items, { ...item(13, '2026-11-18', 'Sem Jansen'), address: 'Lindenlaan 4, 3701 AB Zeist' }],
        },
      }),
      'GET /request/fill-rate': () => ({ data: WEEKS }),
    });
    renderDashboard(<DashboardPage route={route} params={{}} />);
    expect((await screen.findByTestId('planning-city-12')).textContent).toBe('Utrecht');
    expect(screen.getByTestId('planning-city-13').textContent).toBe('Lindenlaan 4, 3701 AB Zeist');
    expect((await screen.findByTestId('dashboard-cards-error')).textContent).toContain('The overview could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByTestId('dashboard-cards-retry'));
    expect((await screen.findByTestId('dashboard-card-open_dayparts-value')).textContent).toBe('1');
  });

  it("refetches the planning, cards and fill rate on another user's request change", async () => {
    signIn(PLANNER);
    realtime.connect('token');
    FakeSocket.last!.open();
    renderDashboard(<DashboardPage route={route} params={{}} />);
    await screen.findByTestId('planning-item-12-2026-11-18-1');
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: 'pool/1/request/changed' }));
    planning = { ...planning, items: [...planning.items, item(13, '2026-11-19', 'Daan Bakker')] };
    act(() => FakeSocket.last!.event('pool/1/request/changed', 'planner', { id: 13, action: 'plan' }));
    expect((await screen.findByTestId('planning-item-13-2026-11-19-1')).textContent).toBe('Morning: Daan Bakker');
    expect(calls.filter((c) => c.url.startsWith('/api/request/statuses')).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the birthdays panel with DASHBOARD_BIRTHDAYS only while the pool setting enables it', async () => {
    signIn([P.DASHBOARD_VIEW, E.DASHBOARD_BIRTHDAYS]);
    let enabled = false;
    fakeApi({ 'GET /person/birthdays': () => ({ data: { enabled, persons: [] } }) });
    const { unmount } = renderDashboard(<DashboardPage route={route} params={{}} />);
    expect((await screen.findByTestId('dashboard-empty')).textContent).toBe('There is nothing on your dashboard.');
    unmount();
    enabled = true;
    renderDashboard(<DashboardPage route={route} params={{}} />);
    expect((await screen.findByTestId('birthdays-panel-empty')).textContent).toBe('No birthdays in the coming days.');
  });

  it('forms a carousel below the phone breakpoint, with the unread announcements on its tab', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })) as never;
    try {
      signIn([P.DASHBOARD_VIEW, E.DASHBOARD_PLANNING, E.DASHBOARD_ANNOUNCEMENTS]);
      fakeApi({
        'GET /request/upcoming-work': () => ({ data: { from: '2026-11-18', to: '2026-12-01', items: [] } }),
        'GET /announcement/current': () => ({
          data: [1, 2].map((id) => ({
            id,
            title: `A${id}`,
            content: { type: 'doc', content: [] },
            icon: null,
            pinned: false,
            read: false,
            author: 'x',
          })),
        }),
      });
      renderDashboard(<DashboardPage route={route} params={{}} />);
      expect(await screen.findByTestId('dashboard-carousel')).toBeTruthy();
      expect(screen.getByTestId('dashboard-slide-tab-upcoming_work').textContent).toBe('My work');
      await waitFor(() => expect(screen.getByTestId('dashboard-slide-badge-announcements').textContent).toBe('Announcements2'));
      expect(screen.getByTestId('dashboard-slide-announcements').hasAttribute('inert')).toBe(true);
      fireEvent.click(screen.getByTestId('dashboard-slide-tab-announcements'));
      expect(screen.getByTestId('dashboard-slide-announcements').hasAttribute('inert')).toBe(false);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
