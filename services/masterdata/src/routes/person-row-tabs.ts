import {
  SAVING_GOAL_RIGHTS,
  SCORE_RIGHTS,
  WORK_PLAN_RIGHTS,
  savingGoalInputSchema,
  scoreInputSchema,
  workPlanInputSchema,
  type SavingGoal,
  type Score,
  type WorkPlan,
} from '@app/contracts';
import { averageScore } from '../domain/scores/average-score';
import { personRowKinds } from '../flows/person-rows';
import type { PersonRowTab } from './person-rows';

/** The person popup's Saving goals tab (MD-PPOP-06): type, hours, description, start and end date. */
export const savingGoalTab: PersonRowTab<typeof savingGoalInputSchema, SavingGoal> = {
  path: 'saving-goals',
  label: 'Saving goal',
  rights: SAVING_GOAL_RIGHTS,
  schema: savingGoalInputSchema,
  kind: personRowKinds.savingGoal,
};

/**
 * The person popup's Work plans tab (MD-WPLAN-01): per branch and period the hours with their
 * description, bapo and sustainable employability; one plan a person, branch and period.
 */
export const workPlanTab: PersonRowTab<typeof workPlanInputSchema, WorkPlan> = {
  path: 'work-plans',
  label: 'Work plan',
  rights: WORK_PLAN_RIGHTS,
  schema: workPlanInputSchema,
  kind: personRowKinds.workPlan,
};

/**
 * The person popup's Score tab (spec: "fields not shown"; the design is ADR 0101): a score 1 to 5
 * on a date with a remark, by the rater who saved it last, newest first, and their average.
 */
export const scoreTab: PersonRowTab<typeof scoreInputSchema, Score> = {
  path: 'scores',
  label: 'Score',
  rights: SCORE_RIGHTS,
  schema: scoreInputSchema,
  kind: personRowKinds.score,
  extra: (rows) => ({ average: averageScore(rows) }),
};
