import { WorkPlanMessages } from '@app/contracts';
import { unprocessable } from '@app/service-kit';

/** The norm of the work plan policy at a branch and period, as a work plan starts from it (ADR 0109). */
export interface WorkPlanNorm {
  hours: number;
  description: string | null;
  bapo: number;
  sustainable_employability: number;
}

export interface PlanFields {
  branch_id: number;
  period_id: number;
  hours?: number | null;
  description?: string | null;
  bapo?: number | null;
  sustainable_employability?: number | null;
}

/**
 * A work plan whose hours are left blank starts from `norm`, the definition at its branch and
 * period: the hours, and the description, bapo and sustainable employability where those are blank
 * (or 0). Without a definition the hours are required.
 */
export function startFromNorm<T extends PlanFields>(plan: T, norm: WorkPlanNorm | null): T {
  if (!norm) throw unprocessable({ hours: [WorkPlanMessages.hoursNeeded] });
  return {
    ...plan,
    hours: norm.hours,
    description: plan.description || norm.description,
    bapo: plan.bapo || norm.bapo,
    sustainable_employability: plan.sustainable_employability || norm.sustainable_employability,
  };
}
