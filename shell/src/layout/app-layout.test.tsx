/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TokenPayload } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { fakeApi } from '@app/ui/testing';
import { ShellProviders } from '../testing/shell-providers';
import { AppLayout } from './app-layout';

const payload = (pool_id: number) =>
  ({
    username: 'planner',
    person_id: null,
    person_name: 'Petra Planner',
    pool_id,
    pool_name: 'Stichting Demo',
    roles: [],
    allow: [],
    finished: 1,
  }) as unknown as TokenPayload;

const demoPool = {
  id: 1,
  name: 'Stichting Demo',
  logo: 'https://cdn.example.nl/demo-logo.png',
  custom_messages: { en: 'Welcome to the substitute pool of Stichting Demo.', nl: 'Welkom bij de invalpool van Stichting Demo.' },
};

function renderLayout() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShellProviders>
        <AppLayout>
          <p>page</p>
        </AppLayout>
      </ShellProviders>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ payload: payload(1), overrides: null });
  fakeApi({ 'GET /auth/current-pool': () => ({ data: demoPool }) });
});

it('PLT-SHELL-02 / ID-LOGIN-09: the signed-in shell shows the pool logo and its message in the page language, and the session keeps them', async () => {
  setLocale('nl');
  const { unmount } = renderLayout();
  const logo = await screen.findByRole('img', { name: 'Stichting Demo' });
  expect(logo.getAttribute('src')).toBe(demoPool.logo);
  expect((await screen.findByTestId('pool-message')).textContent).toContain('Welkom bij de invalpool van Stichting Demo.');
  expect(sessionStore.getState().overrides).toEqual({ pool_id: 1, logo: demoPool.logo, custom_messages: demoPool.custom_messages });
  unmount();

  setLocale('en');
  renderLayout();
  expect((await screen.findByTestId('pool-message')).textContent).toContain('Welcome to the substitute pool of Stichting Demo.');
});

it('PLT-SHELL-02: a closed message stays closed until the pool changes its text', async () => {
  setLocale('en');
  const { unmount } = renderLayout();
  fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('pool-message')).toBeNull();
  unmount();

  fakeApi({
    'GET /auth/current-pool': () => ({ data: { ...demoPool, custom_messages: { en: 'Holiday week: call the office.', nl: '' } } }),
  });
  renderLayout();
  expect((await screen.findByTestId('pool-message')).textContent).toContain('Holiday week: call the office.');
});

it('PLT-SHELL-02: another pool kept in the session counts as none; without a logo the product name shows', async () => {
  setLocale('en');
  sessionStore.setState({ payload: payload(2), overrides: { pool_id: 1, logo: demoPool.logo, custom_messages: demoPool.custom_messages } });
  fakeApi({ 'GET /auth/current-pool': () => ({ status: 503, meta: { messages: [] } }) });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderLayout();
  expect(screen.getByTestId('app-logo').textContent).toBe('Invalpool');
  expect(screen.queryByTestId('pool-message')).toBeNull();
  await waitFor(() => expect(warn).toHaveBeenCalled());
  warn.mockRestore();
});
