import { MAX_DELIVERY_ATTEMPTS, nextAttemptAt } from './retry-policy';

const now = new Date('2026-11-21T09:00:00Z');
const after = (attempts: number) => (nextAttemptAt(attempts, now)?.getTime() ?? 0) - now.getTime();

test('the wait doubles after every failure, capped at an hour', () => {
  expect(after(1)).toBe(30_000);
  expect(after(2)).toBe(60_000);
  expect(after(3)).toBe(120_000);
  expect(nextAttemptAt(MAX_DELIVERY_ATTEMPTS, now)).toBeNull();
});
