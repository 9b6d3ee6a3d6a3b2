export const MAX_FAILED_ATTEMPTS = 10;
export const FAILED_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed login attempts per key (an account name, a client address) in a sliding window. Kept in
 * memory per process: a restart or a second process starts its own count, which is acceptable for
 * slowing down guessing (the gateway's per-minute limit still applies everywhere). Time is passed in.
 */
export class LoginAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max = MAX_FAILED_ATTEMPTS,
    private readonly windowMs = FAILED_ATTEMPT_WINDOW_MS,
  ) {}

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** True when any of the keys already reached the limit inside the window. */
  isBlocked(keys: string[], now: Date): boolean {
    return keys.some((k) => this.recent(k, now).length >= this.max);
  }

  recordFailure(keys: string[], now: Date): void {
    for (const k of keys) this.failures.set(k, [...this.recent(k, now), now.getTime()]);
  }

  /** A successful login clears the account's count (not the address's). */
  clear(key: string): void {
    this.failures.delete(key);
  }
}
