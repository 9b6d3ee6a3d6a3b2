import type { TravelExpenseEntryInput } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { travelEntryNotFound } from '../domain/travel/travel-rules';
import { branchTravelExpenses, createTravelExpense, deleteTravelExpense, updateTravelExpense } from '../store/travel';

/** A branch's travel expense table (km band, amount, period). */
export const travelExpensesOf = (deps: ServiceDeps, poolId: number, branchId: number) =>
  deps.db.withPool(poolId, (tx) => branchTravelExpenses(tx, poolId, branchId));

/** Adds an entry and answers the branch's table. */
export const addTravelExpense = (deps: ServiceDeps, poolId: number, branchId: number, input: TravelExpenseEntryInput) =>
  deps.db.withPool(poolId, async (tx) => {
    await createTravelExpense(tx, poolId, branchId, input);
    return branchTravelExpenses(tx, poolId, branchId);
  });

/** Changes an entry of the branch (404 when it has no such entry) and answers the branch's table. */
export const changeTravelExpense = (deps: ServiceDeps, poolId: number, branchId: number, entryId: number, input: TravelExpenseEntryInput) =>
  deps.db.withPool(poolId, async (tx) => {
    if (!(await updateTravelExpense(tx, poolId, branchId, entryId, input))) throw notFound(travelEntryNotFound(entryId));
    return branchTravelExpenses(tx, poolId, branchId);
  });

/** Removes an entry of the branch (404 when it has no such entry) and answers the branch's table. */
export const removeTravelExpense = (deps: ServiceDeps, poolId: number, branchId: number, entryId: number) =>
  deps.db.withPool(poolId, async (tx) => {
    if (!(await deleteTravelExpense(tx, poolId, branchId, entryId))) throw notFound(travelEntryNotFound(entryId));
    return branchTravelExpenses(tx, poolId, branchId);
  });
