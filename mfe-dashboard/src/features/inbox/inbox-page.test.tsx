/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission, type InboxItem } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { routes } from '../../routes';
import { renderDashboard, signIn } from '../../testing/render';
import { InboxPage } from './inbox-page';

const item = (id: number, kind: InboxItem['kind'], branch: string, createdAt: string): InboxItem => ({
  id,
  kind,
  state: 'open',
  request: { id: 40 + id, start_date: '2026-11-30' },
  request_dates: [
    { date: '2026-11-30', daypart: 1 },
    { date: '2026-12-01', daypart: 2 },
  ],
  branch: {
    name: branch,
    address_line1: null,
    address_line2: null,
    address_street: 'Schoolstraat',
    address_number: '1',
    postal_code: '1234 AB',
    city: 'Utrecht',
  },
  person: { id: 9, full_name: 'Ingrid Invaller' },
  schedule: { name: 'Groep 5' },
  week_schedule: {
    segments: [
      { week_day: 2, daypart: 1, start_work_time: '08:30', end_work_time: '12:00', extra_time: '00:30' },
      { week_day: 3, daypart: 2, start_work_time: '13:00', end_work_time: '15:00', extra_time: '00:00' },
    ],
  },
  duration: 6,
  message: 'Graag!',
  remark: null,
  expiration_date: '2026-11-24T12:00:00.000Z',
  phone: '030 123 45 67',
  created_at: createdAt,
  token: `${id}`.padStart(32, 'a'),
});

// the service sends them newest first (INBOX-01); the page keeps that order
const ITEMS = [
  item(3, 'reservation', 'De Regenboog', '2026-11-23T10:00:00.000Z'),
  item(5, 'invitation', 'De Klimop', '2026-11-22T10:00:00.000Z'),
];
const route = routes.find((r) => r.path === '/inbox')!;
const page = () => renderDashboard(<InboxPage route={route} params={{}} />);

