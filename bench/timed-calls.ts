import { performance } from 'node:perf_hooks';
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
