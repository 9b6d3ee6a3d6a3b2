import { ExtraPermission as E, Permission as P, WorkStateMessages as M } from '@app/contracts';
import { isLocked, lastStep, mayCheck, mayEdit, mayTake, mayUndo, type LineSteps, type StepSwitches } from './work-state-flow';

const fresh: LineSteps = { approved: false, reviewed: false, processed: false, sent: false, payroll_state: 'none' };
const on: StepSwitches = { approved: true, reviewed: true, processed: true, sent: true };
const holder = (...allow: string[]) => ({ allow, roles: [], finished: 1, is_sysadmin: false });
const school = holder(P.WORK_STATE_VIEW, E.WORK_STATE_APPROVE);
const board = holder(P.WORK_STATE_VIEW, E.WORK_STATE_REVIEW);
const office = holder(P.WORK_STATE_VIEW, E.WORK_STATE_PROCESS);
const admin = holder(P.WORK_STATE_ALL);

describe('work-state flow rules', () => {
  it('takes the steps in order, each by its own right', () => {
    expect(mayTake('approve', fresh, on, school)).toEqual({ ok: true, value: 'approved' });
    expect(mayTake('review', fresh, on, board)).toEqual({ ok: false, error: M.previousMissing });
    expect(mayTake('approve', fresh, on, board)).toEqual({ ok: false, error: M.notAllowed });
    const approved = { ...fresh, approved: true };
    expect(mayTake('review', approved, on, board)).toEqual({ ok: true, value: 'reviewed' });
    expect(mayTake('approve', approved, on, school)).toEqual({ ok: false, error: M.alreadyDone });
    const reviewed = { ...approved, reviewed: true };
    expect(mayTake('process', reviewed, on, office)).toEqual({ ok: true, value: 'processed' });
    expect(mayTake('process', reviewed, on, school)).toEqual({ ok: false, error: M.notAllowed });
    const processed = { ...reviewed, processed: true };
    expect(mayTake('send', processed, on, office)).toEqual({ ok: true, value: 'sent' });
    expect(mayTake('send', { ...processed, payroll_state: 'queued' }, on, office)).toEqual({ ok: false, error: M.alreadyQueued });
    expect(mayTake('send', { ...processed, payroll_state: 'rejected' }, on, office)).toEqual({ ok: true, value: 'sent' });
    // WORK_STATE_ALL may take every step
    expect(mayTake('approve', fresh, on, admin).ok).toBe(true);
    expect(mayTake('process', reviewed, on, admin).ok).toBe(true);
  });

  it('skips a step that is switched off, and refuses to take it', () => {
    const noReview = { ...on, reviewed: false };
    const approved = { ...fresh, approved: true };
    expect(mayTake('process', approved, noReview, office)).toEqual({ ok: true, value: 'processed' });
    expect(mayTake('review', approved, noReview, board)).toEqual({ ok: false, error: M.stepOff });
    const noApprove = { ...on, approved: false };
    expect(mayTake('review', fresh, noApprove, board)).toEqual({ ok: true, value: 'reviewed' });
    // a later step taken: an earlier one can no longer be taken
    expect(mayTake('approve', { ...fresh, reviewed: true }, on, school)).toEqual({ ok: false, error: M.alreadyDone });
  });

  it('undoes only the last step, only with WORK_STATE_ALL, never once sent or on its way', () => {
    const reviewed = { ...fresh, approved: true, reviewed: true };
    expect(lastStep(reviewed)).toBe('reviewed');
    expect(mayUndo(reviewed, admin)).toEqual({ ok: true, value: 'reviewed' });
    expect(mayUndo(reviewed, board)).toEqual({ ok: false, error: M.undoNotAllowed });
    expect(mayUndo(fresh, admin)).toEqual({ ok: false, error: M.nothingToUndo });
    const processed = { ...reviewed, processed: true };
    expect(mayUndo({ ...processed, payroll_state: 'queued' }, admin)).toEqual({ ok: false, error: M.undoSending });
    expect(mayUndo({ ...processed, payroll_state: 'sending' }, admin)).toEqual({ ok: false, error: M.undoSending });
    expect(mayUndo({ ...processed, payroll_state: 'rejected' }, admin)).toEqual({ ok: true, value: 'processed' });
    expect(mayUndo({ ...processed, sent: true, payroll_state: 'sent' }, admin)).toEqual({ ok: false, error: M.undoSent });
  });

  it('locks a processed line for edits; checkmarks until sent', () => {
    const processed = { ...fresh, approved: true, reviewed: true, processed: true };
    expect(isLocked(processed)).toBe(true);
    expect(mayEdit(processed, admin)).toEqual({ ok: false, error: M.locked });
    expect(mayEdit(fresh, school)).toEqual({ ok: true, value: true });
    expect(mayEdit(fresh, holder(P.WORK_STATE_VIEW))).toEqual({ ok: false, error: M.notAllowed });
    expect(mayCheck(processed, true, office)).toEqual({ ok: true, value: true });
    expect(mayCheck(processed, false, office)).toEqual({ ok: false, error: M.checkmarkUnknown });
    expect(mayCheck({ ...processed, sent: true }, true, office)).toEqual({ ok: false, error: M.undoSent });
    expect(mayCheck(fresh, true, school)).toEqual({ ok: false, error: M.notAllowed });
  });
});
