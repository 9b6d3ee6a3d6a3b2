/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExtraPermission, Permission, type MatchRecord } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { renderRequests, requestView, signIn } from '../../../testing/render';
import { RequestMatching } from './request-matching';

const record = (id: number, name: string, score: number): MatchRecord => ({
  id,
  full_name: name,
  secondment: false,
  weekHours: null,
  score,
  why: [
    { part: 'share', points: 40, facts: [{ kind: 'share', n: 2, of: 2 }] },
    { part: 'fairness', points: 10, facts: [{ kind: 'recent_dayparts', n: 0 }] },
  ],
  distance_km: null,
  available: 2,
  dates: {
    '2026-11-23': [
      { id: 1, daypart: 1, active: true, unavailable: false, planned: false, substituted: false, invited: false, reserved: false },
      { id: 2, daypart: 2, active: true, unavailable: false, planned: false, substituted: false, invited: false, reserved: false },
    ],
  },
});

const META = { unfolded: 1, total: 2, open_dayparts: 2, not_checked: ['blockades', 'coc', 'distance'] };

describe('the Matching tab', () => {
  let calls: FakeCall[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => signIn());

  const matchingCalls = () => calls.filter((c) => c.url.startsWith('/api/request/42/matching'));

  it('counts in the singular for one candidate and one open daypart, in Dutch too', async () => {
    calls = fakeApi({
      'GET /request/42/matching': () => ({ data: [record(7, 'Ingrid Invaller', 50)], meta: { ...META, total: 1, open_dayparts: 1 } }),
    });
    renderRequests(<RequestMatching request={requestView({ open_dayparts: 1 })} />);
    expect((await screen.findByTestId('matches-total')).textContent).toBe('1 candidate for 1 open daypart');
    await act(async () => {
      await setLocale('nl');
    });
    try {
      expect(screen.getByTestId('matches-total').textContent).toBe('1 kandidaat voor 1 open dagdeel');
    } finally {
      await act(async () => {
        await setLocale('en');
      });
    }
  });

  it('lists the candidates best first, unfolds the first as the setting says, and shows the why and what was not checked', async () => {
    calls = fakeApi({
      'GET /request/42/matching': () => ({ data: [record(7, 'Ingrid Invaller', 50), record(8, 'Bram Bakker', 40)], meta: META }),
    });
    renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
    expect(await screen.findByTestId('match-7')).toBeTruthy();
    expect(screen.getByTestId('matches-total').textContent).toBe('2 candidates for 2 open dayparts');
    expect(screen.getByTestId('matches-not-checked').textContent).toContain('blockades, certificate of conduct, distance');
    expect(screen.getByTestId('match-7').querySelector('[aria-expanded="true"]')).toBeTruthy();
    expect(screen.getByTestId('match-8').querySelector('[aria-expanded="false"]')).toBeTruthy();
    expect(within(screen.getByTestId('match-7-why')).getByText('Dayparts +40: 2 of 2 dayparts')).toBeTruthy();
  });

  it("names a candidate's dayparts by short day and daypart, in Dutch too: 'ma 23 nov, ochtend: vrij'", async () => {
    calls = fakeApi({ 'GET /request/42/matching': () => ({ data: [record(7, 'Ingrid Invaller', 50)], meta: { ...META, total: 1 } }) });
    renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
    const dayparts = () => screen.getByTestId('match-7-dayparts').textContent;
    await screen.findByTestId('match-7');
    expect(dayparts()).toBe('Dayparts: Mon 23 Nov, morning: free; Mon 23 Nov, afternoon: free');
    await act(async () => {
      await setLocale('nl');
    });
    try {
      expect(dayparts()).toBe('Dagdelen: ma 23 nov, ochtend: vrij; ma 23 nov, middag: vrij');
    } finally {
      await act(async () => {
        await setLocale('en');
      });
    }
  });

  it('shows the excluded persons with their reasons when asked, and sends the filters', async () => {
    calls = fakeApi({
      'GET /request/42/matching': (call) =>
        call.url.includes('excluded=1')
          ? {
              data: [],
              meta: {
                ...META,
                total: 0,
                excluded: [
                  { id: 9, full_name: 'Daan', reasons: [{ rule: 'labels', message: 'lacks the requested label', detail: 'Gym' }] },
                ],
              },
            }
          : { data: [record(7, 'Ingrid Invaller', 50)], meta: META },
    });
    renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
    await screen.findByTestId('match-7');
    fireEvent.click(screen.getByTestId('matches-excluded-switch').querySelector('input')!);
    expect((await screen.findByTestId('excluded-9')).textContent).toBe('Daan: lacks the requested label (Gym)');
    fireEvent.change(screen.getByTestId('matches-distance'), { target: { value: '12' } });
    await waitFor(() => expect(matchingCalls().at(-1)!.url).toContain('distance=12'));
    expect(matchingCalls().at(-1)!.url).toContain('excluded=1');
  });

  it('filters on labels picked by name: only who has every one of them (labels[] in the call)', async () => {
    calls = fakeApi({
      'GET /inputs': () => ({
        data: {
          labels: [
            { id: 4, name: 'Bevoegd PO' },
            { id: 5, name: 'Gym' },
          ],
        },
      }),
      'GET /request/42/matching': () => ({ data: [record(7, 'Ingrid Invaller', 50)], meta: META }),
    });
    renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
    await screen.findByTestId('match-7');
    expect(matchingCalls().at(-1)!.url).not.toContain('labels');
    const input = screen.getByTestId('matches-labels');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Gy' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Gym' }));
    await waitFor(() => expect(decodeURIComponent(matchingCalls().at(-1)!.url)).toContain('labels[]=5'));
    expect(decodeURIComponent(matchingCalls().at(-1)!.url)).not.toContain('labels[]=4');
  });

  it('refuses a distance outside 0..1000 km with a message and does not call', async () => {
    calls = fakeApi({ 'GET /request/42/matching': () => ({ data: [record(7, 'Ingrid Invaller', 50)], meta: META }) });
    renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
    await screen.findByTestId('match-7');
    const before = matchingCalls().length;
    fireEvent.change(screen.getByTestId('matches-distance'), { target: { value: '-4' } });
    expect(await screen.findByText('Enter a distance in km from 0 to 1000.')).toBeTruthy();
    expect(matchingCalls().length).toBe(before);
  });

  it('has an empty state, an error state with retry, and says when nothing is open', async () => {
    calls = fakeApi({ 'GET /request/42/matching': () => ({ data: [], meta: { ...META, total: 0 } }) });
    const empty = renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
    expect((await screen.findByTestId('matches-empty')).textContent).toBe('No substitute passes every rule for the open dayparts.');
    empty.unmount();
    calls = fakeApi({
      'GET /request/42/matching': () => ({
        status: 403,
        meta: { messages: [{ type: 'error', title: 'Error', message: 'Not enough permissions' }] },
      }),
    });
    const failed = renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
    expect((await screen.findByTestId('matches-error')).textContent).toContain('Not enough permissions');
    failed.unmount();
    renderRequests(<RequestMatching request={requestView({ open_dayparts: 0 })} />);
    expect(screen.getByTestId('matches-no-open')).toBeTruthy();
  });

  describe('invite and reserve', () => {
    const PLANNER = [Permission.REQUEST_VIEW, ExtraPermission.REQUEST_MATCHING, Permission.INVITATION_ALL, Permission.RESERVATION_ALL];
    const twoCandidates = () => ({ data: [record(7, 'Ingrid Invaller', 50), record(8, 'Bram Bakker', 40)], meta: META });
    const select = (id: number) => fireEvent.click(screen.getByTestId(`match-${id}-select`));
    const toast = () => screen.findByTestId('matches-toast');
    const offerCalls = () => calls.filter((c) => c.method === 'POST' && /^\/api\/request\/42\/(invitation|reservation)/.test(c.url));
    // the toasts live in the shell's global store: each test starts without the last one's
    beforeEach(() => dialogStore.setState({ toasts: [] }));

    it('invites the selected candidates after a confirmation that names them, then fetches the tab again', async () => {
      signIn(PLANNER);
      calls = fakeApi({ 'GET /request/42/matching': twoCandidates, 'POST /request/42/invitation': () => ({ data: [] }) });
      renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
      await screen.findByTestId('match-7');
      expect((screen.getByTestId('matches-invite') as HTMLButtonElement).disabled).toBe(true);
      select(7);
      select(8);
      expect(screen.getByTestId('matches-selected').textContent).toBe('2 candidates selected');
      // reserving is for one person only
      expect((screen.getByTestId('matches-reserve') as HTMLButtonElement).disabled).toBe(true);
      const before = matchingCalls().length;
      fireEvent.click(screen.getByTestId('matches-invite'));
      expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Ingrid Invaller, Bram Bakker');
      fireEvent.click(screen.getByTestId('confirm-yes'));
      expect((await toast()).textContent).toBe('2 persons have been invited.');
      expect(offerCalls()[0]!.body).toEqual({ persons: [7, 8] });
      await waitFor(() => expect(matchingCalls().length).toBeGreaterThan(before));
      expect(screen.getByTestId('matches-selected').textContent).toBe('0 candidates selected');
    });

    it("shows the service's refusal as it comes: 'The person has already been invited for this request.'", async () => {
      signIn(PLANNER);
      calls = fakeApi({
        'GET /request/42/matching': twoCandidates,
        'POST /request/42/invitation': () => ({
          status: 422,
          meta: { errors: { persons: ['The person has already been invited for this request.'] } },
        }),
      });
      renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
      await screen.findByTestId('match-7');
      select(7);
      fireEvent.click(screen.getByTestId('matches-invite'));
      fireEvent.click(await screen.findByTestId('confirm-yes'));
      expect((await toast()).textContent).toBe('The person has already been invited for this request.');
      // the selection stays, to try again or change it
      expect(screen.getByTestId('matches-selected').textContent).toBe('1 candidate selected');
    });

    it('reserves the one selected candidate; a cancelled confirmation sends nothing', async () => {
      signIn(PLANNER);
      calls = fakeApi({
        'GET /request/42/matching': twoCandidates,
        'POST /request/42/reservation': () => ({
          status: 422,
          meta: { messages: [{ type: 'error', title: 'Error', message: 'The request already has an open reservation.' }] },
        }),
      });
      renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
      await screen.findByTestId('match-7');
      select(8);
      fireEvent.click(screen.getByTestId('matches-reserve'));
      fireEvent.click(await screen.findByTestId('confirm-no'));
      await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
      expect(offerCalls()).toEqual([]);
      fireEvent.click(screen.getByTestId('matches-reserve'));
      expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Reserve Bram Bakker');
      fireEvent.click(screen.getByTestId('confirm-yes'));
      expect((await toast()).textContent).toBe('The request already has an open reservation.');
      expect(offerCalls()[0]!.body).toEqual({ person: 8 });
    });

    it("refuses to invite more than 50 at once with the service's message, before any call", async () => {
      signIn(PLANNER);
      const many = Array.from({ length: 51 }, (_, i) => record(100 + i, `Invaller ${i}`, 50 - i / 100));
      calls = fakeApi({ 'GET /request/42/matching': () => ({ data: many, meta: { ...META, total: 51 } }) });
      renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
      await screen.findByTestId('match-100');
      many.forEach((r) => select(r.id));
      expect(screen.getByTestId('matches-selected').textContent).toBe('At most 50 persons can be invited at once.');
      expect((screen.getByTestId('matches-invite') as HTMLButtonElement).disabled).toBe(true);
      select(100);
      expect(screen.getByTestId('matches-selected').textContent).toBe('50 candidates selected');
      expect((screen.getByTestId('matches-invite') as HTMLButtonElement).disabled).toBe(false);
    });

    it('offers only what the user may: no checkboxes nor buttons without the rights, only Invite with the invitation right', async () => {
      calls = fakeApi({ 'GET /request/42/matching': twoCandidates });
      signIn([Permission.REQUEST_VIEW, ExtraPermission.REQUEST_MATCHING]);
      const none = renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
      await screen.findByTestId('match-7');
      expect(screen.queryByTestId('match-7-select')).toBeNull();
      expect(screen.queryByTestId('matches-actions')).toBeNull();
      none.unmount();
      signIn([Permission.REQUEST_VIEW, ExtraPermission.REQUEST_MATCHING, Permission.INVITATION_ALL]);
      renderRequests(<RequestMatching request={requestView({ open_dayparts: 2 })} />);
      await screen.findByTestId('match-7');
      expect(screen.getByTestId('match-7-select')).toBeTruthy();
      expect(screen.getByTestId('matches-invite')).toBeTruthy();
      expect(screen.queryByTestId('matches-reserve')).toBeNull();
    });
  });
});
