import { createStore } from 'zustand';
import type { TokenPayload } from '@app/contracts';
import { renewOnTokenRefresh } from './renew-on-refresh';

const payload = (username: string, profile_id = 1, exp = 1000) => ({ username, pool_id: 1, profile_id, exp }) as TokenPayload;

function setup() {
  const store = createStore<{ token: string | null; payload: TokenPayload | null }>()(() => ({ token: 'a1', payload: payload('ada') }));
  const renewed: string[] = [];
  const stop = renewOnTokenRefresh({ renew: (t) => renewed.push(t) }, store);
  return { store, renewed, stop };
}

test('a refreshed token of the same user, pool and profile renews the socket', () => {
  const { store, renewed } = setup();
  store.setState({ token: 'a2', payload: payload('ada', 1, 4600) });
  store.setState({ token: 'a2', payload: payload('ada', 1, 4600) });
  expect(renewed).toEqual(['a2']);
});

test('another user or profile, a logout, or a stopped binding does not renew', () => {
  const { store, renewed, stop } = setup();
  store.setState({ token: 'b1', payload: payload('bob') });
  store.setState({ token: 'b2', payload: payload('bob', 2) });
  store.setState({ token: null, payload: null });
  store.setState({ token: 'b3', payload: payload('bob', 2) });
  stop();
  store.setState({ token: 'b4', payload: payload('bob', 2) });
  expect(renewed).toEqual([]);
});
