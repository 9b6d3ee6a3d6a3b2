import { nextTask } from './next-task';

/**
 * Runs each step in a task of its own, in order: a page's script that evaluates its code in parts
 * (dynamic imports in webpack's eager mode: in the same file, evaluated when imported) is several
 * short tasks rather than one long one (ADR 0359).
 */
export async function runInTasks(...steps: (() => Promise<unknown>)[]): Promise<void> {
  for (const [n, step] of steps.entries()) {
    if (n > 0) await nextTask();
    await step();
  }
}
