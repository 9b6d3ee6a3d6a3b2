import { addMonths, CHAIN_SPAN_MONTHS, contractChain, type ChainContract, type ReportRow } from '@app/contracts';

export interface PersonContract extends ChainContract {
  person_id: number;
}

/**
 * A person's chain at a board as of their latest contract (RPT-BCH-01, the chain rules of
 * shared/contracts/src/contract-chain.ts): how many contracts count, the limit, where the chain
 * started and ends (36 months on), when the last contract ends, and whether one more would not fit.
 */
export function chainRow(
  contracts: ChainContract[],
): Pick<ReportRow, 'contracts' | 'limit' | 'chain_start' | 'chain_end' | 'last_end' | 'full'> {
  const sorted = [...contracts].sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0));
  const last = sorted[sorted.length - 1]!;
  const verdict = contractChain(sorted.slice(0, -1), last);
  // one more contract after the last one: would it still fit the chain?
  const next: ChainContract = { start_date: last.end_date, end_date: last.end_date, policy_type: last.policy_type };
  const after = contractChain(sorted, next);
  return {
    contracts: verdict.contracts,
    limit: verdict.limit,
    chain_start: verdict.chain_start,
    chain_end: addMonths(verdict.chain_start, CHAIN_SPAN_MONTHS),
    last_end: last.end_date,
    full: verdict.full || after.full ? 'reports.yes' : 'reports.no',
  };
}
