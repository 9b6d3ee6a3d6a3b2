import type { ServiceDeps, Tx } from '@app/service-kit';
import { dateIn } from '../domain/travel/travel-rules';
import { enterDistance, forgetDistance, personDistances } from '../store/travel';
import { ensureBranch } from './existing-branch';

const distancesOn = async (tx: Tx, poolId: number, personId: number, date: string) => ({
  date,
  distances: await personDistances(tx, poolId, personId, date),
});

/** A person's distances to the branches on a date (entered, else computed from the coordinates), with that day's allowance. */
export const travelDistancesOn = (deps: ServiceDeps, poolId: number, personId: number, date: string) =>
  deps.db.withPool(poolId, (tx) => distancesOn(tx, poolId, personId, date));

/** Enters the distance to a branch of the pool (404 for another's) and answers today's distances. */
export async function enterTravelDistance(deps: ServiceDeps, poolId: number, personId: number, branchId: number, km: number) {
  await ensureBranch(deps, poolId, branchId);
  const now = deps.clock.now();
  return deps.db.withPool(poolId, async (tx) => {
    await enterDistance(tx, poolId, personId, branchId, km, now);
    return distancesOn(tx, poolId, personId, dateIn(now));
  });
}

/** Forgets an entered distance (the computed one shows again) and answers today's distances. */
export const forgetTravelDistance = (deps: ServiceDeps, poolId: number, personId: number, branchId: number) =>
  deps.db.withPool(poolId, async (tx) => {
    await forgetDistance(tx, poolId, personId, branchId);
    return distancesOn(tx, poolId, personId, dateIn(deps.clock.now()));
  });
