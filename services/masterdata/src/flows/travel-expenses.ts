import type { TravelExpenseEntryInput } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { travelEntryNotFound } from '../domain/travel/travel-rules';
import { branchTravelExpenses, createTravelExpense, deleteTravelExpense, updateTravelExpense } from '../store/travel';

/** A branch's travel expense table (km band, amount, period). */
export const travelExpensesOf = (deps: ServiceDeps, poolId: number, branchId: number) => branchTravelExpenses(deps.db, poolId, branchId);

/** Adds an entry and answers the branch's table. */
export async function addTravelExpense(deps: ServiceDeps, poolId: number, branchId: number, input: TravelExpenseEntryInput) {
  await createTravelExpense(deps.db, poolId, branchId, input);
  return travelExpensesOf(deps, poolId, branchId);
}

/** Changes an entry of the branch (404 when it has no such entry) and answers the branch's table. */
export async function changeTravelExpense(
  deps: ServiceDeps,
  poolId: number,
  branchId: number,
  entryId: number,
  input: TravelExpenseEntryInput,
) {
  if (!(await updateTravelExpense(deps.db, poolId, branchId, entryId, input))) throw notFound(travelEntryNotFound(entryId));
  return travelExpensesOf(deps, poolId, branchId);
}

/** Removes an entry of the branch (404 when it has no such entry) and answers the branch's table. */
export async function removeTravelExpense(deps: ServiceDeps, poolId: number, branchId: number, entryId: number) {
  if (!(await deleteTravelExpense(deps.db, poolId, branchId, entryId))) throw notFound(travelEntryNotFound(entryId));
  return travelExpensesOf(deps, poolId, branchId);
}
