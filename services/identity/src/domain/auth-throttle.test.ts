import { THROTTLE, waitFor } from './auth-throttle';

const t0 = new Date('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('sign-in throttling policy', () => {
  it('an address may fail 10 times in 15 minutes; the 11th waits until the first ages out', () => {
    expect(waitFor(THROTTLE.address, { count: 9, first: t0, last: at(60) }, at(60))).toBe(0);
    expect(waitFor(THROTTLE.address, { count: 10, first: t0, last: at(60) }, at(60))).toBe(14 * 60_000);
  });

  it('an account slows down after 5 failures: 30 s, doubling per failure, never more than 15 minutes', () => {
    expect(waitFor(THROTTLE.account, { count: 4, first: t0, last: t0 }, t0)).toBe(0);
    expect(waitFor(THROTTLE.account, { count: 5, first: t0, last: t0 }, t0)).toBe(30_000);
    expect(waitFor(THROTTLE.account, { count: 7, first: t0, last: t0 }, at(10))).toBe(110_000);
    expect(waitFor(THROTTLE.account, { count: 40, first: t0, last: t0 }, t0)).toBe(15 * 60_000);
    // never a lock-out: once the wait is over the next try is let through
    expect(waitFor(THROTTLE.account, { count: 40, first: t0, last: t0 }, at(15 * 60))).toBe(0);
  });
});
