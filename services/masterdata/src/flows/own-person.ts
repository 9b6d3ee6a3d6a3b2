import type { ListRequest, ServiceDeps } from '@app/service-kit';
import { blockadesOfPerson } from '../store/blockades';
import { contractList } from '../store/contracts';
import { runList } from '../store/list-query';
import { findPerson } from '../store/persons';
import { personAccount } from './person-account';
import { personLabels } from './person-labels';
import { personProfiles } from './person-profiles';

/** Every live contract of one person, newest first (the "my data" Contracts tab). */
const ownContracts = (personId: number): ListRequest => ({
  page: 1,
  perPage: null,
  sort: { column: 'start_date', order: 'desc' },
  filters: { person: [String(personId)] },
  search: null,
  includeArchived: false,
  csvName: null,
});

/** The own person of "my data" with labels, profiles, account, contracts and blockades; null when the person is gone. */
export async function ownPerson(deps: ServiceDeps, poolId: number, personId: number) {
  const person = await deps.db.withPool(poolId, (tx) => findPerson(tx, poolId, personId));
  if (!person) return null;
  const [labels, profiles, account, contracts, blockades] = await Promise.all([
    personLabels(deps, poolId, personId),
    personProfiles(deps, poolId, personId),
    personAccount(deps, poolId, personId),
    deps.db.withPool(poolId, (tx) => runList(tx, contractList, poolId, ownContracts(personId))),
    deps.db.withPool(poolId, (tx) => blockadesOfPerson(tx, poolId, personId)),
  ]);
  return { person, labels, profiles, account, contracts: contracts.rows, blockades };
}
