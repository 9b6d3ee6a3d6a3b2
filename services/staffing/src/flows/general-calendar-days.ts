import type { GeneralCalendarDays } from '@app/contracts';
import type { ListRequest, ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { findPeriod } from '../store/availability';
import { generalCalendarDays } from '../store/general-calendar';

/** The general calendar's days of a period (else 404) with the request dayparts the list's filters and search leave, counted by state. */
export const calendarDaysOf = (
  deps: ServiceDeps,
  caller: Caller,
  list: Pick<ListRequest, 'filters' | 'search'>,
  periodId: number,
): Promise<GeneralCalendarDays> =>
  deps.db.withPool(caller.poolId, async (tx) =>
    generalCalendarDays(tx, { ...caller, caller: caller.author.username }, list, await findPeriod(tx, caller.poolId, periodId)),
  );
