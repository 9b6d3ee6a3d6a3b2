/**
 * Runs `fn` while holding a lock shared by every tab of the origin (Web Locks API), so two tabs
 * never send the same rotating refresh cookie at once; without the API it just runs (the server
 * also forgives a refresh that raced a rotation by a few seconds).
 */
export function acrossTabs<T>(
  name: string,
  fn: () => Promise<T>,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): Promise<T> {
  // the lock is held until fn's promise settles; the DOM types the answer as the callback's own return
  return locks ? (locks.request(name, fn) as unknown as Promise<T>) : fn();
}
