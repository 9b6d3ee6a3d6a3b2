import type { HourlyRateInput } from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { hourlyRateErrors } from '../domain/hourly-rates/hourly-rate-rules';
import { otherHourlyRates } from '../store/hourly-rates';
import { lockPerson } from '../store/person-rows';

/**
 * The overlap rule, a step of adding and changing a rate: it reads the person's other rates in the
 * write's transaction with the person locked, so two saves cannot both pass it; throws 422.
 */
export async function refuseOverlappingRate(tx: Tx, poolId: number, personId: number, input: HourlyRateInput, id: number | null) {
  await lockPerson(tx, poolId, personId);
  const errors = hourlyRateErrors(input, await otherHourlyRates(tx, poolId, personId, id));
  if (Object.keys(errors).length) throw unprocessable(errors);
}
