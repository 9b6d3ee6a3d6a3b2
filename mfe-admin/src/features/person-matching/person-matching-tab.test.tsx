/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ExtraPermission, Permission, type PersonMatchRecord } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, renderWithProviders, type FakeCall } from '../../testing/fake-api';
import { PersonMatchingTab } from './person-matching-tab';

const fit = (request: number, score: number, branch = 'Het Kompas'): PersonMatchRecord => ({
  request,
  branch,
  first_date: '2027-06-21',
  last_date: '2027-06-22',
  open_dayparts: 3,
  score,
  why: [
    { part: 'share', points: 40, facts: [{ kind: 'share', n: 3, of: 3 }] },
    { part: 'distance', points: 6.7, facts: [{ kind: 'distance', n: 16.7 }] },
  ],
  distance_km: 16.7,
  available: 3,
  dates: {},
});

const META = { unfolded: 5, total: 2, not_checked: [] };

const signIn = (allow: string[]) =>
  sessionStore.setState({
    token: 'access-token',
    payload: { exp: 9999999999, username: 'planner', pool_id: 1, profile_id: 1, finished: 1, roles: [], allow } as never,
  });

const answerConfirm = (yes: boolean) =>
  act(() => {
    dialogStore.getState().confirm?.resolve(yes);
    dialogStore.setState({ confirm: null });
  });
const toasts = () => dialogStore.getState().toasts.map((x) => [x.testId, x.severity, x.message]);

const PLANNER = [Permission.PERSON_VIEW, ExtraPermission.REQUEST_MATCHING, Permission.INVITATION_ALL];

