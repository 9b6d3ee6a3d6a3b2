import type { AdditionalFieldValuesInput } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { saveRequestFields } from '../store/request-fields';
import { requestForWrite, touchRequest, type Caller } from '../store/request-rows';

/** Sets a request's additional field values, all or none, not while another holds its lock; the request is touched. */
export const saveOtherData = (deps: ServiceDeps, caller: Caller, number: number, values: AdditionalFieldValuesInput['values']) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const { row } = await requestForWrite(tx, caller, number);
    const saved = await saveRequestFields(tx, caller.poolId, row.id, values, caller.now);
    await touchRequest(tx, row.id, caller.now);
    return saved;
  });
