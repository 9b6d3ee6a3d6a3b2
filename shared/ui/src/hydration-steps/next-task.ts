interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so the work after it is a task apart: the browser handles input
 * and paints in between, and no task of a page's start grows long (Total Blocking Time counts each
 * task's time over 50 ms). `scheduler.yield` where the browser has it (its continuation goes before
 * other pages' tasks), else a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
