import type { HourlyRate, HourlyRateInput } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { hourlyRatesOf, insertHourlyRate } from '../store/hourly-rates';
import { refuseOverlappingRate } from './hourly-rate-overlap';

/** Adds a rate to a person unless it overlaps another; answers the person's rates. */
export const addHourlyRate = (deps: ServiceDeps, poolId: number, personId: number, input: HourlyRateInput): Promise<HourlyRate[]> =>
  deps.db.withPool(poolId, async (tx) => {
    await refuseOverlappingRate(tx, poolId, personId, input, null);
    await insertHourlyRate(tx, poolId, personId, input);
    return hourlyRatesOf(tx, poolId, personId);
  });
