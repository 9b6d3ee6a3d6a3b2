import { performance } from 'node:perf_hooks';
import type { TestServer } from '@app/service-kit/testing';
import { percentile } from './requests-data';

/**
 * Times `calls` runs of one HTTP case after `warmUp` untimed ones; `call(i)` throws on a wrong
 * answer. Answers the times sorted, for `percentile`.
 */
export async function timeCalls(calls: number, warmUp: number, call: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const at = performance.now();
    await call(i);
    times.push(performance.now() - at);
  }
  return times.sort((a, b) => a - b);
}

/** `  <name>: median .. ms (budget .. ms) OK|OVER BUDGET, p95 .. ms`, held against the budget by the median. */
export const budgetLine = (name: string, sorted: number[], budgetMs: number) => {
  const median = percentile(sorted, 50);
  return `  ${name}: median ${median.toFixed(1)} ms (budget ${budgetMs} ms) ${median <= budgetMs ? 'OK' : 'OVER BUDGET'}, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

/** One timed list case: its name, the caller's token and the path with `PAGE` where the page number goes. */
export type ListCase = [name: string, token: string, path: string];

/**
 * Times each list case (`calls` pages after `warmUp`, the page numbers spread over 1 to 50), each
 * answer checked to be 200 with 25 rows, and prints its budget line.
 */
export async function timeListCases(
  server: TestServer,
  cases: readonly ListCase[],
  { calls, warmUp, budgetMs }: { calls: number; warmUp: number; budgetMs: number },
): Promise<void> {
  for (const [name, caller, path] of cases) {
    const at = (i: number) => path.replace('PAGE', String(1 + ((i * 7) % 50)));
    const times = await timeCalls(calls, warmUp, async (i) => {
      const res = await server.call('GET', at(i), { token: caller });
      if (res.status !== 200 || res.body.data.length !== 25) throw new Error(`unexpected answer ${res.status} for ${at(i)}`);
    });
    console.log(budgetLine(name, times, budgetMs));
  }
}
