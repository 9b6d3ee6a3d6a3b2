import { acrossTabs } from './across-tabs';

/** A lock manager of our own making with the Web Locks semantics the browser gives: one holder per name, in order. */
function fifoLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: ((name: string, fn: () => Promise<unknown>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(fn, fn);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

test('two refreshes under the same lock never overlap: the second starts after the first has answered', async () => {
  const locks = fifoLocks();
  const events: string[] = [];
  const refresh = (tab: string) => async () => {
    events.push(`${tab} sends`);
    await new Promise((r) => setTimeout(r, 20));
    events.push(`${tab} rotated`);
    return tab;
  };
  const answers = await Promise.all([acrossTabs('refresh', refresh('A'), locks), acrossTabs('refresh', refresh('B'), locks)]);
  expect(answers).toEqual(['A', 'B']);
  expect(events).toEqual(['A sends', 'A rotated', 'B sends', 'B rotated']);
});

test('without Web Locks the call still runs', async () => {
  expect(await acrossTabs('refresh', async () => 7, undefined)).toBe(7);
});
