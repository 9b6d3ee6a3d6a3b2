/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TokenPayload } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform';
import { avatarColor } from '@app/ui/person-avatar';
import { fakeResponse } from '@app/ui/testing';
import { ShellProviders } from '../testing/shell-providers';
import { SUPPORT_TOOLTIP_DELAY_MS, UserMenu } from './user-menu';

const payload = (person_id: number | null) =>
  ({
    username: 'planner',
    person_id,
    person_name: 'Petra Planner',
    pool_name: 'Stichting Demo',
    roles: ['ROLE_BOARD'],
    finished: 0,
  }) as unknown as TokenPayload;

function renderMenu(personId: number | null) {
  sessionStore.setState({ payload: payload(personId) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShellProviders>
        <UserMenu />
      </ShellProviders>
    </QueryClientProvider>,
  );
}

/** The hex colour as jsdom reports a computed background. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

beforeAll(() => setLocale('en'));
beforeEach(() => {
  // the photo call of a person without one answers 204 (no photo, the letters stay); the profile call fails quietly
  globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
    String(input).includes('/image/') ? fakeResponse(204, {}) : fakeResponse(503, { meta: { messages: [] } }),
  );
});

it('PLT-SHELL-04/07: the user menu shows the person avatar, 32 pixels, on the person colour', async () => {
  renderMenu(12);
  const avatar = await screen.findByTestId('person-avatar-12');
  expect(avatar.textContent).toBe('PP');
  expect(getComputedStyle(avatar).width).toBe('32px');
  expect(getComputedStyle(avatar).backgroundColor).toBe(rgb(avatarColor(12)));
  fireEvent.click(screen.getByTestId('user-menu-button'));
  const link = screen.getByTestId('user-menu-avatar');
  expect(link.getAttribute('href')).toBe('/person/me');
  expect(link.querySelector('[data-testid="person-avatar-12"]')).not.toBeNull();
});

it('an account without a person (a system administrator) shows letters only', () => {
  renderMenu(null);
  expect(screen.queryByTestId(/^person-avatar-/)).toBeNull();
  expect(screen.getByTestId('user-menu-button').textContent).toBe('PP');
});

it('PLT-SHELL-06: the support tooltip opens after 500 ms, not before', async () => {
  jest.useFakeTimers();
  try {
    renderMenu(12);
    fireEvent.click(screen.getByTestId('user-menu-button'));
    fireEvent.mouseOver(screen.getByTestId('user-menu-support'));
    act(() => jest.advanceTimersByTime(SUPPORT_TOOLTIP_DELAY_MS - 100));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(SUPPORT_TOOLTIP_DELAY_MS).toBe(500);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Who to contact with questions: the support information of your pool');
    // it describes the item, whose name stays its own
    expect(screen.getByRole('menuitem', { name: 'Support' })).toBe(screen.getByTestId('user-menu-support'));
  } finally {
    jest.useRealTimers();
  }
});
