import {
  hasAnyRight,
  WORK_STATE_STEPS,
  WorkStateMessages as M,
  WorkStateRights,
  type PayrollState,
  type RightsHolder,
  type WorkStateStep,
} from '@app/contracts';

/**
 * The work-state flow (ADR 0085, docs/work-state.md 'Flow'): approved -> reviewed -> processed ->
 * sent, each step on or off by pool setting. Pure: each function answers the step to set or the
 * message why not.
 */

/** What the rules need of a line. */
export interface LineSteps {
  approved: boolean;
  reviewed: boolean;
  processed: boolean;
  sent: boolean;
  payroll_state: PayrollState;
}

export type StepSwitches = Record<WorkStateStep, boolean>;

/** The action that takes each step (the payroll send takes `sent`; the `send` action only queues). */
export const STEP_OF_ACTION = { approve: 'approved', review: 'reviewed', process: 'processed', send: 'sent' } as const;
export type StepAction = keyof typeof STEP_OF_ACTION;

type Verdict<T> = { ok: true; value: T } | { ok: false; error: string };
const refuse = (error: string): Verdict<never> => ({ ok: false, error });

/** A line is locked (no edits, no checkmark changes) once processed or sent. */
export const isLocked = (line: Pick<LineSteps, 'processed' | 'sent'>) => line.processed || line.sent;

/** The last step taken, or null. */
export function lastStep(line: LineSteps): WorkStateStep | null {
  for (let i = WORK_STATE_STEPS.length - 1; i >= 0; i--) if (line[WORK_STATE_STEPS[i]!]) return WORK_STATE_STEPS[i]!;
  return null;
}

/**
 * Whether the caller may take `action` on the line: the step must be on and not yet taken, no later
 * step taken, every earlier step that is on taken (an earlier step that is off is skipped), and the
 * caller must hold the step's right (or WORK_STATE_ALL). `send` queues a processed line for payroll.
 */
export function mayTake(action: StepAction, line: LineSteps, switches: StepSwitches, caller: RightsHolder): Verdict<WorkStateStep> {
  const step = STEP_OF_ACTION[action];
  if (!hasAnyRight(caller, WorkStateRights[action])) return refuse(M.notAllowed);
  if (!switches[step]) return refuse(M.stepOff);
  if (action === 'send' && line.payroll_state !== 'none' && line.payroll_state !== 'rejected') return refuse(M.alreadyQueued);
  if (line[step]) return refuse(M.alreadyDone);
  const at = WORK_STATE_STEPS.indexOf(step);
  if (WORK_STATE_STEPS.slice(at + 1).some((later) => line[later])) return refuse(M.alreadyDone);
  if (WORK_STATE_STEPS.slice(0, at).some((earlier) => switches[earlier] && !line[earlier])) return refuse(M.previousMissing);
  return { ok: true, value: step };
}

/**
 * Undo: only the last step taken, only with WORK_STATE_ALL, never once sent, and not while the line
 * is on its way to payroll. Undoing `processed` of a queued-then-rejected line is allowed.
 */
export function mayUndo(line: LineSteps, caller: RightsHolder): Verdict<WorkStateStep> {
  if (!hasAnyRight(caller, WorkStateRights.undo)) return refuse(M.undoNotAllowed);
  if (line.sent || line.payroll_state === 'sent') return refuse(M.undoSent);
  if (line.payroll_state === 'queued' || line.payroll_state === 'sending') return refuse(M.undoSending);
  const step = lastStep(line);
  return step === null ? refuse(M.nothingToUndo) : { ok: true, value: step };
}

/** Setting or clearing an extra checkmark: a named checkmark, the right, and a line not yet sent. */
export function mayCheck(line: LineSteps, checkmarkNamed: boolean, caller: RightsHolder): Verdict<true> {
  if (!hasAnyRight(caller, WorkStateRights.check)) return refuse(M.notAllowed);
  if (!checkmarkNamed) return refuse(M.checkmarkUnknown);
  if (line.sent) return refuse(M.undoSent);
  return { ok: true, value: true };
}

/** Editing WTF, distance, CAO fee or contribution: the right, and the line not locked. */
export function mayEdit(line: LineSteps, caller: RightsHolder): Verdict<true> {
  if (!hasAnyRight(caller, WorkStateRights.edit)) return refuse(M.notAllowed);
  if (isLocked(line)) return refuse(M.locked);
  return { ok: true, value: true };
}
