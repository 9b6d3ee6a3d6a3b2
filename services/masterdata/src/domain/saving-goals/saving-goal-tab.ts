import { asc } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { SAVING_GOAL_RIGHTS, savingGoalInputSchema, type SavingGoal, type SavingGoalInput } from '@app/contracts';
import { unprocessable } from '@app/service-kit';
import { savingGoals } from '../../db/schema';
import type { PersonRowTab } from '../../routes/person-rows';
import { endNotBeforeStart } from '../validation/date-range';

/** The person popup's Saving goals tab (MD-PPOP-06): type, hours, description, start and end date. */
export const savingGoalTab: PersonRowTab<typeof savingGoalInputSchema, SavingGoal> = {
  path: 'saving-goals',
  label: 'Saving goal',
  rights: SAVING_GOAL_RIGHTS,
  schema: savingGoalInputSchema,
  kind: {
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
  },
};
