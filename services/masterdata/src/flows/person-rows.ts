import type { ServiceDeps, Tx } from '@app/service-kit';
import { deletePersonRow, insertPersonRow, lockPerson, updatePersonRow, type PersonRowKind } from '../store/person-rows';
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
  deps.db.withPool(poolId, (tx) => kind.list(tx, poolId, personId));

/**
 * The input as it is written: filled from the data (`prepare`) and checked (`check`) in the write's
 * transaction with the person locked, so two saves cannot both pass a rule that reads the other rows.
 */
async function checkedInput<I, R>(tx: Tx, kind: PersonRowKind<I, R>, poolId: number, personId: number, input: I, id: number | null) {
  await lockPerson(tx, poolId, personId);
  const prepared = kind.prepare ? await kind.prepare(tx, poolId, input) : input;
  await kind.check?.(tx, poolId, personId, prepared, id);
  return prepared;
}

/** Adds a row and answers the person's whole list. */
export const addPersonRow = <I, R>(
  deps: ServiceDeps,
  kind: PersonRowKind<I, R>,
  poolId: number,
  personId: number,
  input: I,
  by: RowWriter,
) =>
  deps.db.withPool(poolId, async (tx) => {
    await insertPersonRow(tx, kind, poolId, personId, await checkedInput(tx, kind, poolId, personId, input, null), by);
    return kind.list(tx, poolId, personId);
  });

/** Changes a row and answers the person's whole list; null when the person has no such row. */
export const changePersonRow = <I, R>(
  deps: ServiceDeps,
  kind: PersonRowKind<I, R>,
  poolId: number,
  personId: number,
  rowId: number,
  input: I,
  by: RowWriter,
) =>
  deps.db.withPool(poolId, async (tx) => {
    const prepared = await checkedInput(tx, kind, poolId, personId, input, rowId);
    return (await updatePersonRow(tx, kind, poolId, personId, rowId, prepared, by)) ? kind.list(tx, poolId, personId) : null;
  });

/** Removes a row and answers the person's whole list; null when the person has no such row. */
export const removePersonRow = <I, R>(deps: ServiceDeps, kind: PersonRowKind<I, R>, poolId: number, personId: number, rowId: number) =>
  deps.db.withPool(poolId, async (tx) =>
    (await deletePersonRow(tx, kind, poolId, personId, rowId)) ? kind.list(tx, poolId, personId) : null,
  );
