import { MATCHING_UNFOLDED_DEFAULT } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { MemberMatch } from '../domain/matching/group-matching';
import { groupMembers } from '../store/matching-requests';
import { findGroupInScope } from '../store/request-groups';
import { factsOf, judge, type MatchingRun } from './matching-run';

/** The candidates for the open dayparts of a group's member requests (those within the caller's branches), each member judged on its own facts. */
export const matchGroupMembers = (deps: ServiceDeps, run: MatchingRun, groupId: number, withExcluded: boolean) =>
  deps.db.withPool(run.caller.poolId, async (tx) => {
    const group = await findGroupInScope(tx, run.caller, groupId);
    const rows = await groupMembers(tx, run.caller, group.id);
    const facts = await factsOf(tx, run, rows);
    // the group's availability filter is over all its dayparts: applied to the merge, not per member
    const options = run.options(withExcluded);
    const perMember = { ...options, filters: { ...options.filters, availability: 'any' as const } };
    const members = facts.flatMap((f, i): MemberMatch[] =>
      f.request.dayparts.length
        ? [{ number: rows[i]!.number, open: f.request.dayparts.length, result: judge(run, f, perMember, Infinity) }]
        : [],
    );
    return { members, unfolded: facts[0]?.unfolded ?? MATCHING_UNFOLDED_DEFAULT };
  });
