export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30000 };

/**
 * Delay before reconnect attempt `attempt` (0-based): doubling from initialMs up to maxMs, then
 * jittered down by up to a quarter so that many tabs do not reconnect in the same instant.
 */
export function backoffDelay(attempt: number, random: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const base = Math.min(options.maxMs, options.initialMs * 2 ** attempt);
  return Math.round(base * (0.75 + 0.25 * random));
}
