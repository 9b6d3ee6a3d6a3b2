import { sql } from 'drizzle-orm';
import type { EventBus } from '../bus';
import type { Database } from '../db';

export type CheckResult = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: { database?: CheckResult; bus: CheckResult };
}

const within = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  Promise.race([promise.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);

/**
 * Whether this process can serve: its database answers a query and its event bus its broker, each
 * within `timeoutMs`. A process without a database (a gateway on the embedded default's other side)
 * is judged by its bus alone.
 */
export async function checkReadiness(deps: { db: Pick<Database, 'db'> | null; bus: EventBus }, timeoutMs = 2_000): Promise<Readiness> {
  const [database, bus] = await Promise.all([
    deps.db
      ? within(
          deps.db.db.execute(sql`select 1`).then((): CheckResult => 'ok'),
          timeoutMs,
          'failed' as CheckResult,
        )
      : Promise.resolve(undefined),
    within(
      deps.bus.ready().then((up): CheckResult => (up ? 'ok' : 'failed')),
      timeoutMs,
      'failed' as CheckResult,
    ),
  ]);
  const checks = { ...(database ? { database } : {}), bus };
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
