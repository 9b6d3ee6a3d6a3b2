import type { ServiceDeps } from '@app/service-kit';
import { chainOfPerson, type ChainQuery } from '../store/contract-chain';

/** DOMAIN rule 6: whether one more contract fits the person's chain at the branch's board. */
export const contractChainOf = (deps: ServiceDeps, poolId: number, personId: number, next: ChainQuery) =>
  chainOfPerson(deps.db, poolId, personId, next);
