import { unprocessable, type Tx } from '@app/service-kit';
import { personRemovalErrors, PROFILE_TYPE_IN_USE } from '../domain/person-popup/person-removal';
import type { ApiRecord } from './entity-store';
import { isSysadminPerson, profileTypeInUse } from './person-popup';
import { countRequestsOfPerson } from './request-usage';

/** How many requests name the person (staffing's published requests, `request-usage.ts`). */
export type RequestCounter = (tx: Tx, poolId: number, personId: number) => Promise<number | null>;

/** Before-archive hook of persons: not a sysadmin person, not a person with requests (MD-PERSON-04). */
export const refusePersonRemoval =
  (countRequests: RequestCounter = countRequestsOfPerson) =>
  async (tx: Tx, poolId: number, record: ApiRecord) => {
    const personId = record.id as number;
    const errors = personRemovalErrors({
      isSysadmin: await isSysadminPerson(tx, poolId, personId),
      requestCount: await countRequests(tx, poolId, personId),
    });
    if (errors.length) throw unprocessable({ _: errors });
  };

/** Before-archive hook of profile types: one used by a live profile stays. */
export async function refuseProfileTypeInUse(tx: Tx, poolId: number, record: ApiRecord) {
  if (await profileTypeInUse(tx, poolId, record.id as number)) throw unprocessable({ _: [PROFILE_TYPE_IN_USE] });
}
