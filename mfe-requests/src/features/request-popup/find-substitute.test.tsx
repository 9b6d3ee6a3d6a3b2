/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ExtraPermission, Permission, type MatchRecord } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { renderRequests, requestView, signIn } from '../../testing/render';
import { REQUEST_TAB_RENDERERS } from '../../app/request-tab-renderers';
import { RequestTabsContext } from '../../lib/popup-tabs';
import { RequestPopup } from './request-popup';

const record = (id: number, name: string, score: number): MatchRecord => ({
  id,
  full_name: name,
  secondment: false,
  weekHours: null,
  score,
  why: [{ part: 'share', points: 40, facts: [{ kind: 'share', n: 2, of: 2 }] }],
  distance_km: null,
  available: 2,
  dates: {
    '2026-11-23': [
      { id: 1, daypart: 1, active: true, unavailable: false, planned: false, substituted: false, invited: false, reserved: false },
      { id: 2, daypart: 2, active: true, unavailable: false, planned: false, substituted: false, invited: false, reserved: false },
    ],
  },
});
const CANDIDATES = [record(7, 'Ingrid Invaller', 50), record(8, 'Bram Bakker', 40), record(9, 'Cor Claassen', 30)];
// the pool unfolds 2: the popup shows the best 2 of 3
const META = { unfolded: 2, total: 3, open_dayparts: 2, not_checked: [] };
const PLANNER = [
  Permission.REQUEST_VIEW,
  ExtraPermission.REQUEST_DETAILS,
  ExtraPermission.REQUEST_MATCHING,
  Permission.INVITATION_ALL,
  Permission.RESERVATION_ALL,
];

describe('REQ-POPUP-02: Find my substitute', () => {
  let calls: FakeCall[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => dialogStore.setState({ toasts: [] }));

  function open(openDayparts = 2) {
    calls = fakeApi({
      'GET /request/42/matching': () => ({ data: CANDIDATES, meta: META }),
      'GET /request/42': () => ({ data: requestView({ open_dayparts: openDayparts }) }),
      'POST /request/42/invitation': () => ({ data: [] }),
    });
    const tabs: string[] = [];
    renderRequests(
      <RequestTabsContext.Provider value={REQUEST_TAB_RENDERERS}>
        <RequestPopup
          id={42}
          unsaved={{ isDirty: () => false, setDirty: () => undefined, confirmLeave: async () => true }}
          onClose={() => undefined}
          onTab={(tab) => void tabs.push(tab)}
        />
      </RequestTabsContext.Provider>,
    );
    return tabs;
  }

  it('runs the matching of the request and shows its best candidates, as many as the pool unfolds, to invite here', async () => {
    signIn(PLANNER);
    const tabs = open();
    fireEvent.click(await screen.findByTestId('request-find-substitute'));
    expect(screen.getByTestId('request-find-substitute').textContent).toBe('Find my substitute');
    const dialog = await screen.findByTestId('find-substitute-dialog');
    expect(dialog.textContent).toContain('Find my substitute for request #42');
    expect(await screen.findByTestId('match-7')).toBeTruthy();
    expect(screen.getByTestId('match-8')).toBeTruthy();
    expect(screen.queryByTestId('match-9')).toBeNull();
    expect(screen.getByTestId('matches-total').textContent).toBe('3 candidates for 2 open dayparts (the best 2 shown)');
    // both shown candidates unfolded, no filter fields: the default matching
    expect(screen.getByTestId('match-8').querySelector('[aria-expanded="true"]')).toBeTruthy();
    expect(screen.queryByTestId('matches-distance')).toBeNull();

    fireEvent.click(screen.getByTestId('match-8-select'));
    fireEvent.click(screen.getByTestId('matches-invite'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/request/42/invitation'))?.body).toEqual({ persons: [8] }),
    );

    fireEvent.click(screen.getByTestId('find-substitute-all'));
    expect(tabs).toEqual(['matching']);
    await waitFor(() => expect(screen.queryByTestId('find-substitute-dialog')).toBeNull());
  });

  it('is not offered without the matching right', async () => {
    signIn([Permission.REQUEST_VIEW, ExtraPermission.REQUEST_DETAILS]);
    open();
    await screen.findByTestId('request-vacancy');
    expect(screen.queryByTestId('request-find-substitute')).toBeNull();
  });

  it('is not offered for a request without open dayparts', async () => {
    signIn(PLANNER);
    open(0);
    await screen.findByTestId('request-vacancy');
    expect(screen.queryByTestId('request-find-substitute')).toBeNull();
  });
});
