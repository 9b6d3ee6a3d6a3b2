import type { Context } from 'koa';
import { TIME_ZONE } from '@app/contracts';
import { authOf, branchScopeOf, type ServiceDeps } from '@app/service-kit';
import type { ReportCaller } from './report-module';

/** The date of an instant in Europe/Amsterdam, `YYYY-MM-DD` (en-CA writes dates so). */
export const dateInAmsterdam = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

export function reportCallerOf(ctx: Context, deps: ServiceDeps): ReportCaller {
  const auth = authOf(ctx);
  const now = deps.clock.now();
  return { poolId: auth.pool_id, scope: branchScopeOf(auth), today: dateInAmsterdam(now), now, username: auth.username };
}
