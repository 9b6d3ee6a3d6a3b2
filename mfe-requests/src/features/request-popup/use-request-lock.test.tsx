/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { requestKeys } from '../../lib/request-api';
import { requestView, signIn } from '../../testing/render';
import { RENEW_BEFORE_MS, useRequestLock } from './use-request-lock';

describe('the own lock while editing', () => {
  let calls: FakeCall[];
  beforeEach(() => {
    signIn();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    calls = fakeApi({
      'POST /request/42/lock': () => ({
        data: { locked: true, locked_at: null, locked_until: new Date(Date.now() + 300_000).toISOString(), locked_by: null, own: true },
      }),
    });
  });
  afterEach(() => jest.useRealTimers());

  function holdLock(editing: () => boolean) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const until = new Date(Date.now() + 60_000).toISOString();
    const request = requestView({ lock: { locked: true, locked_at: null, locked_until: until, locked_by: null, own: true } });
    client.setQueryData(requestKeys.request(42), request);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return renderHook(() => useRequestLock(request, editing), { wrapper });
  }
  const takes = () => calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/request/42/lock')).length;

  it(`is renewed ${RENEW_BEFORE_MS / 1000} s before it runs out while there are unsaved changes`, async () => {
    holdLock(() => true);
    await act(async () => void (await jest.advanceTimersByTimeAsync(60_000 - RENEW_BEFORE_MS - 1000)));
    expect(takes()).toBe(0);
    await act(async () => void (await jest.advanceTimersByTimeAsync(2000)));
    expect(takes()).toBe(1);
  });

  it('lapses when nothing is unsaved', async () => {
    holdLock(() => false);
    await act(async () => void (await jest.advanceTimersByTimeAsync(59_000)));
    expect(takes()).toBe(0);
  });

  it('is renewed when an edit starts close to its end, not before', async () => {
    const { result } = holdLock(() => false);
    await act(async () => void (await result.current.startEditing()));
    expect(takes()).toBe(0);
    await act(async () => void (await jest.advanceTimersByTimeAsync(40_000)));
    await act(async () => void (await result.current.startEditing()));
    expect(takes()).toBe(1);
  });
});
