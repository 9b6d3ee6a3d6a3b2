/**
 * The contract chain of a person at one board (DOMAIN 'Matching' rule 6, GAP-11), one rule for the
 * master data screens and for matching. Walking back from a new contract's start, the chain breaks
 * at a gap of more than 6 months; `exempt` contracts do not count. The limit is 6 contracts in 36
 * months when every contract in the chain is a replacement, else 3. The chain is full when the new
 * contract would pass the limit or end more than 36 months after the chain's start.
 */
export type ChainPolicyType = 'regular' | 'replacement' | 'exempt';

export interface ChainContract {
  start_date: string;
  end_date: string;
  /** the policy's type; a contract without a policy is a regular one */
  policy_type: ChainPolicyType | null;
}

export interface ChainVerdict {
  /** counted contracts in the chain, the new one included */
  contracts: number;
  limit: number;
  chain_start: string;
  full: boolean;
}

export const CHAIN_BREAK_MONTHS = 6;
export const CHAIN_SPAN_MONTHS = 36;
export const CHAIN_LIMIT_REGULAR = 3;
export const CHAIN_LIMIT_REPLACEMENT = 6;

/** YYYY-MM-DD plus whole months; the 31st becomes the month's last day (2026-08-31 + 6 = 2027-02-28). */
export function addMonths(day: string, months: number): string {
  // string arithmetic, no Date: matching calls this for every person and contract of a pool
  const months0 = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const year = Math.floor(months0 / 12);
  const month = months0 - year * 12 + 1;
  const d = Math.min(Number(day.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${d < 10 ? '0' : ''}${d}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function contractChain(existing: ChainContract[], next: ChainContract): ChainVerdict {
  const counted = existing
    .filter((c) => c.policy_type !== 'exempt' && c.start_date < next.start_date)
    .sort((a, b) => (a.end_date < b.end_date ? 1 : -1));
  const chain: ChainContract[] = [];
  let reach = next.start_date;
  for (const contract of counted) {
    if (addMonths(contract.end_date, CHAIN_BREAK_MONTHS) < reach) break;
    chain.push(contract);
    if (contract.start_date < reach) reach = contract.start_date;
  }
  if (next.policy_type === 'exempt') return { contracts: chain.length, limit: CHAIN_LIMIT_REGULAR, chain_start: reach, full: false };
  const all = [...chain, next];
  const limit = all.every((c) => c.policy_type === 'replacement') ? CHAIN_LIMIT_REPLACEMENT : CHAIN_LIMIT_REGULAR;
  const full = all.length > limit || addMonths(reach, CHAIN_SPAN_MONTHS) < next.end_date;
  return { contracts: all.length, limit, chain_start: reach, full };
}
