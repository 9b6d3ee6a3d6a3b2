import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { WorkPlanMessages, type WorkPlan, type WorkPlanInput } from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, periods, workPlans } from '../db/schema';
import type { FieldErrors } from '../domain/validation/field-schemas';
import { isLiveInPool } from './known-ids';
import type { PersonRowKind } from './person-rows';
import { startFromDefinition } from './work-plan-definitions';

type PlanRule = Pick<WorkPlanInput, 'branch_id' | 'period_id'>;

/**
 * The rules of a work plan, of the person tab and the work plans list alike: the branch and the
 * period are live records of the pool, and a person has one live plan a branch and period. Run
 * with the person locked; throws 422.
 */
export async function checkWorkPlan(tx: Tx, poolId: number, personId: number, input: PlanRule, id: number | null) {
  const errors: FieldErrors = {};
  if (!(await isLiveInPool(tx, branches, poolId, input.branch_id))) errors.branch_id = ['The selected Branch is invalid.'];
  if (!(await isLiveInPool(tx, periods, poolId, input.period_id))) errors.period_id = ['The selected Period is invalid.'];
  if (!Object.keys(errors).length) {
    const [same] = await tx
      .select({ id: workPlans.id })
      .from(workPlans)
      .where(
        and(
          eq(workPlans.poolId, poolId),
          eq(workPlans.personId, personId),
          eq(workPlans.branchId, input.branch_id),
          eq(workPlans.periodId, input.period_id),
          isNull(workPlans.archivedAt),
          id === null ? undefined : ne(workPlans.id, id),
        ),
      )
      .limit(1);
    if (same) errors.period_id = [WorkPlanMessages.taken];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/**
 * How the person popup's Work plans tab (MD-WPLAN-01) reads and writes: per branch and period the
 * hours with their description, bapo and sustainable employability; one plan a person, branch and period.
 */
export const workPlanRows: PersonRowKind<WorkPlanInput, WorkPlan> = {
  table: workPlans,
  list: (tx, poolId, personId) =>
    tx
      .select({
        id: workPlans.id,
        person_id: workPlans.personId,
        branch_id: workPlans.branchId,
        branch_name: sql<string>`coalesce(${branches.name}, '')`,
        period_id: workPlans.periodId,
        period_name: sql<string>`coalesce(${periods.name}, '')`,
        hours: workPlans.hours,
        description: workPlans.description,
        bapo: workPlans.bapo,
        sustainable_employability: workPlans.sustainableEmployability,
      })
      .from(workPlans)
      .leftJoin(branches, and(eq(branches.poolId, workPlans.poolId), eq(branches.id, workPlans.branchId)))
      .leftJoin(periods, and(eq(periods.poolId, workPlans.poolId), eq(periods.id, workPlans.periodId)))
      .where(and(eq(workPlans.poolId, poolId), eq(workPlans.personId, personId), isNull(workPlans.archivedAt)))
      .orderBy(asc(periods.startDate), asc(branches.name), asc(workPlans.id)),
  values: (input: WorkPlanInput) => ({
    branchId: input.branch_id,
    periodId: input.period_id,
    hours: input.hours,
    description: input.description ?? null,
    bapo: input.bapo,
    sustainableEmployability: input.sustainable_employability,
  }),
  check: (tx, poolId, personId, input, id) => checkWorkPlan(tx, poolId, personId, input, id),
  // blank hours take the work plan definition's at the branch and period (ADR 0109)
  prepare: (tx, poolId, input) => startFromDefinition(tx, poolId, input),
};
