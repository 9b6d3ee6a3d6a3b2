/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLocale } from '@app/i18n';
import { api, realtime, type RealtimeHandler } from '@app/platform';
import { ShellProviders } from '../testing/shell-providers';
import { BadgedIcon } from './menu-badge';

/** The shell's providers and, as the signed-in layout has it, a query client of its own per test. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShellProviders>{children}</ShellProviders>
    </QueryClientProvider>
  );
}

const BADGE = { url: 'inbox/count', channels: ['pool/1/profile/7/invitation', 'pool/1/profile/7/reservation'] };

describe('BadgedIcon (INBOX-06)', () => {
  beforeAll(() => setLocale('en'));
  afterEach(() => jest.restoreAllMocks());

  it("shows the server's count and reads it again on an event of the item's channels", async () => {
    let count = 3;
    const get = jest.spyOn(api, 'get').mockImplementation(async () => ({ data: { count }, meta: {} }) as never);
    const handlers = new Map<string, RealtimeHandler>();
    jest.spyOn(realtime, 'subscribe').mockImplementation((channel, handler) => {
      handlers.set(channel, handler);
      return () => handlers.delete(channel);
    });
    const { unmount } = render(
      <Providers>
        <BadgedIcon badge={BADGE} testId="badge">
          <span>icon</span>
        </BadgedIcon>
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('3'));
    expect(get).toHaveBeenCalledWith('/inbox/count');
    expect(screen.getByTestId('badge').getAttribute('aria-label')).toBe('3 items to answer');
    expect([...handlers.keys()]).toEqual(BADGE.channels);

    count = 1;
    act(() =>
      handlers.get('pool/1/profile/7/reservation')!({ type: 'event', channel: BADGE.channels[1]!, event: 'x', author: null, payload: {} }),
    );
    await waitFor(() => expect(screen.getByTestId('badge').getAttribute('aria-label')).toBe('1 item to answer'));
    expect(screen.getByTestId('badge').textContent).toBe('1');
    unmount();
    expect(handlers.size).toBe(0);
  });

  it('shows the bare icon at 0 and without a badge: no hidden 0 in the item text', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { count: 0 }, meta: {} } as never);
    const { container } = render(
      <Providers>
        <BadgedIcon badge={BADGE} testId="with">
          <span>a</span>
        </BadgedIcon>
        <BadgedIcon badge={undefined} testId="without">
          <span>b</span>
        </BadgedIcon>
      </Providers>,
    );
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('with')).toBeNull();
    expect(screen.queryByTestId('without')).toBeNull();
    expect(container.textContent).toBe('ab');
  });
});
