import type { PayrollLineAnswer } from '../../adapters/payroll-client';

/** Lines claimed per pool and run: a backlog is worked off over the next runs. */
export const PAYROLL_BATCH = 50;
/** A claimed line is the claimer's this long; past it (the process died mid-send) another run sends it again, with the same key. */
export const PAYROLL_LEASE_MS = 60_000;
/** After this many sends with an unknown outcome the line is given back to the user as rejected, with the last error. */
export const PAYROLL_MAX_ATTEMPTS = 8;

/** Seconds before the next try after `attempts` unknown outcomes: 5, 10, 20 ... at most 15 minutes. */
export const payrollBackoffMs = (attempts: number): number => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);

/** Until when a line claimed now is its claimer's. */
export const payrollLeaseEnd = (now: Date): Date => new Date(now.getTime() + PAYROLL_LEASE_MS);

/** Where a sent line goes: the payroll state, its error and when it is tried next (null: not again by itself). */
export type PayrollOutcome =
  | { payrollState: 'sent'; sentAt: Date; externalEmployeeId: string; replacementId: string; payrollError: null; payrollNextAt: null }
  | { payrollState: 'rejected'; payrollError: string; payrollNextAt: null }
  | { payrollState: 'queued'; payrollError: string; payrollNextAt: Date };

/** The payroll system answered: sent with its ids, or rejected with its reason (the user may send it again). */
export const answeredOutcome = (answer: PayrollLineAnswer, now: Date): PayrollOutcome =>
  answer.status === 'accepted'
    ? {
        payrollState: 'sent',
        sentAt: now,
        externalEmployeeId: answer.employee_id,
        replacementId: answer.replacement_id,
        payrollError: null,
        payrollNextAt: null,
      }
    : { payrollState: 'rejected', payrollError: answer.error, payrollNextAt: null };

/**
 * The outcome is unknown (unreachable, too slow, 5xx) after `attempts` sends: the line waits for its
 * next try with the same key; after `PAYROLL_MAX_ATTEMPTS` it is rejected with the last error so a person looks at it.
 */
export const unknownOutcome = (attempts: number, error: string, now: Date): PayrollOutcome =>
  attempts >= PAYROLL_MAX_ATTEMPTS
    ? {
        payrollState: 'rejected',
        payrollError: `The payroll system did not answer after ${attempts} attempts: ${error}`,
        payrollNextAt: null,
      }
    : { payrollState: 'queued', payrollError: error, payrollNextAt: new Date(now.getTime() + payrollBackoffMs(attempts)) };
