import { notFound, type ServiceDeps } from '@app/service-kit';
import { personNotFound } from '../domain/persons/person-input';
import { personData } from './entities';
import { ensureInScope, type EntityCaller } from './entity';

/** Whether the person is one of the pool's (whatever the caller's personal filter). */
export const personExists = async (deps: Pick<ServiceDeps, 'db' | 'clock'>, poolId: number, id: number) =>
  (await deps.db.withPool(poolId, (tx) => personData.store.find(tx, poolId, id))) !== null;

/**
 * The person of a person/{id}/... call, or 404 'Person #{{id}} not found' (also for another pool's
 * person, and for one outside the personal filter).
 */
export async function ensureReachablePerson(deps: Pick<ServiceDeps, 'db' | 'clock'>, caller: EntityCaller, id: number) {
  if (!(await personExists(deps, caller.pool_id, id))) throw notFound(personNotFound(id));
  await ensureInScope(deps, { data: personData, notFound: personNotFound }, caller, id);
}
