/** A worker that has not renewed its job's heartbeat for this long is taken for dead; another takes the job. */
export const STALE_AFTER_MS = 2 * 60_000;

/** A running job whose heartbeat is older than this instant is taken for dead. */
export const staleBefore = (now: Date): Date => new Date(now.getTime() - STALE_AFTER_MS);