describe('the inbox', () => {
  let calls: FakeCall[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signIn([Permission.INBOX_VIEW]);
    dialogStore.setState({ toasts: [] });
  });
  const answers = () => calls.filter((c) => c.method === 'PUT');

  it('shows the items as cards newest first, with the detail unfolding', async () => {
    calls = fakeApi({ 'GET /inbox': () => ({ data: ITEMS }) });
    page();
    expect(screen.getByTestId('inbox-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId(/^inbox-item-\w+-\d+$/);
    expect(cards.map((c) => c.dataset.testid)).toEqual(['inbox-item-reservation-3', 'inbox-item-invitation-5']);
    expect(cards[0]!.textContent).toContain('Reservation: De Regenboog');
    expect(cards[0]!.textContent).toContain('30-11-2026 to 01-12-2026');
    expect(cards[0]!.textContent).toContain('answer before 24-11-2026 13:00');
    const toggle = screen.getByTestId('inbox-item-reservation-3-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = screen.getByTestId('inbox-item-reservation-3-detail');
    expect(detail.textContent).toContain('Address: Schoolstraat 1, 1234 AB Utrecht');
    expect(detail.textContent).toContain('Dayparts: 30-11-2026 morning, 01-12-2026 afternoon');
    expect(detail.textContent).toContain('Message: Graag!');
  });

  it("INBOX-01, INV-RULE-05: the detail shows the start date, the school's phone, the hours and the answer page by the token, in English and Dutch", async () => {
    const proposal = {
      ...item(7, 'invitation', 'De Klimop', '2026-11-21T10:00:00.000Z'),
      state: 'wait_for_deny' as const,
      token: null,
      remark: 'Kent de groep',
    };
    calls = fakeApi({ 'GET /inbox': () => ({ data: [...ITEMS, proposal] }) });
    page();
    fireEvent.click(await screen.findByTestId('inbox-item-reservation-3-toggle'));
    const detail = screen.getByTestId('inbox-item-reservation-3-detail');
    expect(detail.textContent).toContain('Start date: 30-11-2026');
    expect(detail.textContent).toContain('Phone: 030 123 45 67');
    expect(screen.getByRole('link', { name: '030 123 45 67' }).getAttribute('href')).toBe('tel:0301234567');
    expect(detail.textContent).toContain('Duration: 6 hours');
    expect(screen.getByTestId('inbox-item-reservation-3-page').getAttribute('href')).toBe(`/reservation/confirm/${'3'.padStart(32, 'a')}`);
    // a proposal names no token of the substitute's: no answer page; its explanation shows
    fireEvent.click(screen.getByTestId('inbox-item-invitation-7-toggle'));
    expect(screen.queryByTestId('inbox-item-invitation-7-page')).toBeNull();
    expect(screen.getByTestId('inbox-item-invitation-7-detail').textContent).toContain('Explanation: Kent de groep');
  });

  it('INV-RULE-05: the detail speaks Dutch', async () => {
    setLocale('nl');
    try {
      calls = fakeApi({ 'GET /inbox': () => ({ data: ITEMS }) });
      page();
      fireEvent.click(await screen.findByTestId('inbox-item-reservation-3-toggle'));
      const detail = screen.getByTestId('inbox-item-reservation-3-detail');
      expect(detail.textContent).toContain('Startdatum: 30-11-2026');
      expect(detail.textContent).toContain('Telefoon: 030 123 45 67');
      expect(detail.textContent).toContain('Duur: 6 uur');
      expect(screen.getByTestId('inbox-item-reservation-3-page').textContent).toBe('Open de antwoordpagina');
    } finally {
      setLocale('en');
    }
  });

  it('ERR-GEN-07: approves an item after a confirmation with its id and type, says which offer was accepted, and the item disappears', async () => {
    calls = fakeApi({
      'GET /inbox': () => ({ data: ITEMS }),
      'PUT /reservation/approve': () => ({ data: { ...ITEMS[0], state: 'accepted' } }),
    });
    page();
    fireEvent.click(await screen.findByTestId('inbox-item-reservation-3-approve'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect((await screen.findByTestId('inbox-toast')).textContent).toBe('Reservation accepted: you are planned.');
    expect(answers()).toEqual([{ method: 'PUT', url: '/api/reservation/approve?_locale=en', body: { id: 3, type: 'reservation' } }]);
    expect(screen.queryByTestId('inbox-item-reservation-3')).toBeNull();
    expect(screen.getByTestId('inbox-item-invitation-5')).toBeTruthy();
  });

  it('denies the last item and then congratulates; a cancelled confirmation sends nothing', async () => {
    calls = fakeApi({
      'GET /inbox': () => ({ data: [ITEMS[1]] }),
      'PUT /invitation/deny': () => ({ data: { ...ITEMS[1], state: 'denied' } }),
    });
    page();
    fireEvent.click(await screen.findByTestId('inbox-item-invitation-5-deny'));
    fireEvent.click(await screen.findByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(answers()).toEqual([]);
    fireEvent.click(screen.getByTestId('inbox-item-invitation-5-deny'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Invitation for De Klimop: deny?');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect((await screen.findByTestId('inbox-empty')).textContent).toBe(
      'Congratulations! Your inbox is empty: there is nothing left to answer.',
    );
    expect(screen.getByTestId('inbox-toast').textContent).toBe('Invitation rejected.');
    expect(answers()).toEqual([{ method: 'PUT', url: '/api/invitation/deny?_locale=en', body: { id: 5, type: 'invitation' } }]);
  });

  it("shows the service's refusal and fetches the inbox again: the filled request's item leaves", async () => {
    let served = ITEMS;
    calls = fakeApi({
      'GET /inbox': () => ({ data: served }),
      'PUT /invitation/approve': () => {
        served = [ITEMS[0]!];
        return {
          status: 409,
          meta: { messages: [{ type: 'error', title: 'Error', message: 'The request has already been filled or cancelled.' }] },
        };
      },
    });
    page();
    fireEvent.click(await screen.findByTestId('inbox-item-invitation-5-approve'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect((await screen.findByTestId('inbox-toast')).textContent).toBe('The request has already been filled or cancelled.');
    await waitFor(() => expect(screen.queryByTestId('inbox-item-invitation-5')).toBeNull());
    expect(screen.getByTestId('inbox-item-reservation-3')).toBeTruthy();
  });

  it('has an error state with retry', async () => {
    let fail = true;
    calls = fakeApi({
      'GET /inbox': () =>
        fail ? { status: 403, meta: { messages: [{ type: 'error', title: 'Error', message: 'Not enough permissions' }] } } : { data: [] },
    });
    page();
    expect((await screen.findByTestId('inbox-error')).textContent).toContain('Not enough permissions');
    fail = false;
    fireEvent.click(screen.getByTestId('inbox-retry'));
    expect(await screen.findByTestId('inbox-empty')).toBeTruthy();
  });

  it('lets the school turn down a proposed substitute (propose_to_school) through the proposal call', async () => {
    const proposal: InboxItem = { ...item(7, 'invitation', 'Het Kompas', '2026-11-23T12:00:00.000Z'), state: 'wait_for_deny' };
    calls = fakeApi({
      'GET /inbox': () => ({ data: [proposal] }),
      'PUT /invitation/7/proposal': () => ({ data: { ...proposal, state: 'denied' } }),
    });
    page();
    const card = await screen.findByTestId('inbox-item-invitation-7');
    expect(card.textContent).toContain('Proposed substitute Ingrid Invaller: Het Kompas');
    expect(card.textContent).not.toContain('answer before');
    fireEvent.click(screen.getByTestId('inbox-item-invitation-7-deny'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain(
      'Invitation for Het Kompas, accepted by Ingrid Invaller: turn them down? Their dayparts are open again.',
    );
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect((await screen.findByTestId('inbox-toast')).textContent).toBe('Turned down: the dayparts are open again.');
    expect(answers()).toEqual([{ method: 'PUT', url: '/api/invitation/7/proposal?_locale=en', body: { approve: false } }]);
  });
});
