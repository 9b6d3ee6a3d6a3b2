import { notFound, type ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { embedTokenScope, openDaypartsOverview } from '../store/embed-tokens';

/** A token that opens nothing (unknown or revoked): spec 000 section 8's 404 text; the page shows its 'no data' warning. */
export const NO_OVERVIEW = "The page doesn't exists. Please go to your dashboard.";

/** The public open-dayparts overview a live embed token opens, in its pool and branches, from `start` (else today). */
export async function openDaypartsOf(deps: ServiceDeps, token: string, start: string | null | undefined, weeks: number) {
  const scope = await embedTokenScope(deps.db, token);
  if (!scope) throw notFound(NO_OVERVIEW);
  return deps.db.withPool(scope.poolId, (tx) => openDaypartsOverview(tx, scope, start ?? dateInAmsterdam(deps.clock.now()), weeks));
}
