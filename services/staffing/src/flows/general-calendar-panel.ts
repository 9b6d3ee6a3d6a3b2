import type { CalendarPanelWeek } from '@app/contracts';
import type { ListRequest, ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { calendarPanel } from '../store/general-calendar';

/** The general calendar's slide panel: the requests of the selected days that the list's filters and search leave. */
export const calendarPanelOf = (
  deps: ServiceDeps,
  caller: Caller,
  list: Pick<ListRequest, 'filters' | 'search'>,
  dates: readonly string[],
): Promise<CalendarPanelWeek[]> =>
  deps.db.withPool(caller.poolId, (tx) => calendarPanel(tx, { ...caller, caller: caller.author.username }, list, dates));
