import { notFound, type ServiceDeps } from '@app/service-kit';
import { regenerateAuthToken } from '../store/data-suppliers';
import { ensureInScope, type EntityCaller, type EntityResource } from './entity';

/** A new auth token for a data supplier inside the caller's filter, answered once with its record (404 elsewhere). */
export async function regenerateSupplierToken(deps: ServiceDeps, supplier: EntityResource, caller: EntityCaller, id: number) {
  await ensureInScope(deps, supplier, caller, id);
  const token = await regenerateAuthToken(deps.db, caller.pool_id, id);
  const record = token === null ? null : await supplier.data.store.find(deps.db, caller.pool_id, id);
  if (!record) throw notFound(supplier.notFound(id));
  return { ...record, auth_token: token };
}
