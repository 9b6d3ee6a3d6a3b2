/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { OpenDaypartsOverview, OpenDaypartsWeek } from '@app/contracts';
import { registerTexts, setLocale } from '@app/i18n';
import { BaseProviders } from '@app/ui/providers';
import { texts } from '../../i18n';
import { routes } from '../../routes';
import { openDaypartsApi } from './api/open-dayparts-api';
import { OpenDaypartsPage } from './open-dayparts-page';
import { apiDateOf, weekRows } from './week-rows';

registerTexts('mfe_public', texts);
const TOKEN = 'c'.repeat(64);

const week = (n: number, start: string, end: string, requests: number[] = []): OpenDaypartsWeek => ({ week: n, start, end, requests });

const overview = (over: Partial<OpenDaypartsOverview> = {}): OpenDaypartsOverview => ({
  requestInfo: { pool: 'Demo', numberOfRequests: 1, datePeriod: { start: '2027-06-07', end: '2027-07-04' } },
  requests: [
    {
      number: 1042,
      branch: { name: 'Het Kompas', email: 'kompas@demo.nl' },
      group: 'Groep 1 t/m 8',
      open_dayparts: 3,
      dates: [
        { date: '2027-06-07', daypart: 1, start_work_time: '08:30', end_work_time: '12:00' },
        { date: '2027-06-07', daypart: 2, start_work_time: '13:00', end_work_time: '15:00' },
        { date: '2027-06-30', daypart: 1, start_work_time: null, end_work_time: null },
      ],
    },
  ],
  weeks: [
    week(23, '2027-06-07', '2027-06-13', [1042]),
    week(24, '2027-06-14', '2027-06-20'),
    week(25, '2027-06-21', '2027-06-27'),
    week(26, '2027-06-28', '2027-07-04', [1042]),
  ],
  ...over,
});

async function renderPage() {
  const route = routes.find((r) => r.path === '/embed/overview-open-dayparts/:token')!;
  await act(async () => {
    render(
      <BaseProviders namespace="mfe_public">
        <OpenDaypartsPage route={route} params={{ token: TOKEN }} />
      </BaseProviders>,
    );
  });
}

describe('weekRows', () => {
  it('collapses consecutive weeks without open dayparts into one row', () => {
    expect(weekRows(overview().weeks).map((r) => (r.kind === 'week' ? r.week.week : `${r.first}-${r.last}`))).toEqual([23, '24-25', 26]);
  });
  it('reads DD-MM-YYYY as the API date, and nothing else', () => {
    expect(apiDateOf('07-06-2027')).toBe('2027-06-07');
    expect(apiDateOf('31-02-2027')).toBeNull();
    expect(apiDateOf('2027-06-07')).toBeNull();
  });
});

describe('OpenDaypartsPage', () => {
  beforeAll(() => setLocale('en'));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loader until the overview is there, then asks for 2 weeks from today', async () => {
    const get = jest.spyOn(openDaypartsApi, 'get').mockReturnValue(new Promise(() => undefined));
    await renderPage();
    expect(screen.getByTestId('open-dayparts-loading')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(TOKEN, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 2);
    expect((screen.getByTestId('open-dayparts-date') as HTMLInputElement).value).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('lists per week the requests as panels, collapses empty weeks and prefills the mail', async () => {
    jest.spyOn(openDaypartsApi, 'get').mockResolvedValue(overview());
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Open dayparts of Demo');
    const first = screen.getByTestId('open-dayparts-week-23');
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Week 23 (07-06-2027 to 13-06-2027)');
    const panel = within(first).getByTestId('open-dayparts-request-1042');
    expect(panel.textContent).toContain('Het Kompas');
    expect(panel.textContent).toContain('Groep 1 t/m 8');
    expect(panel.textContent).toContain('Request 1042');
    expect(panel.textContent).toContain('2 open dayparts');
    expect(panel.textContent).toContain('08:30 - 12:00');
    expect(within(screen.getByTestId('open-dayparts-week-26')).getByTestId('open-dayparts-request-1042').textContent).toContain(
      '1 open daypart',
    );
    expect(screen.getAllByTestId('open-dayparts-empty-weeks').map((e) => e.textContent)).toEqual([
      'There are no open dayparts in weeks 24 to 25.',
    ]);
    const mail = within(first).getByTestId('open-dayparts-mail-1042').getAttribute('href')!;
    expect(mail.startsWith('mailto:kompas%40demo.nl?subject=')).toBe(true);
    const query = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Response to request 1042 (Het Kompas)');
    expect(query.get('body')).toContain('request 1042 (Groep 1 t/m 8) for these dayparts:\n07-06-2027 Morning\n07-06-2027 Afternoon\n');
  });

  it('shows the warning without data, and when the token opens nothing', async () => {
    jest.spyOn(openDaypartsApi, 'get').mockResolvedValue(overview({ requests: [], weeks: [week(23, '2027-06-07', '2027-06-13')] }));
    await renderPage();
    expect(screen.getByTestId('open-dayparts-empty').textContent).toBe('There are no open dayparts to show for this selection.');
    jest.spyOn(openDaypartsApi, 'get').mockRejectedValue(new Error('404'));
    fireEvent.change(screen.getByTestId('open-dayparts-date'), { target: { value: '07-06-2027' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('open-dayparts-view'));
    });
    expect(screen.getByTestId('open-dayparts-empty').textContent).toBe('There are no open dayparts to show for this selection.');
  });

  it('views the chosen date and number of weeks, and refuses a date that is not DD-MM-YYYY', async () => {
    const get = jest.spyOn(openDaypartsApi, 'get').mockResolvedValue(overview());
    await renderPage();
    fireEvent.change(screen.getByTestId('open-dayparts-date'), { target: { value: '2027-06-07' } });
    expect(screen.getByText('Enter a date as DD-MM-YYYY')).toBeTruthy();
    expect((screen.getByTestId('open-dayparts-view') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('open-dayparts-date'), { target: { value: '14-06-2027' } });
    fireEvent.mouseDown(screen.getByTestId('open-dayparts-weeks'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1 week', '2 weeks', '3 weeks', '4 weeks']);
    fireEvent.click(screen.getByTestId('open-dayparts-weeks-4'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('open-dayparts-view'));
    });
    expect(get).toHaveBeenLastCalledWith(TOKEN, '2027-06-14', 4);
  });
});
