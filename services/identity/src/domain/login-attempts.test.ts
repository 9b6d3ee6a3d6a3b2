import { LoginAttempts } from './login-attempts';

describe('LoginAttempts', () => {
  const t0 = new Date('2026-01-01T10:00:00Z');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  it('blocks a key after 10 failures inside 15 minutes, and frees it as they age out', () => {
    const attempts = new LoginAttempts();
    for (let i = 0; i < 9; i++) attempts.recordFailure(['name:a', 'ip:1'], at(i));
    expect(attempts.isBlocked(['name:a'], at(9))).toBe(false);
    attempts.recordFailure(['name:a', 'ip:1'], at(9));
    expect(attempts.isBlocked(['name:a'], at(9))).toBe(true);
    expect(attempts.isBlocked(['name:b', 'ip:1'], at(9))).toBe(true);
    expect(attempts.isBlocked(['name:b', 'ip:2'], at(9))).toBe(false);
    // the first failure (minute 0) leaves the window after minute 15
    expect(attempts.isBlocked(['name:a'], at(15.01))).toBe(false);
  });

  it('clears an account name on success', () => {
    const attempts = new LoginAttempts(2);
    attempts.recordFailure(['name:a'], t0);
    attempts.recordFailure(['name:a'], t0);
    expect(attempts.isBlocked(['name:a'], t0)).toBe(true);
    attempts.clear('name:a');
    expect(attempts.isBlocked(['name:a'], t0)).toBe(false);
  });
});
