import type { DaypartRef } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { readRequestSettings } from '../store/masterdata-reads';

/** A daypart a person is reported absent on, and the branch of the request that reports it. */
export interface Absence {
  date: string;
  daypart: number;
  branchId: number;
}

/**
 * The absences check_the_same_person_absent 'prevent' holds (CAL-DIS-04, ADR 0367): the setting of
 * the branch of the request each is reported on (its own, else inherited, else the pool's). The one
 * resolver of the policy for a person's availability: the marked days and the default week are
 * refused by it, and the absentee dates person planning disables come from it.
 */
export async function preventedAbsences(tx: Tx, poolId: number, absences: readonly Absence[]): Promise<DaypartRef[]> {
  const policyOf = new Map<number, string>();
  const prevented: DaypartRef[] = [];
  for (const absence of absences) {
    if (!policyOf.has(absence.branchId))
      policyOf.set(absence.branchId, (await readRequestSettings(tx, poolId, absence.branchId)).check_the_same_person_absent);
    if (policyOf.get(absence.branchId) === 'prevent')
      prevented.push({ date: absence.date, daypart: absence.daypart as DaypartRef['daypart'] });
  }
  return prevented.sort((a, b) => a.date.localeCompare(b.date) || a.daypart - b.daypart);
}
