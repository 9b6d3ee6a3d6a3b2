/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ExtraPermission,
  Permission,
  type MatchDaypartStatus,
  type MatchRecord,
  type RequestGroupView,
  type RequestListRow,
} from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { renderRequests, signIn } from '../../../testing/render';
import { GroupMatching } from './group-matching';

const row = (number: number, open: number): RequestListRow => ({
  id: number,
  number,
  status: 'high',
  warning: null,
  branch_name: 'De Regenboog',
  absentee_name: `Leerkracht ${number}`,
  reason: 'Ziekte',
  period_start: '2027-06-21',
  period_end: '2027-06-24',
  first_open_date: '2027-06-21',
  first_open_daypart: 1,
  dayparts_count: open,
  open_dayparts: open,
  locked: false,
  locked_by_name: null,
  request_group_reference: 'Groep 7',
  created_at: '2026-11-20T08:30:00Z',
});

const group = (open: [number, number]): RequestGroupView => ({
  id: 3,
  reference: 'Groep 7',
  description: null,
  remark: null,
  period_start: '2027-06-01',
  period_end: '2027-06-30',
  status: 'high',
  status_counts: { completed: 0, high: 2, medium: 0, other: 0 },
  requests: [
    { request: row(11, open[0]), labels: [] },
    { request: row(12, open[1]), labels: [] },
  ],
  created_at: '2026-11-20T08:30:00Z',
});

const daypart = (id: number, daypart: 1 | 2, request: number): MatchDaypartStatus => ({
  id,
  daypart,
  active: true,
  unavailable: false,
  planned: false,
  substituted: false,
  invited: false,
  reserved: false,
  request,
});

const record = (id: number, name: string, requests: number[]): MatchRecord => ({
  id,
  full_name: name,
  secondment: false,
  weekHours: 12,
  score: 60,
  why: [{ part: 'share', points: 40, facts: [{ kind: 'share', n: 3, of: 3 }] }],
  distance_km: 10,
  available: requests.length === 2 ? 3 : 2,
  dates: {
    '2027-06-21': requests.includes(11) ? [daypart(1, 1, 11), daypart(2, 2, 11)] : [],
    '2027-06-24': requests.includes(12) ? [daypart(3, 1, 12)] : [],
  },
  requests,
});

const META = {
  unfolded: 5,
  total: 2,
  open_dayparts: 3,
  not_checked: [],
  requests: [
    { number: 11, open_dayparts: 2 },
    { number: 12, open_dayparts: 1 },
  ],
};

const PLANNER = [Permission.REQUEST_VIEW, ExtraPermission.REQUEST_MATCHING, Permission.INVITATION_ALL, Permission.RESERVATION_ALL];

