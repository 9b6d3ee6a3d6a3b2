import type { HourlyRate } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { hourlyRatesOf } from '../store/hourly-rates';

/** A person's secondment hourly rates by start date. */
export const personHourlyRates = (deps: ServiceDeps, poolId: number, personId: number): Promise<HourlyRate[]> =>
  deps.db.withPool(poolId, (tx) => hourlyRatesOf(tx, poolId, personId));
