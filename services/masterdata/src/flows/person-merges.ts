import type { PersonMergeRecord } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { mergesOfPerson } from '../store/merge/merge-log';

/** The merge log of a person (GET person/{id}/merges). */
export const personMerges = (deps: ServiceDeps, poolId: number, id: number): Promise<PersonMergeRecord[]> =>
  deps.db.withPool(poolId, (tx) => mergesOfPerson(tx, poolId, id));
