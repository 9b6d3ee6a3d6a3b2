import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { workPlanDefinitions } from '../db/schema';
import { startFromNorm, type PlanFields, type WorkPlanNorm } from '../domain/work-plans/work-plan-definition';

/** The live definition at a branch and period, if there is one (the partial unique index keeps it to one). */
export async function definitionAt(
  tx: Tx,
  poolId: number,
  branchId: number,
  periodId: number,
): Promise<(WorkPlanNorm & { id: number }) | null> {
  const [norm] = await tx
    .select({
      id: workPlanDefinitions.id,
      hours: workPlanDefinitions.hours,
      description: workPlanDefinitions.description,
      bapo: workPlanDefinitions.bapo,
      sustainable_employability: workPlanDefinitions.sustainableEmployability,
    })
    .from(workPlanDefinitions)
    .where(
      and(
        eq(workPlanDefinitions.poolId, poolId),
        eq(workPlanDefinitions.branchId, branchId),
        eq(workPlanDefinitions.periodId, periodId),
        isNull(workPlanDefinitions.archivedAt),
      ),
    )
    .limit(1);
  return norm ?? null;
}

/** A plan with blank hours starts from the definition at its branch and period; filled hours are kept as given. */
export async function startFromDefinition<T extends PlanFields>(tx: Tx, poolId: number, plan: T): Promise<T> {
  if (plan.hours != null) return plan;
  return startFromNorm(plan, await definitionAt(tx, poolId, plan.branch_id, plan.period_id));
}
