import { sql, type SQL } from 'drizzle-orm';
import { WORK_STATE_STEPS, type WorkStateStep, type WorkStateStepFilter } from '@app/contracts';
import type { StepSwitches } from '../domain/work-state/work-state-flow';

/**
 * The step conditions on a work-state line `w` in SQL, the same rules as `mayTake` (ADR 0085): a
 * line awaits a step when the step is on, neither it nor a later step is taken, and every earlier
 * step that is on is taken. The list's step filter and the dashboard's cards count with these.
 */
const column = (step: WorkStateStep) => sql.raw(`w.${step}_at`);

export function awaitingStep(step: WorkStateStep, switches: StepSwitches): SQL {
  if (!switches[step]) return sql`false`;
  const at = WORK_STATE_STEPS.indexOf(step);
  const parts = WORK_STATE_STEPS.slice(at).map((s) => sql`${column(s)} is null`);
  for (const earlier of WORK_STATE_STEPS.slice(0, at)) if (switches[earlier]) parts.push(sql`${column(earlier)} is not null`);
  // the payroll send takes `sent`: a line already queued no longer awaits the send action
  if (step === 'sent') parts.push(sql`w.payroll_state in ('none', 'rejected')`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

const AWAITING: Record<string, WorkStateStep> = { to_approve: 'approved', to_review: 'reviewed', to_process: 'processed', to_send: 'sent' };

/** `filters[step]`: one condition for the chosen stages, any of them. */
export function stepFilter(values: readonly string[], switches: StepSwitches): SQL | undefined {
  const parts: SQL[] = [];
  for (const v of values as readonly WorkStateStepFilter[]) {
    if (v in AWAITING) parts.push(awaitingStep(AWAITING[v]!, switches));
    else if ((WORK_STATE_STEPS as readonly string[]).includes(v)) parts.push(sql`${column(v as WorkStateStep)} is not null`);
    else if (v === 'rejected') parts.push(sql`w.payroll_state = 'rejected'`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
