/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import type { PersonCalendarView } from '@app/contracts';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { PersonAvailabilitiesTab } from './person-availabilities-tab';
import { PersonLogsTab } from './person-logs-tab';
import { PersonPlanningTab, plannedDayparts } from './person-planning-tab';

const daypart = (
  n: 1 | 2,
  status: 'staffed' | 'available' | 'unavailable' | 'absent',
  planned: { request: number; branch: string } | null = null,
) => ({
  daypart: n,
  availability: status === 'staffed' ? 'available' : status,
  source: 'week',
  planned,
  status,
});

const view = {
  person: { id: 4, full_name: 'Iris Invaller' },
  from: '2026-11-16',
  to: '2026-11-20',
  defaults: {},
  days: {
    '2026-11-17': { date: '2026-11-17', dayparts: [daypart(1, 'staffed', { request: 12, branch: 'De Regenboog' }), daypart(2, 'absent')] },
    '2026-11-16': { date: '2026-11-16', dayparts: [daypart(1, 'available'), daypart(2, 'staffed', { request: 9, branch: 'Het Kompas' })] },
  },
} as unknown as PersonCalendarView;

describe('person popup Planning, Availabilities and Logs tabs', () => {
  beforeAll(() => setLocale('en'));

  it('lists the staffed dayparts by date and daypart', () => {
    expect(plannedDayparts(view).map((r) => [r.date, r.daypart, r.request])).toEqual([
      ['2026-11-16', 2, 9],
      ['2026-11-17', 1, 12],
    ]);
  });

  it('planning: shows the planned dayparts of the current period with request and branch', async () => {
    const calls = fakeApi({ 'GET /person/4/calendar-detail': () => ({ data: view }) });
    renderWithProviders(<PersonPlanningTab id={4} />);
    const rows = await screen.findAllByTestId('person-planning-rows-row');
    expect(rows.map((r) => r.textContent)).toEqual(['16-11-2026Afternoon#9Het Kompas', '17-11-2026Morning#12De Regenboog']);
    expect(calls[0]!.url).toMatch(/^\/api\/person\/4\/calendar-detail(\?_locale=en)?$/);
  });

  it('planning: says so when the person is planned on nothing', async () => {
    fakeApi({ 'GET /person/4/calendar-detail': () => ({ data: { ...view, days: {} } }) });
    renderWithProviders(<PersonPlanningTab id={4} />);
    expect((await screen.findByTestId('person-planning-rows-empty')).textContent).toBe('Not planned on any daypart in this period.');
  });

  it('availabilities: the read-only year calendar over the range, staffed and absent dayparts named', async () => {
    fakeApi({ 'GET /person/4/calendar-detail': () => ({ data: view }) });
    renderWithProviders(<PersonAvailabilitiesTab id={4} />);
    expect((await screen.findByTestId('person-availabilities')).textContent).toContain(
      'Availability from 16-11-2026 to 20-11-2026; it is changed on the planning screen.',
    );
    expect(screen.getByLabelText('Availability of Iris Invaller')).toBeTruthy();
  });

  it('availabilities and logs: an error when the call fails', async () => {
    fakeApi({ 'GET /person/4/calendar-detail': () => ({ status: 500, meta: {} }) });
    renderWithProviders(<PersonAvailabilitiesTab id={4} />);
    expect(await screen.findByText('The item could not be loaded.')).toBeTruthy();
    expect(screen.getByTestId('person-availability-calendar-retry')).toBeTruthy();
  });

  it('logs: the events newest first with their words, an unknown event by its code', async () => {
    fakeApi({
      'GET /person/4/logs': () => ({
        data: [
          {
            id: 2,
            at: '2026-11-20T08:30:00Z',
            event: 'substitute_unplanned',
            request_number: 12,
            branch_name: 'De Regenboog',
            author_name: 'Pieter',
          },
          {
            id: 1,
            at: '2026-11-19T08:30:00Z',
            event: 'something_new',
            request_number: 12,
            branch_name: 'De Regenboog',
            author_name: 'Pieter',
          },
        ],
      }),
    });
    renderWithProviders(<PersonLogsTab id={4} />);
    const rows = await screen.findAllByTestId('person-logs-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '20-11-2026 09:30Unplanned#12De RegenboogPieter',
      '19-11-2026 09:30something_new#12De RegenboogPieter',
    ]);
  });
});
