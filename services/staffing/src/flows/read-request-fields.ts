import type { AdditionalFieldEntry } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { readRequestFields } from '../store/request-fields';
import { findRequest, type Caller } from '../store/request-rows';

/** A request's Other data (ADR 0106): the pool's additional fields of location request with the request's values. */
export const readOtherData = (deps: ServiceDeps, caller: Caller, number: number): Promise<AdditionalFieldEntry[]> =>
  deps.db.withPool(caller.poolId, async (tx) => readRequestFields(tx, caller.poolId, (await findRequest(tx, caller, number)).id));
