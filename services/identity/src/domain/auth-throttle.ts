/**
 * How failed sign-in steps slow down guessing (ADR 0018, docs/security.md 'Sign-in throttling').
 * Pure: the caller passes the recent failures of each key and the time.
 *
 * - `window`: at most `max` failures within `windowMs`; more are refused until the oldest ages out.
 *   For client addresses, and for forgot and reset requests.
 * - `backoff`: after `max` failures within `windowMs`, each further try waits `baseMs` doubling per
 *   failure, at most `capMs`, counted from the last failure. For accounts: a wrong guess makes the
 *   next one slower, but never locks the account: once the wait is over, the right password (and the
 *   second factor) gets in, and a success clears the count (ASVS V2.2.1).
 */
export type ThrottleRule =
  { kind: 'window'; max: number; windowMs: number } | { kind: 'backoff'; max: number; windowMs: number; baseMs: number; capMs: number };

export interface KeyFailures {
  /** failures within the rule's window */
  count: number;
  /** the latest of them */
  last: Date | null;
  /** the earliest of them */
  first: Date | null;
}

const MINUTE = 60_000;

export const THROTTLE = {
  /** one client address, any account: password and invitation join */
  address: { kind: 'window', max: 10, windowMs: 15 * MINUTE },
  /** one account name, from any address */
  account: { kind: 'backoff', max: 5, windowMs: 60 * MINUTE, baseMs: 30_000, capMs: 15 * MINUTE },
  /** forgot-password requests per address and per name, wrong reset tokens per address */
  mailRequest: { kind: 'window', max: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/** Milliseconds until the key may try again; 0 when it may now. */
export function waitFor(rule: ThrottleRule, failures: KeyFailures, now: Date): number {
  if (failures.count < rule.max) return 0;
  if (rule.kind === 'window') {
    const frees = (failures.first?.getTime() ?? now.getTime()) + rule.windowMs;
    return Math.max(0, frees - now.getTime());
  }
  const wait = Math.min(rule.baseMs * 2 ** (failures.count - rule.max), rule.capMs);
  return Math.max(0, (failures.last?.getTime() ?? 0) + wait - now.getTime());
}
