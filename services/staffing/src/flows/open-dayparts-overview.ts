import { overviewWeeks } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { openDaypartsOverviewOf } from '../domain/calendar/open-dayparts-overview';
import { embedTokenScope, openDaypartRows } from '../store/embed-tokens';

/** A token that opens nothing (unknown or revoked): spec 000 section 8's 404 text; the page shows its 'no data' warning. */
export const NO_OVERVIEW = "The page doesn't exists. Please go to your dashboard.";

/**
 * The public open-dayparts overview a live embed token opens, in its pool and branches, from the
 * Monday of `start`'s week (else today's) for `weeks` weeks. The link carries no pool: its token is
 * looked up past row-level security, the overview read in the token's pool.
 */
export async function openDaypartsOf(deps: ServiceDeps, token: string, start: string | null | undefined, weeks: number) {
  const scope = await deps.db.withSystem((tx) => embedTokenScope(tx, token));
  if (!scope) throw notFound(NO_OVERVIEW);
  const range = overviewWeeks(start ?? dateInAmsterdam(deps.clock.now()), weeks);
  const { pool, rows } = await deps.db.withPool(scope.poolId, (tx) =>
    openDaypartRows(tx, scope, range[0]!.start, range[range.length - 1]!.end),
  );
  return openDaypartsOverviewOf(pool, range, rows);
}