describe('the person popup Matching tab', () => {
  let calls: FakeCall[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signIn(PLANNER);
    dialogStore.setState({ toasts: [] });
  });
  const matchingCalls = () => calls.filter((c) => c.url.startsWith('/api/person/5/matching'));

  it('lists the open requests the person fits, best first, with the branch, period, dayparts and why', async () => {
    calls = fakeApi({ 'GET /person/5/matching': () => ({ data: [fit(41, 76.7), fit(38, 46.7, 'De Vlinder')], meta: META }) });
    renderWithProviders(<PersonMatchingTab id={5} />);
    expect((await screen.findByTestId('person-matching-total')).textContent).toBe('2 open requests fit');
    const first = screen.getByTestId('person-matching-row-41');
    expect(Array.from(first.querySelectorAll('td')).map((c) => c.textContent)).toEqual([
      '41',
      'Het Kompas',
      '21-06-2027 – 22-06-2027',
      '3 of 3 free',
      '76.7',
      'Dayparts +40: 3 of 3 daypartsDistance +6.7: 16.7 km',
      'Invite',
    ]);
    expect(screen.getByTestId('person-matching').querySelectorAll('tbody tr')[1]!.getAttribute('data-testid')).toBe(
      'person-matching-row-38',
    );
    await act(async () => {
      await setLocale('nl');
    });
    try {
      expect(screen.getByTestId('person-matching-total').textContent).toBe('2 open aanvragen passen');
    } finally {
      await act(async () => {
        await setLocale('en');
      });
    }
  });

  it('invites the person for a request after a confirmation, then fetches the tab again; a refusal shows as it comes', async () => {
    let refuse = false;
    calls = fakeApi({
      'GET /person/5/matching': () => ({ data: [fit(41, 76.7)], meta: { ...META, total: 1 } }),
      'POST /request/41/invitation': () =>
        refuse ? { status: 422, meta: { errors: { persons: ['The person has already been invited for this request.'] } } } : { data: [] },
    });
    renderWithProviders(<PersonMatchingTab id={5} />);
    fireEvent.click(await screen.findByTestId('person-matching-invite-41'));
    await waitFor(() => expect(dialogStore.getState().confirm?.message).toContain('open dayparts of request 41'));
    const before = matchingCalls().length;
    answerConfirm(true);
    await waitFor(() => expect(toasts()).toEqual([['person-matching-toast', 'success', 'The person has been invited for request 41.']]));
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => [c.url.split('?')[0], c.body])).toEqual([['/api/request/41/invitation', { persons: [5] }]]);
    await waitFor(() => expect(matchingCalls().length).toBeGreaterThan(before));
    refuse = true;
    dialogStore.setState({ toasts: [] });
    await waitFor(() => expect((screen.getByTestId('person-matching-invite-41') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('person-matching-invite-41'));
    await waitFor(() => expect(dialogStore.getState().confirm).not.toBeNull());
    answerConfirm(true);
    await waitFor(() =>
      expect(toasts()).toEqual([['person-matching-toast', 'error', 'The person has already been invited for this request.']]),
    );
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    calls = fakeApi({ 'GET /person/5/matching': () => ({ data: [fit(41, 76.7)], meta: { ...META, total: 1 } }) });
    renderWithProviders(<PersonMatchingTab id={5} />);
    fireEvent.click(await screen.findByTestId('person-matching-invite-41'));
    await waitFor(() => expect(dialogStore.getState().confirm).not.toBeNull());
    answerConfirm(false);
    await waitFor(() => expect((screen.getByTestId('person-matching-invite-41') as HTMLButtonElement).disabled).toBe(false));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('shows no invite action without the invitation right', async () => {
    signIn([Permission.PERSON_VIEW, ExtraPermission.REQUEST_MATCHING]);
    calls = fakeApi({ 'GET /person/5/matching': () => ({ data: [fit(41, 76.7)], meta: { ...META, total: 1 } }) });
    renderWithProviders(<PersonMatchingTab id={5} />);
    await screen.findByTestId('person-matching-row-41');
    expect(screen.queryByTestId('person-matching-invite-41')).toBeNull();
  });

  it('sends the filters and lists the requests that do not fit with the reasons when asked', async () => {
    calls = fakeApi({
      'GET /person/5/matching': (call) => ({
        data: call.url.includes('availability=full') ? [] : [fit(41, 76.7)],
        meta: {
          ...META,
          total: 1,
          ...(call.url.includes('excluded=1')
            ? {
                excluded: [
                  { request: 39, branch: 'De Vlinder', reasons: [{ rule: 'labels', message: 'lacks the requested label', detail: 'Gym' }] },
                ],
              }
            : {}),
        },
      }),
    });
    renderWithProviders(<PersonMatchingTab id={5} />);
    await screen.findByTestId('person-matching-row-41');
    fireEvent.click(screen.getByTestId('person-matching-excluded-switch').querySelector('input')!);
    expect((await screen.findByTestId('person-matching-excluded-39')).textContent).toBe(
      'Request 39 (De Vlinder): lacks the requested label (Gym)',
    );
    expect(screen.getByTestId('person-matching-excluded').textContent).toContain('1 request does not fit');
    fireEvent.change(screen.getByTestId('person-matching-availability'), { target: { value: 'full' } });
    expect(await screen.findByTestId('person-matching-empty')).toBeTruthy();
    expect(matchingCalls().at(-1)!.url).toContain('availability=full');
  });

  it('pages through more than ten requests', async () => {
    const many = Array.from({ length: 12 }, (_, i) => fit(100 + i, 90 - i));
    calls = fakeApi({ 'GET /person/5/matching': () => ({ data: many, meta: { ...META, total: 12 } }) });
    renderWithProviders(<PersonMatchingTab id={5} />);
    await screen.findByTestId('person-matching-row-100');
    expect(screen.queryByTestId('person-matching-row-110')).toBeNull();
    fireEvent.click(screen.getByTestId('person-matching-pages').querySelector('button[aria-label="Go to next page"]')!);
    expect(await screen.findByTestId('person-matching-row-110')).toBeTruthy();
    expect(screen.queryByTestId('person-matching-row-100')).toBeNull();
  });

  it('has a loading state and an error state with retry', async () => {
    let fail = true;
    calls = fakeApi({
      'GET /person/5/matching': () =>
        fail
          ? { status: 404, meta: { messages: [{ type: 'error', title: 'Error', message: 'Person #5 not found' }] } }
          : { data: [], meta: { ...META, total: 0 } },
    });
    renderWithProviders(<PersonMatchingTab id={5} />);
    expect(screen.getByTestId('person-matching-loading')).toBeTruthy();
    expect((await screen.findByTestId('person-matching-error')).textContent).toContain('Person #5 not found');
    fail = false;
    fireEvent.click(screen.getByTestId('person-matching-retry'));
    expect((await screen.findByTestId('person-matching-empty')).textContent).toBe('This person fits no open request.');
  });
});
