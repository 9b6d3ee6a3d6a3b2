/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { OfferView } from '@app/contracts';
import { registerTexts, setLocale } from '@app/i18n';
import { ApiError } from '@app/platform/public-api';
import { BaseProviders } from '@app/ui/providers';
import { texts } from '../../i18n';
import { routes } from '../../routes';
import { offerApi } from './api/offer-api';
import { OfferAnswerPage } from './offer-answer-page';

registerTexts('mfe_public', texts);
const TOKEN = 'a'.repeat(32);

const offer = (over: Partial<OfferView> = {}): OfferView => ({
  id: 7,
  kind: 'invitation',
  state: 'open',
  request: { id: 1042, start_date: '2026-12-01' },
  request_dates: [
    { date: '2026-12-01', daypart: 1 },
    { date: '2026-12-02', daypart: 2 },
  ],
  branch: {
    name: 'De Regenboog',
    address_line1: null,
    address_line2: null,
    address_street: null,
    address_number: null,
    postal_code: null,
    city: 'Utrecht',
  },
  person: { id: 3, full_name: 'Iris Invaller' },
  schedule: { name: 'Groep 5' },
  week_schedule: {
    segments: [
      { week_day: 2, daypart: 1, start_work_time: '08:30', end_work_time: '12:00', extra_time: '00:30' },
      { week_day: 3, daypart: 2, start_work_time: '13:00', end_work_time: '15:00', extra_time: '00:00' },
    ],
  },
  duration: 6,
  message: 'Graag tot dan',
  remark: null,
  expiration_date: '2026-11-24T12:00:00.000Z',
  phone: null,
  created_at: '2026-11-23T12:00:00.000Z',
  ...over,
});

async function renderPage(kind: 'invitation' | 'reservation' = 'invitation') {
  const route = routes.find((r) => r.path === `/${kind}/confirm/:token`)!;
  await act(async () => {
    render(
      <BaseProviders namespace="mfe_public">
        <OfferAnswerPage route={route} params={{ token: TOKEN }} />
      </BaseProviders>,
    );
  });
}

const click = async (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });

