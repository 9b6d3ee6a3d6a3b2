import { travelRoutes } from './travel-api';
import type { Context } from 'koa';
import {
  hasAnyRight,
  travelDistanceInputSchema,
  travelExpenseEntryInputSchema,
  type BranchTravelExpenses,
  type PersonTravelDistances,
} from '@app/contracts';
import { authOf, notFound, ok, unprocessable, validate, type ServiceDeps, type RouteMounter } from '@app/service-kit';
import {
  dateIn,
  TRAVEL_RIGHTS,
  travelBranchParamsSchema,
  travelDateQuerySchema,
  travelEntryNotFound,
  travelEntryParamsSchema,
  travelExpenseEntryErrors,
} from '../domain/travel/travel-rules';
import {
  branchTravelExpenses,
  createTravelExpense,
  deleteTravelExpense,
  enterDistance,
  forgetDistance,
  personDistances,
  updateTravelExpense,
} from '../store/travel';
import { ensureBranch, existingBranchId } from './branches';
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
  const answerDistances = async (ctx: Context, poolId: number, personId: number, date: string) => {
    const answer: PersonTravelDistances = {
      date,
      can_edit: canChange(ctx),
      distances: await personDistances(deps.db, poolId, personId, date),
    };
    ok(ctx, answer);
  };
  const answerEntries = async (ctx: Context, poolId: number, branchId: number) => {
    const answer: BranchTravelExpenses = { can_edit: canChange(ctx), entries: await branchTravelExpenses(deps.db, poolId, branchId) };
    ok(ctx, answer);
  };

  mount(travelRoutes.getPersonIdTravelDistances, async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const date = validate(travelDateQuerySchema, ctx.query).date ?? dateIn(deps.clock.now());
    await answerDistances(ctx, authOf(ctx).pool_id, id, date);
  });

  mount(travelRoutes.putPersonIdTravelDistancesBranchId, async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const { branchId } = validate(travelBranchParamsSchema, ctx.params);
    const { km } = validate(travelDistanceInputSchema, ctx.request.body);
    const poolId = authOf(ctx).pool_id;
    await ensureBranch(deps, poolId, branchId);
    await enterDistance(deps.db, poolId, id, branchId, km, deps.clock.now());
    await answerDistances(ctx, poolId, id, dateIn(deps.clock.now()));
  });

  mount(travelRoutes.deletePersonIdTravelDistancesBranchId, async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const { branchId } = validate(travelBranchParamsSchema, ctx.params);
    const poolId = authOf(ctx).pool_id;
    await forgetDistance(deps.db, poolId, id, branchId);
    await answerDistances(ctx, poolId, id, dateIn(deps.clock.now()));
  });

  mount(travelRoutes.getBranchIdTravelExpenses, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    await answerEntries(ctx, authOf(ctx).pool_id, id);
  });

  mount(travelRoutes.postBranchIdTravelExpenses, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    const poolId = authOf(ctx).pool_id;
    await createTravelExpense(deps.db, poolId, id, validEntry(ctx.request.body));
    await answerEntries(ctx, poolId, id);
    ctx.status = 201;
  });

  mount(travelRoutes.putBranchIdTravelExpensesEntryId, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    const { entryId } = validate(travelEntryParamsSchema, ctx.params);
    const poolId = authOf(ctx).pool_id;
    if (!(await updateTravelExpense(deps.db, poolId, id, entryId, validEntry(ctx.request.body))))
      throw notFound(travelEntryNotFound(entryId));
    await answerEntries(ctx, poolId, id);
  });

  mount(travelRoutes.deleteBranchIdTravelExpensesEntryId, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    const { entryId } = validate(travelEntryParamsSchema, ctx.params);
    const poolId = authOf(ctx).pool_id;
    if (!(await deleteTravelExpense(deps.db, poolId, id, entryId))) throw notFound(travelEntryNotFound(entryId));
    await answerEntries(ctx, poolId, id);
  });
}
