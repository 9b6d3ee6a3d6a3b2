import { MATCHING_UNFOLDED_DEFAULT } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import type { RequestJudged } from '../domain/matching/person-matching';
import { findPerson } from '../store/availability';
import { branchNames, requestsWithOpenDayparts } from '../store/matching-requests';
import { factsOf, judge, type MatchingRun } from './matching-run';

/** The open requests within the caller's branches judged for one person of the pool, each with the person's result. */
export const judgeRequestsForPerson = (deps: ServiceDeps, run: MatchingRun, personId: number) =>
  deps.db.withPool(run.caller.poolId, async (tx) => {
    const person = await findPerson(tx, run.caller.poolId, personId);
    const rows = await requestsWithOpenDayparts(tx, run.caller, dateInAmsterdam(run.caller.now));
    const names = await branchNames(
      tx,
      run.caller.poolId,
      rows.map((r) => r.branchId),
    );
    const facts = await factsOf(tx, run, rows, [person.id]);
    // the person's reasons are needed to tell a request they fail from one a filter left them out of
    const options = run.options(true);
    const judged = facts.flatMap((f, i): RequestJudged[] => {
      const { dayparts } = f.request;
      if (!dayparts.length) return [];
      const row = rows[i]!;
      return [
        {
          number: row.number,
          branch: names.get(row.branchId) ?? null,
          firstDate: dayparts[0]!.date,
          lastDate: dayparts[dayparts.length - 1]!.date,
          open: dayparts.length,
          result: judge(run, f, options),
        },
      ];
    });
    return { judged, unfolded: facts[0]?.unfolded ?? MATCHING_UNFOLDED_DEFAULT };
  });
