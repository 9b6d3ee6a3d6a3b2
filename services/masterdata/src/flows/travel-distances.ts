import type { ServiceDeps } from '@app/service-kit';
import { dateIn } from '../domain/travel/travel-rules';
import { enterDistance, forgetDistance, personDistances } from '../store/travel';
import { ensureBranch } from './existing-branch';

/** A person's distances to the branches on a date (entered, else computed from the coordinates), with that day's allowance. */
export const travelDistancesOn = async (deps: ServiceDeps, poolId: number, personId: number, date: string) => ({
  date,
  distances: await personDistances(deps.db, poolId, personId, date),
});

/** Enters the distance to a branch of the pool (404 for another's) and answers today's distances. */
export async function enterTravelDistance(deps: ServiceDeps, poolId: number, personId: number, branchId: number, km: number) {
  await ensureBranch(deps, poolId, branchId);
  await enterDistance(deps.db, poolId, personId, branchId, km, deps.clock.now());
  return travelDistancesOn(deps, poolId, personId, dateIn(deps.clock.now()));
}

/** Forgets an entered distance (the computed one shows again) and answers today's distances. */
export async function forgetTravelDistance(deps: ServiceDeps, poolId: number, personId: number, branchId: number) {
  await forgetDistance(deps.db, poolId, personId, branchId);
  return travelDistancesOn(deps, poolId, personId, dateIn(deps.clock.now()));
}
