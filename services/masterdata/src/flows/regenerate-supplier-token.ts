import { notFound, type ServiceDeps } from '@app/service-kit';
import { regenerateAuthToken } from '../store/data-suppliers';
import { ensureInScope, type EntityCaller, type EntityResource } from './entity';

/** A new auth token for a data supplier inside the caller's filter, answered once with its record (404 elsewhere). */
export async function regenerateSupplierToken(deps: ServiceDeps, supplier: EntityResource, caller: EntityCaller, id: number) {
  await ensureInScope(deps, supplier, caller, id);
  const poolId = caller.pool_id;
  // the new token and the record answered with it share one transaction
  const { token, record } = await deps.db.withPool(poolId, async (tx) => {
    const fresh = await regenerateAuthToken(tx, poolId, id);
    return { token: fresh, record: fresh === null ? null : await supplier.data.store.find(tx, poolId, id) };
  });
  if (!record) throw notFound(supplier.notFound(id));
  return { ...record, auth_token: token };
}
