/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { CLOCK_TICK_MS, timeLeft } from '@app/platform/dates';
import { renderRequests, requestView } from '../../testing/render';
import { LockSwitch } from './lock-switch';
import type { RequestLock } from './use-request-lock';

const lock = {
  own: true,
  canLock: true,
  lockedByOther: false,
  take: async () => true,
  release: async () => undefined,
} as unknown as RequestLock;

describe('CONST-10: the clock ticks every 1000 ms', () => {
  beforeAll(() => setLocale('en'));
  afterEach(() => jest.useRealTimers());

  it('says what is left as m:ss, nothing once it passed', () => {
    const now = Date.parse('2026-11-30T10:00:00Z');
    expect(CLOCK_TICK_MS).toBe(1000);
    expect(timeLeft('2026-11-30T10:05:00Z', now)).toBe('5:00');
    expect(timeLeft('2026-11-30T10:00:01Z', now)).toBe('0:01');
    expect(timeLeft('2026-11-30T10:00:00Z', now)).toBeNull();
    expect(timeLeft(null, now)).toBeNull();
  });

  it("counts the lock's time left down on the lock switch, second by second", () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-30T09:00:00Z') });
    const request = requestView({
      editable: true,
      lock: {
        locked: true,
        own: true,
        locked_at: '2026-11-30T09:00:00Z',
        locked_until: '2026-11-30T09:05:00Z',
        locked_by: { id: 1, full_name: 'Jan Jansen' },
      },
    } as never);
    renderRequests(<LockSwitch request={request} lock={lock} />);
    const label = () => screen.getByTestId('request-lock-label').textContent;
    expect(label()).toBe('Locked by you until 10:05 (5:00 left)');
    act(() => void jest.advanceTimersByTime(999));
    expect(label()).toBe('Locked by you until 10:05 (5:00 left)');
    act(() => void jest.advanceTimersByTime(1));
    expect(label()).toBe('Locked by you until 10:05 (4:59 left)');
    act(() => void jest.advanceTimersByTime(299_000));
    expect(label()).toBe('Locked by you until 10:05');
  });
});