describe('OfferAnswerPage', () => {
  beforeAll(() => setLocale('en'));
  afterEach(() => jest.restoreAllMocks());

  it("INV-RULE-05 shows the duration and each daypart's working times by the week schedule, in English and Dutch", async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer({ duration: 5.5 }));
    await renderPage();
    expect(screen.getByTestId('offer-duration').textContent).toBe('Duration: 5.5 hours');
    expect(screen.getByTestId('offer-dayparts').textContent).toContain('08:30 - 12:00');
    expect(screen.getByTestId('offer-dayparts').textContent).toContain('13:00 - 15:00');
    expect(screen.getByTestId('offer-address').textContent).toBe('Address: Utrecht');
  });

  it('INV-RULE-05 speaks Dutch on a Dutch page', async () => {
    setLocale('nl');
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer({ duration: 5.5, phone: '030 123 45 67' }));
    await renderPage();
    expect(screen.getByTestId('offer-duration').textContent).toBe('Duur: 5,5 uur');
    expect(screen.getByTestId('offer-start').textContent).toBe('Startdatum: 01-12-2026');
    expect(screen.getByTestId('offer-phone').textContent).toBe('Telefoon: 030 123 45 67');
    setLocale('en');
  });

  it("INV-RULE-05 shows the request's start date and the school's phone as a tel link", async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer({ phone: '030 123 45 67' }));
    await renderPage();
    expect(screen.getByTestId('offer-start').textContent).toBe('Start date: 01-12-2026');
    expect(screen.getByTestId('offer-phone').textContent).toBe('Phone: 030 123 45 67');
    expect(screen.getByRole('link', { name: '030 123 45 67' }).getAttribute('href')).toBe('tel:0301234567');
  });

  it('INV-RULE-05 shows a dash without a phone', async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer());
    await renderPage();
    expect(screen.getByTestId('offer-phone').textContent).toBe('Phone: -');
  });

  it('shows a loader until the offer is there: an empty place first (the pre-rendered page), a spinner after 300 ms', async () => {
    jest.spyOn(offerApi, 'get').mockReturnValue(new Promise(() => undefined));
    await renderPage();
    expect(screen.getByTestId('offer-loading')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => new Promise((done) => setTimeout(done, 350)));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
  });

  it('shows the offer the page brought in its first render, without asking for it (ADR 0319)', () => {
    const get = jest.spyOn(offerApi, 'get');
    jest.spyOn(offerApi, 'inPage').mockReturnValue(offer());
    const route = routes.find((r) => r.path === '/invitation/confirm/:token')!;
    render(
      <BaseProviders namespace="mfe_public">
        <OfferAnswerPage route={route} params={{ token: TOKEN }} />
      </BaseProviders>,
    );
    expect(screen.getByTestId('offer-branch').textContent).toBe('Branch: De Regenboog');
    expect(screen.queryByTestId('offer-loading')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the offer, asks to confirm the acceptance and shows the result', async () => {
    const get = jest.spyOn(offerApi, 'get').mockResolvedValue(offer());
    const accept = jest.spyOn(offerApi, 'accept').mockResolvedValue(offer({ state: 'accepted' }));
    await renderPage();
    expect(get).toHaveBeenCalledWith('invitation', TOKEN);
    expect(screen.getByTestId('offer-branch').textContent).toBe('Branch: De Regenboog');
    expect(screen.getByTestId('offer-address').textContent).toBe('Address: Utrecht');
    expect(screen.getByTestId('offer-person').textContent).toBe('Person: Iris Invaller');
    expect(screen.getByTestId('offer-schedule').textContent).toBe('Schedule: Groep 5');
    expect(screen.getByTestId('offer-dayparts').textContent).toContain('Morning');
    expect(screen.getByTestId('offer-dayparts').textContent).toContain('Afternoon');
    await click('offer-accept');
    expect(accept).not.toHaveBeenCalled();
    expect(screen.getByTestId('offer-accept-question').textContent).toContain('De Regenboog');
    await click('offer-accept-confirm');
    expect(accept).toHaveBeenCalledWith('invitation', TOKEN);
    expect(screen.getByTestId('offer-result').textContent).toBe('Thank you! You have accepted the invitation and are planned.');
  });

  it('says the school may still decide when the acceptance waits for it (propose_to_school)', async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer());
    jest.spyOn(offerApi, 'accept').mockResolvedValue(offer({ state: 'wait_for_deny' }));
    await renderPage();
    await click('offer-accept');
    await click('offer-accept-confirm');
    expect(screen.getByTestId('offer-result').textContent).toBe(
      'Thank you! You have accepted the invitation and are planned; the school may still confirm or turn down the planning.',
    );
  });

  it('denies a reservation with the explanation', async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer({ kind: 'reservation' }));
    const deny = jest.spyOn(offerApi, 'deny').mockResolvedValue();
    await renderPage('reservation');
    await click('offer-deny');
    fireEvent.change(screen.getByTestId('offer-remark'), { target: { value: 'Ik ben ziek' } });
    await click('offer-deny-confirm');
    expect(deny).toHaveBeenCalledWith('reservation', TOKEN, 'Ik ben ziek');
    expect(screen.getByTestId('offer-result').textContent).toBe('You have denied the reservation. Thank you for letting us know.');
  });

  it('does not send an explanation over 2000 characters', async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer());
    const deny = jest.spyOn(offerApi, 'deny').mockResolvedValue();
    await renderPage();
    await click('offer-deny');
    fireEvent.change(screen.getByTestId('offer-remark'), { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('At most 2000 characters')).toBeTruthy();
    expect((screen.getByTestId('offer-deny-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(deny).not.toHaveBeenCalled();
  });

  it('shows the text of a state that is not open instead of the steps', async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer({ state: 'cancelled' }));
    await renderPage();
    expect(screen.getByTestId('offer-state-error').textContent).toBe('The request has already been filled or cancelled.');
    expect(screen.queryByTestId('offer-accept')).toBeNull();
  });

  it('is the critical 406 when the link opens nothing', async () => {
    jest.spyOn(offerApi, 'get').mockRejectedValue(new ApiError(406, {}));
    await renderPage();
    expect(screen.getByTestId('offer-critical').textContent).toBe(
      'Critical error (406)This link does not open an invitation or reservation.',
    );
  });

  it('says Error and the service text when an answer fails, and stays on the step', async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer());
    jest
      .spyOn(offerApi, 'accept')
      .mockRejectedValue(
        new ApiError(409, { messages: [{ type: 'error', title: 'Error', message: 'The request has already been filled or cancelled.' }] }),
      );
    await renderPage();
    await click('offer-accept');
    await click('offer-accept-confirm');
    expect(screen.getByTestId('offer-action-error').textContent).toBe('ErrorThe request has already been filled or cancelled.');
    expect(screen.getByTestId('offer-accept-confirm')).toBeTruthy();
  });

  it('says Error and the generic text when the answer fails without a message', async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer());
    jest.spyOn(offerApi, 'deny').mockRejectedValue(new ApiError(500, {}));
    await renderPage();
    await click('offer-deny');
    await click('offer-deny-confirm');
    expect(screen.getByTestId('offer-action-error').textContent).toBe('ErrorAn error occurred. Please contact the provider');
  });

  it('says there is no connection when the answer gets no answer at all (offline), and keeps the step', async () => {
    jest.spyOn(offerApi, 'get').mockResolvedValue(offer());
    jest.spyOn(offerApi, 'accept').mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPage();
    await click('offer-accept');
    await click('offer-accept-confirm');
    expect(screen.getByTestId('offer-action-error').textContent).toBe(
      'ErrorNo connection: your answer was not sent. Please try again once you are back online.',
    );
    expect(screen.getByTestId('offer-accept-confirm')).toBeTruthy();
  });

  it('says Error when the offer cannot be loaded', async () => {
    jest.spyOn(offerApi, 'get').mockRejectedValue(new ApiError(500, {}));
    await renderPage();
    expect(screen.getByTestId('offer-load-error').textContent).toBe('ErrorAn error occurred. Please contact the provider');
  });
});
