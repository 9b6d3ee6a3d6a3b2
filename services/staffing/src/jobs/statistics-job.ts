import type { ServiceDeps } from '@app/service-kit';
import { refreshStatistics, STATISTICS_INTERVAL_MS } from '../store/statistics';

/**
 * On the embedded database, refreshes staffing's table statistics at start and every ten minutes
 * (ADR 0031); a PostgreSQL server's autovacuum does it there. Returns the stop function.
 */
export function startStaffingJobs(deps: ServiceDeps): () => void {
  if (deps.db.kind !== 'pglite') return () => undefined;
  const refresh = () => refreshStatistics(deps.db).catch((err: unknown) => deps.log.warn({ err }, 'refreshing staffing statistics failed'));
  void refresh();
  const timer = setInterval(refresh, STATISTICS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
