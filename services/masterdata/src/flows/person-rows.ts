import type { ServiceDeps } from '@app/service-kit';
import { createPersonRow, deletePersonRow, personRows, updatePersonRow, type PersonRowKind } from '../store/person-rows';
import { savingGoalRows } from '../store/saving-goal-rows';
import { scoreRows } from '../store/score-rows';
import { workPlanRows } from '../store/work-plan-rows';

export type { PersonRowKind };

/** Who saves a row (the score's rater). */
type RowWriter = { username: string };

/** The rows of the person popup's row tabs, each kept by its own store. */
export const personRowKinds = { savingGoal: savingGoalRows, workPlan: workPlanRows, score: scoreRows };

/** A person's rows of one kind (the person is checked by the caller). */
export const rowsOfPerson = <I, R>(deps: ServiceDeps, kind: PersonRowKind<I, R>, poolId: number, personId: number) =>
  personRows(deps.db, kind, poolId, personId);

/** Adds a row and answers the person's whole list. */
export const addPersonRow = <I, R>(
  deps: ServiceDeps,
  kind: PersonRowKind<I, R>,
  poolId: number,
  personId: number,
  input: I,
  by: RowWriter,
) => createPersonRow(deps.db, kind, poolId, personId, input, by);

/** Changes a row and answers the person's whole list; null when the person has no such row. */
export const changePersonRow = <I, R>(
  deps: ServiceDeps,
  kind: PersonRowKind<I, R>,
  poolId: number,
  personId: number,
  rowId: number,
  input: I,
  by: RowWriter,
) => updatePersonRow(deps.db, kind, poolId, personId, rowId, input, by);

/** Removes a row and answers the person's whole list; null when the person has no such row. */
export const removePersonRow = <I, R>(deps: ServiceDeps, kind: PersonRowKind<I, R>, poolId: number, personId: number, rowId: number) =>
  deletePersonRow(deps.db, kind, poolId, personId, rowId);
