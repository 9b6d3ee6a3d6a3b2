import { Messages } from '@app/contracts';
import { HttpError, type ServiceDeps } from '@app/service-kit';
import { waitFor, type ThrottleRule } from '../domain/auth-throttle';
import { clearFailures, failuresOf, recordFailures } from '../store/auth-attempts';

/** A throttled key: what it counts and by which rule. */
export interface Throttled {
  key: string;
  rule: ThrottleRule;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Failed sign-in steps counted in the database (identity.auth_attempts), so the limits hold across
 * processes and restarts. Runs as identity's runtime role: the table belongs to no pool.
 */
export function createAuthThrottle(deps: ServiceDeps) {
  return {
    /** 429 'Too many attempts...' when any of the keys must still wait. */
    async guard(keys: Throttled[]): Promise<void> {
      const now = deps.clock.now();
      const waits = await deps.db.withGlobal(async (tx) => {
        const found: number[] = [];
        for (const { key, rule } of keys)
          found.push(waitFor(rule, await failuresOf(tx, key, new Date(now.getTime() - rule.windowMs)), now));
        return found;
      });
      if (waits.some((ms) => ms > 0)) throw new HttpError(429, Messages.tooManyRequests);
    },
    async fail(keys: Throttled[]): Promise<void> {
      const now = deps.clock.now();
      await deps.db.withGlobal((tx) =>
        recordFailures(
          tx,
          keys.map((k) => k.key),
          now,
          new Date(now.getTime() - DAY),
        ),
      );
    },
    /** A success clears the account's count (not the address's). */
    async clear(key: Throttled): Promise<void> {
      await deps.db.withGlobal((tx) => clearFailures(tx, key.key));
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
