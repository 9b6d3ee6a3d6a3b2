import type { ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { requestForWrite } from '../store/request-rows';
import { deleteRequest } from '../store/request-writes';

/** Deletes a request without open or planned dayparts, not while another holds its lock. */
export const removeRequest = (deps: ServiceDeps, caller: Caller, number: number): Promise<void> =>
  deps.db.withPool(caller.poolId, async (tx) => deleteRequest(tx, caller, (await requestForWrite(tx, caller, number)).row));
