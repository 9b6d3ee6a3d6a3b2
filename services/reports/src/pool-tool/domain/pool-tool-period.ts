import { PoolToolMessages } from '@app/contracts';
import { unprocessable, type BranchScope } from '@app/service-kit';

/** The longest period one declaration covers: a school year. */
export const MAX_PERIOD_DAYS = 366;

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * A period the fund can take (RPT-XML-04 'De datum is onjuist'): it ends on or after its start,
 * spans at most a school year, and is over (its last day before today): work not yet done is not declared.
 */
export function checkPeriod(from: string, to: string, today: string): void {
  // a 422 on the period: the planner can pick another one, so the dialog says it beside the period
  if (from > to || days(from, to) > MAX_PERIOD_DAYS || to >= today) {
    throw unprocessable({ period_to: [PoolToolMessages.wrongDate] }, PoolToolMessages.wrongDate);
  }
}

/** Who calls the pool tool: the pool, its branches, the user and today in Amsterdam. */
export interface PoolToolCaller {
  poolId: number;
  scope: BranchScope;
  username: string;
  today: string;
  now: Date;
}
