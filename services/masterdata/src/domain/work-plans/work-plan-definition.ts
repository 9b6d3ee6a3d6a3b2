import { and, eq, isNull } from 'drizzle-orm';
import { WorkPlanMessages } from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { workPlanDefinitions } from '../../db/schema';

/** The norm of the work plan policy at a branch and period, as a work plan starts from it (ADR 0109). */
export interface WorkPlanNorm {
  hours: number;
  description: string | null;
  bapo: number;
  sustainable_employability: number;
}

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

interface PlanFields {
  branch_id: number;
  period_id: number;
  hours?: number | null;
  description?: string | null;
  bapo?: number | null;
  sustainable_employability?: number | null;
}

/**
 * A work plan whose hours are left blank starts from the definition at its branch and period: the
 * hours, and the description, bapo and sustainable employability where those are blank (or 0).
 * Without a definition the hours are required. Filled hours are kept as given.
 */
export async function startFromDefinition<T extends PlanFields>(tx: Tx, poolId: number, plan: T): Promise<T> {
  if (plan.hours != null) return plan;
  const norm = await definitionAt(tx, poolId, plan.branch_id, plan.period_id);
  if (!norm) throw unprocessable({ hours: [WorkPlanMessages.hoursNeeded] });
  return {
    ...plan,
    hours: norm.hours,
    description: plan.description || norm.description,
    bapo: plan.bapo || norm.bapo,
    sustainable_employability: plan.sustainable_employability || norm.sustainable_employability,
  };
}
