import type { ListRequest, ServiceDeps } from '@app/service-kit';
import { blockadesOfPerson } from '../store/blockades';
import { contractList } from '../store/contracts';
import { runList } from '../store/list-query';
import { personLabelsOf } from '../store/person-labels';
import { accountOfPerson } from '../store/person-popup';
import { findPerson } from '../store/persons';
import { profilesWithRemoval } from './person-profiles';

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

/**
 * The own person of "my data" with labels, profiles, account, contracts and blockades; null when the
 * person is gone. One transaction, its reads in turn: one connection of the pool, not one per tab.
 */
export const ownPerson = (deps: ServiceDeps, poolId: number, personId: number) =>
  deps.db.withPool(poolId, async (tx) => {
    const person = await findPerson(tx, poolId, personId);
    if (!person) return null;
    const labels = await personLabelsOf(tx, poolId, personId);
    const profiles = await profilesWithRemoval(tx, poolId, personId);
    const account = await accountOfPerson(tx, poolId, personId);
    const contracts = await runList(tx, contractList, poolId, ownContracts(personId));
    const blockades = await blockadesOfPerson(tx, poolId, personId);
    return { person, labels, profiles, account, contracts: contracts.rows, blockades };
  });
