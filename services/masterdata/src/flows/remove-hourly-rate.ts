import type { HourlyRate } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { deleteHourlyRate, hourlyRatesOf } from '../store/hourly-rates';

/** Removes a rate of a person; the person's rates, or null when the person has no such rate. */
export const removeHourlyRate = (deps: ServiceDeps, poolId: number, personId: number, id: number): Promise<HourlyRate[] | null> =>
  deps.db.withPool(poolId, async (tx) => ((await deleteHourlyRate(tx, poolId, personId, id)) ? hourlyRatesOf(tx, poolId, personId) : null));
