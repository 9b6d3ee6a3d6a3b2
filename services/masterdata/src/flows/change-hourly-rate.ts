import type { HourlyRate, HourlyRateInput } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { hourlyRatesOf, updateHourlyRate } from '../store/hourly-rates';
import { refuseOverlappingRate } from './hourly-rate-overlap';

/** Changes a rate of a person unless it then overlaps another; the person's rates, or null when the person has no such rate. */
export const changeHourlyRate = (
  deps: ServiceDeps,
  poolId: number,
  personId: number,
  id: number,
  input: HourlyRateInput,
): Promise<HourlyRate[] | null> =>
  deps.db.withPool(poolId, async (tx) => {
    await refuseOverlappingRate(tx, poolId, personId, input, id);
    return (await updateHourlyRate(tx, poolId, personId, id, input)) ? hourlyRatesOf(tx, poolId, personId) : null;
  });
