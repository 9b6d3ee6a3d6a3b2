import type { ServiceDeps } from '@app/service-kit';
import { findPerson } from '../store/availability';
import { personLogs } from '../store/person-logs';
import type { Caller } from '../store/request-rows';

/** The request log's events naming a person of the caller's pool (else 404), within the caller's branches. */
export const personLogsOf = (deps: ServiceDeps, caller: Caller, personId: number) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    await findPerson(tx, caller.poolId, personId);
    return personLogs(tx, caller.poolId, caller.scope, personId);
  });
