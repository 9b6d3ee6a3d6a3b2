import { plannersOf, type Tx } from '@app/service-kit';

/**
 * The persons who plan a request's branch and hold `right` (ADR 0331), as `plannersOf` finds them;
 * the persons of the creator's account (`creator`, its username) are left out: they made the request.
 */
export const newRequestPlanners = (tx: Tx, poolId: number, branchId: number, right: string, creator: string): Promise<number[]> =>
  plannersOf(tx, poolId, right, { branchIds: [branchId] }, { username: creator });
