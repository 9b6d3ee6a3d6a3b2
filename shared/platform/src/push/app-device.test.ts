import { ApiError } from '../api/api-error';
import { APP_DEVICE_STORAGE_KEY, deviceOwner, registerAppDevice, registeredDevice, unregisterAppDevice } from './app-device';

const SUBSCRIPTION = { endpoint: 'https://push.example/abc', keys: { p256dh: 'key', auth: 'secret' } };

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

const unavailable = () => new ApiError(503, { messages: [] }, null, null);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('PLT-SHELL-09: POST app-device tries 3 times, 3 s apart, and a success keeps a copy locally', async () => {
  const storage = memoryStorage();
  const post = jest.fn().mockRejectedValueOnce(unavailable()).mockRejectedValueOnce(unavailable()).mockResolvedValueOnce({ data: null });
  const done = registerAppDevice({ post }, '1/31', SUBSCRIPTION, { storage });
  await jest.advanceTimersByTimeAsync(0);
  expect(post).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(2999);
  expect(post).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(post).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(3000);
  await expect(done).resolves.toBe(true);
  expect(post).toHaveBeenCalledTimes(3);
  expect(post).toHaveBeenCalledWith('/app-device', { subscription: SUBSCRIPTION }, {});
  expect(JSON.parse(storage.items.get(APP_DEVICE_STORAGE_KEY)!)).toEqual({ owner: '1/31', subscription: SUBSCRIPTION });
  expect(registeredDevice({ storage })).toEqual({ owner: '1/31', subscription: SUBSCRIPTION });
});

test('PLT-SHELL-09: a registration that fails 3 times is only logged: nothing thrown, no copy kept', async () => {
  const storage = memoryStorage();
  const log = jest.fn();
  const post = jest.fn().mockRejectedValue(unavailable());
  const done = registerAppDevice({ post }, '1/31', SUBSCRIPTION, { storage, log });
  await jest.advanceTimersByTimeAsync(6000);
  await expect(done).resolves.toBe(false);
  expect(post).toHaveBeenCalledTimes(3);
  expect(log).toHaveBeenCalledWith('app device not registered', expect.any(ApiError));
  expect(storage.items.size).toBe(0);
});

test('PLT-SHELL-09: DELETE app-device sends the kept endpoint with the ending token; its failure is only logged', async () => {
  const storage = memoryStorage();
  storage.setItem(APP_DEVICE_STORAGE_KEY, JSON.stringify({ owner: '1/31', subscription: SUBSCRIPTION }));
  const log = jest.fn();
  const remove = jest.fn().mockRejectedValue(unavailable());
  const done = unregisterAppDevice({ delete: remove }, { storage, log, bearer: 'ending-token' });
  await jest.advanceTimersByTimeAsync(6000);
  await expect(done).resolves.toBeUndefined();
  expect(remove).toHaveBeenCalledTimes(3);
  expect(remove).toHaveBeenCalledWith('/app-device', { body: { endpoint: SUBSCRIPTION.endpoint }, bearer: 'ending-token' });
  expect(log).toHaveBeenCalledWith('app device not unregistered', expect.any(ApiError));
  // the copy says whose browser this was: the same person's next sign-in registers it again
  expect(registeredDevice({ storage })?.owner).toBe('1/31');
});

test('without a kept copy nothing is unregistered; a device belongs to a person in a pool', async () => {
  const remove = jest.fn();
  await unregisterAppDevice({ delete: remove }, { storage: memoryStorage() });
  expect(remove).not.toHaveBeenCalled();
  expect(deviceOwner({ pool_id: 1, person_id: 31 })).toBe('1/31');
  expect(deviceOwner({ pool_id: 1, person_id: null })).toBeNull();
});
