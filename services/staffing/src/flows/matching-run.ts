import type { Tx } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { matchCandidates, type MatchResult } from '../domain/matching/engine';
import type { MatchOptions } from '../domain/matching/match-facts';
import { readMatchingFactsOf, type MatchingFacts } from '../store/matching-facts';
import type { RequestRow } from '../store/request-rows';

/** What every matching call shares: the caller, the label filter, the engine's options and the signal that the client went away. */
export interface MatchingRun {
  caller: Caller;
  labels: number[];
  options: (withExcluded: boolean) => MatchOptions;
  signal: AbortSignal;
}

/** The facts of the requests, one entry per row, stopped when the client went away. */
export const factsOf = (tx: Tx, run: MatchingRun, rows: readonly RequestRow[], only?: readonly number[]): Promise<MatchingFacts[]> =>
  readMatchingFactsOf(tx, rows, run.caller.now, run.labels, run.signal, only);

/** The engine on a request's facts, stopped when the client went away. */
export const judge = (run: MatchingRun, facts: MatchingFacts, options: MatchOptions, limit?: number): MatchResult =>
  matchCandidates(facts.request, facts.persons, options, run.signal, limit);
