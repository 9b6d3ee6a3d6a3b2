/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ExtraPermission as E, type OpenWorkItem } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { routes } from '../../routes';
import { renderDashboard, signIn } from '../../testing/render';
import { OpenWorkPage } from './open-work-page';

const item = (request: number, branch: string, waits = false): OpenWorkItem => ({
  request,
  branch: { id: request, name: branch },
  dayparts: [
    { date: '2026-12-07', daypart: 1 },
    { date: '2026-12-08', daypart: 2 },
  ],
  score: 80,
  why: [],
  waits_for_school: waits,
});
const page = (items: OpenWorkItem[], meta: Record<string, unknown> = { pagination: { total: items.length } }) => ({ data: items, meta });
const route = routes.find((r) => r.path === '/open-work')!;
const render = () => renderDashboard(<OpenWorkPage route={route} params={{}} />);

describe('open work', () => {
  let calls: FakeCall[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signIn([E.OPEN_WORK]);
    dialogStore.setState({ toasts: [] });
  });
  const claims = () => calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/open-work/claim'));
  const reads = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/open-work'));

  it('shows the work best first with its dayparts, and whether the school decides', async () => {
    calls = fakeApi({ 'GET /open-work': () => page([item(41, 'Het Kompas'), item(42, 'De Vlinder', true)]) });
    render();
    expect(screen.getByTestId('open-work-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId(/^open-work-\d+$/);
    expect(cards.map((c) => c.dataset.testid)).toEqual(['open-work-41', 'open-work-42']);
    expect(cards[0]!.textContent).toContain('Het Kompas');
    expect(screen.getByTestId('open-work-41-dayparts').textContent).toBe('Mon 7 Dec morning, Tue 8 Dec afternoon');
    expect(cards[0]!.textContent).not.toContain('the school decides');
    expect(cards[1]!.textContent).toContain('#42 · the school decides');
  });

  it('takes the work after a confirmation, says it is planned and loads the list again', async () => {
    calls = fakeApi({
      'GET /open-work': () => page([item(41, 'Het Kompas')]),
      'POST /open-work/claim': () => ({ data: { request: 41, dayparts: item(41, '').dayparts, state: 'planned' } }),
    });
    render();
    fireEvent.click(await screen.findByTestId('open-work-41-claim'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain(
      'Het Kompas: Mon 7 Dec morning, Tue 8 Dec afternoon. Take it?',
    );
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect((await screen.findByTestId('open-work-toast')).textContent).toBe('Taken: you are planned.');
    expect(claims().map((c) => c.body)).toEqual([{ request: 41, dayparts: item(41, '').dayparts }]);
    await waitFor(() => expect(reads().length).toBe(2));
  });

  it('says the work was taken by someone else as the service words it, and takes nothing without a confirmation', async () => {
    calls = fakeApi({
      'GET /open-work': () => page([item(41, 'Het Kompas')]),
      'POST /open-work/claim': () => ({
        status: 409,
        meta: { messages: [{ type: 'error', title: 'Conflict', message: 'Someone else has just taken this work.' }] },
      }),
    });
    render();
    fireEvent.click(await screen.findByTestId('open-work-41-claim'));
    fireEvent.click(await screen.findByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(claims()).toEqual([]);
    fireEvent.click(screen.getByTestId('open-work-41-claim'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect((await screen.findByTestId('open-work-toast')).textContent).toBe('Someone else has just taken this work.');
    await waitFor(() => expect(reads().length).toBe(2));
  });

  it('shows why there is no self-service, an empty list, a failed load with retry, and reloads on refresh', async () => {
    calls = fakeApi({
      'GET /open-work': () =>
        page([], {
          messages: [{ type: 'info', title: 'Access denied', message: 'Picking up open work yourself is not switched on in this pool.' }],
        }),
    });
    const first = render();
    expect((await screen.findByTestId('open-work-notice')).textContent).toBe(
      'Picking up open work yourself is not switched on in this pool.',
    );
    first.unmount();

    calls = fakeApi({ 'GET /open-work': () => page([]) });
    const second = render();
    expect((await screen.findByTestId('open-work-empty')).textContent).toBe('There is no open work that fits you right now.');
    fireEvent.click(screen.getByTestId('open-work-refresh'));
    await waitFor(() => expect(reads().length).toBe(2));
    second.unmount();

    calls = fakeApi({ 'GET /open-work': () => ({ status: 500, meta: {} }) });
    render();
    expect((await screen.findByTestId('open-work-error')).textContent).toContain('The open work could not be loaded.');
    expect(screen.getByTestId('open-work-retry')).toBeTruthy();
  });
});
