import { travelRoutes } from './travel-api';
import type { Context } from 'koa';
import {
  hasAnyRight,
  travelDistanceInputSchema,
  travelExpenseEntryInputSchema,
  type BranchTravelExpenses,
  type PersonTravelDistances,
} from '@app/contracts';
import { authOf, ok, unprocessable, validate, type ServiceDeps, type RouteMounter } from '@app/service-kit';
import {
  dateIn,
  TRAVEL_RIGHTS,
  travelBranchParamsSchema,
  travelDateQuerySchema,
  travelEntryParamsSchema,
  travelExpenseEntryErrors,
} from '../domain/travel/travel-rules';
import { enterTravelDistance, forgetTravelDistance, travelDistancesOn } from '../flows/travel-distances';
import { addTravelExpense, changeTravelExpense, removeTravelExpense, travelExpensesOf } from '../flows/travel-expenses';
import { existingBranchId } from './branches';
import { existingPersonId } from './person-param';

const validEntry = (body: unknown) => {
  const entry = validate(travelExpenseEntryInputSchema, body);
  const errors = travelExpenseEntryErrors(entry);
  if (Object.keys(errors).length) throw unprocessable(errors);
  return entry;
};

/**
 * Travel expenses: the person popup's tab lists the person's distances to the branches
 * (entered, else computed from the coordinates) with a working day's allowance, and enters or
 * forgets a distance; the branch popup's tab keeps the branch's travel expense table (km band,
 * amount, period), which the allowance before 2024 takes its amount from. Every answer is the
 * tab's whole content, with `can_edit`: whether the tab offers changes.
 */
export function mountTravelRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const canChange = (ctx: Context) => hasAnyRight(authOf(ctx), TRAVEL_RIGHTS.edit);
  const answerDistances = (ctx: Context, { date, distances }: Omit<PersonTravelDistances, 'can_edit'>) => {
    const answer: PersonTravelDistances = { date, can_edit: canChange(ctx), distances };
    ok(ctx, answer);
  };
  const answerEntries = (ctx: Context, entries: BranchTravelExpenses['entries'], status = 200) => {
    const answer: BranchTravelExpenses = { can_edit: canChange(ctx), entries };
    ok(ctx, answer, {}, status);
  };

  mount(travelRoutes.getPersonIdTravelDistances, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const date = validate(travelDateQuerySchema, ctx.query).date ?? dateIn(deps.clock.now());
    answerDistances(ctx, await travelDistancesOn(deps, authOf(ctx).pool_id, id, date));
  });

  mount(travelRoutes.putPersonIdTravelDistancesBranchId, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { branchId } = validate(travelBranchParamsSchema, ctx.params);
    const { km } = validate(travelDistanceInputSchema, ctx.request.body);
    answerDistances(ctx, await enterTravelDistance(deps, authOf(ctx).pool_id, id, branchId, km));
  });

  mount(travelRoutes.deletePersonIdTravelDistancesBranchId, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { branchId } = validate(travelBranchParamsSchema, ctx.params);
    answerDistances(ctx, await forgetTravelDistance(deps, authOf(ctx).pool_id, id, branchId));
  });

  mount(travelRoutes.getBranchIdTravelExpenses, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    answerEntries(ctx, await travelExpensesOf(deps, authOf(ctx).pool_id, id));
  });

  mount(travelRoutes.postBranchIdTravelExpenses, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    answerEntries(ctx, await addTravelExpense(deps, authOf(ctx).pool_id, id, validEntry(ctx.request.body)), 201);
  });

  mount(travelRoutes.putBranchIdTravelExpensesEntryId, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    const { entryId } = validate(travelEntryParamsSchema, ctx.params);
    answerEntries(ctx, await changeTravelExpense(deps, authOf(ctx).pool_id, id, entryId, validEntry(ctx.request.body)));
  });

  mount(travelRoutes.deleteBranchIdTravelExpensesEntryId, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    const { entryId } = validate(travelEntryParamsSchema, ctx.params);
    answerEntries(ctx, await removeTravelExpense(deps, authOf(ctx).pool_id, id, entryId));
  });
}
