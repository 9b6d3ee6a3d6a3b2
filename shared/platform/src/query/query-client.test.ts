import { createStore } from 'zustand';
import { ApiError } from '../api/api-error';
import type { TokenPayload } from '@app/contracts';
import { createQueryClient, refreshOnReconnect } from './query-client';

const payload = (username: string, profile_id = 1, exp = 1000) => ({ username, pool_id: 1, profile_id, exp, finished: 1 }) as TokenPayload;

function setup() {
  const store = createStore<{ payload: TokenPayload | null }>()(() => ({ payload: payload('ada') }));
  const client = createQueryClient(store);
  client.setQueryData(['template-page', 'branch'], { create: true });
  return { store, client };
}

test('a refreshed token of the same user keeps the cache', () => {
  const { store, client } = setup();
  store.setState({ payload: payload('ada', 1, 4600) });
  expect(client.getQueryData(['template-page', 'branch'])).toEqual({ create: true });
});

test('another profile, another user or a logout empties the cache', () => {
  for (const next of [payload('ada', 2), payload('bob'), null]) {
    const { store, client } = setup();
    store.setState({ payload: next });
    expect(client.getQueryData(['template-page', 'branch'])).toBeUndefined();
  }
});

test('once the live connection is back after a drop, every cached answer is stale and read again', () => {
  const { client } = setup();
  const listeners = new Set<() => void>();
  const stop = refreshOnReconnect(client, { onReconnect: (l) => (listeners.add(l), () => listeners.delete(l)) });
  expect(client.getQueryState(['template-page', 'branch'])?.isInvalidated).toBe(false);
  listeners.forEach((l) => l());
  expect(client.getQueryState(['template-page', 'branch'])?.isInvalidated).toBe(true);
  stop();
  expect(listeners.size).toBe(0);
});

test('a failed read goes to the page handler, saying whether an earlier answer is on screen, unless the query handles its status', async () => {
  const store = createStore<{ payload: TokenPayload | null }>()(() => ({ payload: payload('ada') }));
  const seen: [number, boolean][] = [];
  const client = createQueryClient(store, (error, onScreen) => seen.push([(error as ApiError).status, onScreen]));
  const fail = (status: number) => () => Promise.reject(new ApiError(status, {}));
  await client.fetchQuery({ queryKey: ['list'], queryFn: fail(503), retry: false }).catch(() => undefined);
  client.setQueryData(['shown'], [1]);
  await client.fetchQuery({ queryKey: ['shown'], queryFn: fail(400), staleTime: 0 }).catch(() => undefined);
  await client.fetchQuery({ queryKey: ['popup'], queryFn: fail(404), meta: { handles: [404] } }).catch(() => undefined);
  expect(seen).toEqual([
    [503, false],
    [400, true],
  ]);
});
