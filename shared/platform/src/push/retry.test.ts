import { retry } from './retry';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('tries again 3 s after a failure and answers the first success', async () => {
  const attempt = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
  const result = retry(attempt);
  await jest.advanceTimersByTimeAsync(0);
  expect(attempt).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(2999);
  expect(attempt).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toBe('ok');
  expect(attempt).toHaveBeenCalledTimes(2);
});

test('gives up after three tries with the last failure', async () => {
  const attempt = jest
    .fn()
    .mockRejectedValueOnce(new Error('one'))
    .mockRejectedValueOnce(new Error('two'))
    .mockRejectedValueOnce(new Error('three'));
  const result = retry(attempt);
  const settled = expect(result).rejects.toThrow('three');
  await jest.advanceTimersByTimeAsync(6000);
  await settled;
  expect(attempt).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(attempt).toHaveBeenCalledTimes(3);
});
