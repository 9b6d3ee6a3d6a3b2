import type { PersonMergedEvent } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import {
  moveAbsences,
  moveAvailabilities,
  moveChangeNotices,
  moveOffers,
  movePreferredRequests,
  moveRequestDates,
  moveWorkStateLines,
  rowsLeftOf,
} from '../store/person-merge';

/**
 * Staffing's part of a person merge (ADR 0099), in one transaction of the pool. Always: the
 * requests the other is absent on or preferred for, the dayparts planned with them, their
 * work-state lines (their approved/reviewed/processed/sent marks name profiles, which identity
 * moves) and their request-changed notices (one waiting beside the destination's of the same
 * request is folded into it). When ticked: availabilities (a mark the destination has on the same
 * daypart wins; an identical one of the other is dropped) and the offers (a live invitation the
 * destination has on the same request keeps the other's). Only rows still pointing at the other
 * move, so a replayed event moves nothing twice; what stays behind is counted as `*_left`,
 * including a daypart both were planned on after master data checked for that conflict.
 */
export async function applyStaffingMerge(deps: ServiceDeps, event: PersonMergedEvent): Promise<Record<string, number>> {
  const { pool_id: poolId, destination_id: to, other_id: from, other } = event;
  const pair = { poolId, from, to };
  return deps.db.withPool(poolId, async (tx) => {
    const moved: Record<string, number> = {
      absences: await moveAbsences(tx, pair),
      preferred_requests: await movePreferredRequests(tx, pair),
      request_dates: await moveRequestDates(tx, pair),
      work_state_lines: await moveWorkStateLines(tx, pair),
      change_notices: await moveChangeNotices(tx, pair),
    };
    if (other.availabilities) moved.availabilities = await moveAvailabilities(tx, pair);
    if (other.reservations) moved.reservations = await moveOffers(tx, pair);
    const left = await rowsLeftOf(tx, pair);
    moved.request_dates_left = left.requestDates;
    if (other.availabilities) moved.availabilities_left = left.availabilities;
    if (other.reservations) moved.reservations_left = left.offers;
    return moved;
  });
}
