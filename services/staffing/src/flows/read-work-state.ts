import { addDays, type RightsHolder } from '@app/contracts';
import type { ListRequest, ServiceDeps } from '@app/service-kit';
import { listPeriod } from '../domain/work-state/work-state-list';
import { listLines, readLine, type LineReadContext } from '../store/work-state-lines';
import { materialiseLines } from '../store/work-state-materialise';
import { readWorkStateSwitches, workStateSettings } from '../store/work-state-settings';

export type { LineReadContext };

/** A page of work-state lines with the filter's totals; the lines the page may show exist before it is read. */
export const workStatePage = (deps: ServiceDeps, c: LineReadContext & { now: Date }, list: ListRequest) =>
  deps.db.withPool(c.poolId, async (tx) => {
    // a past date the filter names, up to yesterday
    const { from, to } = listPeriod(list.filters, c.today);
    const yesterday = addDays(c.today, -1);
    await materialiseLines(tx, c.poolId, c.today, c.now, { from, to: to && to < yesterday ? to : yesterday });
    return listLines(tx, c, list, (await readWorkStateSwitches(tx, c.poolId)).steps);
  });

/** One work-state line within the caller's pool and branches (404 elsewhere). */
export const workStateLine = (deps: ServiceDeps, c: LineReadContext, id: number) => deps.db.withPool(c.poolId, (tx) => readLine(tx, c, id));

/** The step switches, the named extra checkmarks and the actions the caller may take. */
export const workStateSettingsOf = (deps: ServiceDeps, poolId: number, caller: RightsHolder, payrollConfigured: boolean) =>
  deps.db.withPool(poolId, (tx) => workStateSettings(tx, poolId, caller, payrollConfigured));
