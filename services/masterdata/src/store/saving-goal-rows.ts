import { and, asc, eq } from 'drizzle-orm';
import type { SavingGoal, SavingGoalInput } from '@app/contracts';
import { unprocessable } from '@app/service-kit';
import { savingGoals } from '../db/schema';
import { endNotBeforeStart } from '../domain/validation/date-range';
import type { PersonRowKind } from './person-rows';

/** How the person popup's Saving goals tab (MD-PPOP-06) reads and writes: type, hours, description, start and end date. */
export const savingGoalRows: PersonRowKind<SavingGoalInput, SavingGoal> = {
  table: savingGoals,
  list: (tx, poolId, personId) =>
    tx
      .select({
        id: savingGoals.id,
        person_id: savingGoals.personId,
        type: savingGoals.type,
        hours: savingGoals.hours,
        description: savingGoals.description,
        start_date: savingGoals.startDate,
        end_date: savingGoals.endDate,
      })
      .from(savingGoals)
      .where(and(eq(savingGoals.poolId, poolId), eq(savingGoals.personId, personId)))
      .orderBy(asc(savingGoals.startDate), asc(savingGoals.id)),
  values: (input: SavingGoalInput) => ({
    type: input.type,
    hours: input.hours,
    description: input.description ?? null,
    startDate: input.start_date,
    endDate: input.end_date ?? null,
  }),
  check: async (_tx, _poolId, _personId, input) => {
    const errors = endNotBeforeStart(input);
    if (Object.keys(errors).length) throw unprocessable(errors);
  },
};
