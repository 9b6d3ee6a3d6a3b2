import type { ServiceDeps } from '@app/service-kit';
import { findRequest } from '../store/request-rows';
import { factsOf, judge, type MatchingRun } from './matching-run';

/** A request's candidates ranked with their score parts (the request within the caller's branches). */
export const matchRequest = (deps: ServiceDeps, run: MatchingRun, number: number, withExcluded: boolean) =>
  deps.db.withPool(run.caller.poolId, async (tx) => {
    const facts = (await factsOf(tx, run, [await findRequest(tx, run.caller, number)]))[0]!;
    return { facts, result: judge(run, facts, run.options(withExcluded)) };
  });