describe('the request group Matching tab', () => {
  let calls: FakeCall[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signIn(PLANNER);
    dialogStore.setState({ toasts: [] });
  });
  const matchingCalls = () => calls.filter((c) => c.url.startsWith('/api/request-group/3/matching'));
  const offerCalls = () => calls.filter((c) => c.method === 'POST' && /^\/api\/request\/\d+\/(invitation|reservation)/.test(c.url));
  const twoCandidates = () => ({ data: [record(7, 'Ingrid Invaller', [11, 12]), record(8, 'Bram Bakker', [11])], meta: META });

  it("lists the candidates for the members' open dayparts, each naming the requests it fits and each daypart its request", async () => {
    calls = fakeApi({ 'GET /request-group/3/matching': twoCandidates });
    renderRequests(<GroupMatching group={group([2, 1])} />);
    expect((await screen.findByTestId('matches-total')).textContent).toBe('2 candidates for 3 open dayparts');
    expect(screen.getByTestId('match-7-requests').textContent).toBe('fits requests 11, 12');
    expect(screen.getByTestId('match-8-requests').textContent).toBe('fits request 11');
    expect(screen.getByTestId('match-7').textContent).toContain('Thu 24 Jun, morning #12: free');
    await act(async () => {
      await setLocale('nl');
    });
    try {
      expect(screen.getByTestId('match-7-requests').textContent).toBe('past bij aanvragen 11, 12');
    } finally {
      await act(async () => {
        await setLocale('en');
      });
    }
  });

  it('invites each selected candidate on every member request they fit, through the requests’ own routes', async () => {
    calls = fakeApi({
      'GET /request-group/3/matching': twoCandidates,
      'POST /request/11/invitation': () => ({ data: [] }),
      'POST /request/12/invitation': () => ({ data: [] }),
    });
    renderRequests(<GroupMatching group={group([2, 1])} />);
    await screen.findByTestId('match-7');
    fireEvent.click(screen.getByTestId('match-7-select'));
    fireEvent.click(screen.getByTestId('match-8-select'));
    const before = matchingCalls().length;
    fireEvent.click(screen.getByTestId('matches-invite'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('each request of the group they fit');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect((await screen.findByTestId('matches-toast')).textContent).toBe('2 persons have been invited.');
    expect(offerCalls().map((c) => [c.url.split('?')[0], c.body])).toEqual([
      ['/api/request/11/invitation', { persons: [7, 8] }],
      ['/api/request/12/invitation', { persons: [7] }],
    ]);
    await waitFor(() => expect(matchingCalls().length).toBeGreaterThan(before));
  });

  it('reserves the one selected candidate on the requests they fit, and shows a refusal as it comes', async () => {
    calls = fakeApi({
      'GET /request-group/3/matching': twoCandidates,
      'POST /request/11/reservation': () => ({
        status: 422,
        meta: { messages: [{ type: 'error', title: 'Error', message: 'The request already has an open reservation.' }] },
      }),
    });
    renderRequests(<GroupMatching group={group([2, 1])} />);
    await screen.findByTestId('match-8');
    fireEvent.click(screen.getByTestId('match-8-select'));
    fireEvent.click(screen.getByTestId('matches-reserve'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect((await screen.findByTestId('matches-toast')).textContent).toBe('The request already has an open reservation.');
    expect(offerCalls().map((c) => [c.url.split('?')[0], c.body])).toEqual([['/api/request/11/reservation', { person: 8 }]]);
  });

  it('shows the excluded with the request each reason is about; loading error and nothing open have their states', async () => {
    calls = fakeApi({
      'GET /request-group/3/matching': () => ({
        data: [],
        meta: {
          ...META,
          total: 0,
          excluded: [
            {
              id: 9,
              full_name: 'Daan',
              reasons: [
                { rule: 'labels', message: 'lacks the requested label', detail: 'Gym', request: 11 },
                { rule: 'free', message: 'The person is not free on any of the requested dayparts.', request: 12 },
              ],
            },
          ],
        },
      }),
    });
    const shown = renderRequests(<GroupMatching group={group([2, 1])} />);
    fireEvent.click((await screen.findByTestId('matches-excluded-switch')).querySelector('input')!);
    expect((await screen.findByTestId('excluded-9')).textContent).toBe(
      'Daan: #11: lacks the requested label (Gym); #12: The person is not free on any of the requested dayparts.',
    );
    shown.unmount();
    calls = fakeApi({
      'GET /request-group/3/matching': () => ({
        status: 404,
        meta: { messages: [{ type: 'error', title: 'Error', message: 'The requested item 3 could not be found' }] },
      }),
    });
    const failed = renderRequests(<GroupMatching group={group([2, 1])} />);
    expect((await screen.findByTestId('matches-error')).textContent).toContain('The requested item 3 could not be found');
    failed.unmount();
    calls = fakeApi({});
    renderRequests(<GroupMatching group={group([0, 0])} />);
    expect(screen.getByTestId('matches-no-open').textContent).toBe(
      'Every daypart of the requests in this group is planned or closed: there is nothing to match.',
    );
    expect(matchingCalls()).toEqual([]);
  });
});
