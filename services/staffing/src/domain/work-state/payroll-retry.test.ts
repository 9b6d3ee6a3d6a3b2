import {
  answeredOutcome,
  PAYROLL_LEASE_MS,
  PAYROLL_MAX_ATTEMPTS,
  payrollBackoffMs,
  payrollLeaseEnd,
  unknownOutcome,
} from './payroll-retry';

const now = new Date('2026-03-02T08:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);

test("a claimed line is its claimer's for the lease; the backoff doubles from 5 seconds to at most 15 minutes", () => {
  expect(payrollLeaseEnd(now)).toEqual(after(PAYROLL_LEASE_MS));
  expect([1, 2, 3, 4].map(payrollBackoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
  expect(payrollBackoffMs(20)).toBe(15 * 60_000);
});

test("an answer sends the line with the payroll system's ids, or rejects it with its reason", () => {
  expect(answeredOutcome({ status: 'accepted', employee_id: 'E1', replacement_id: 'R1' }, now)).toEqual({
    payrollState: 'sent',
    sentAt: now,
    externalEmployeeId: 'E1',
    replacementId: 'R1',
    payrollError: null,
    payrollNextAt: null,
  });
  expect(answeredOutcome({ status: 'rejected', error: 'unknown employee' }, now)).toEqual({
    payrollState: 'rejected',
    payrollError: 'unknown employee',
    payrollNextAt: null,
  });
});

test('an unknown outcome queues the line again after its backoff, and after the last attempt rejects it with the error', () => {
  expect(unknownOutcome(2, 'timeout', now)).toEqual({ payrollState: 'queued', payrollError: 'timeout', payrollNextAt: after(10_000) });
  expect(unknownOutcome(PAYROLL_MAX_ATTEMPTS, 'timeout', now)).toEqual({
    payrollState: 'rejected',
    payrollError: `The payroll system did not answer after ${PAYROLL_MAX_ATTEMPTS} attempts: timeout`,
    payrollNextAt: null,
  });
});
