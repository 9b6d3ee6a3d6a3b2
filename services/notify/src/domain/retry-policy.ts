/** Delivery is tried at most this many times; then the message is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/**
 * When to try again after `attempts` failed deliveries: 30 s, 1, 2, 4 minutes... doubling, at most
 * an hour; null once the attempts are used up.
 */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return new Date(now.getTime() + delay);
}
