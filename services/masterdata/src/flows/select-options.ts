import type { SelectOption } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { PersonalScope } from '../domain/list/personal-scope';
import { isDataLookup, readLookups } from '../store/inputs';

export { isDataLookup };

/**
 * The options of the asked-for lists kept in the pool's data, read in one pool transaction, within
 * the caller's personal filter (null: the whole pool).
 */
export const selectOptions = (
  deps: ServiceDeps,
  poolId: number,
  scope: PersonalScope | null,
  wanted: { key: string; search?: string; option?: string }[],
): Promise<Record<string, SelectOption[]>> => deps.db.withPool(poolId, (tx) => readLookups(tx, poolId, scope, wanted));
