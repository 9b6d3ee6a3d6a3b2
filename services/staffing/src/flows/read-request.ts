import type { RequestView } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { readRequestSettings } from '../store/masterdata-reads';
import { requestView } from '../store/request-reads';
import { findRequest } from '../store/request-rows';

/** The request as the caller may see it now, read with the settings of its branch (`editable`: the lock switch and the actions show). */
export const readRequest = (deps: ServiceDeps, caller: Caller, number: number, editable: boolean): Promise<RequestView> =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const row = await findRequest(tx, caller, number);
    return requestView(tx, caller, row, await readRequestSettings(tx, caller.poolId, row.branchId), editable);
  });
