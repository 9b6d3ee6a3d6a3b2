/**
 * The payroll system as staffing talks to it: the create stepper's optional absence notification
 * (REQ-CREATE-04) and the work-state lines it pays (DOMAIN 'Work state', docs/payroll.md). A real
 * HTTP client against a configured endpoint (PAYROLL_URL, bearer PAYROLL_TOKEN); the tests run it
 * against a local server that plays the payroll system. No payroll system in the embedded default:
 * `configured` is false.
 */
export interface AbsenceNotification {
  pool_id: number;
  request: number;
  absentee: { id: number; full_name: string } | null;
  reason: { code: string; vf_code: string | null } | null;
  date_from: string;
}

/** One work-state line as the payroll export names it (DOMAIN 'Work state' 'Payroll'). */
export interface PayrollWorkLine {
  pool_id: number;
  line: number;
  request: number;
  employee_number: string | null;
  /** the contract the substitute works under on the date */
  employment_number: string | null;
  /** the first contract of that contract's chain */
  chain_number: string | null;
  date: string;
  /** 1 is Monday, 7 is Sunday */
  weekday: number;
  daypart: number;
  hours: number;
  wtf: number;
  cost_centre: string | null;
  branch: { id: number; name: string };
  reason: { code: string; vf_code: string | null } | null;
  /** km there and back */
  travel_km: number;
}

export type PayrollLineAnswer = { status: 'accepted'; employee_id: string; replacement_id: string } | { status: 'rejected'; error: string };

export interface PayrollClient {
  configured: boolean;
  /** the payroll system's id of the notification; throws PayrollError when it does not take it */
  notifyAbsence(notification: AbsenceNotification): Promise<{ external_id: string }>;
  /**
   * Pays one line once: the payroll system keeps the first answer per idempotency key and gives it
   * again for a repeated send. Answers accepted or rejected (the line is wrong: retrying cannot
   * help); throws PayrollUnavailable when the answer is unknown (unreachable, too slow, 5xx, 429),
   * which is safe to retry with the same key.
   */
  sendWorkLine(line: PayrollWorkLine, idempotencyKey: string): Promise<PayrollLineAnswer>;
}

export class PayrollError extends Error {}

/** The send's outcome is unknown: retry later with the same idempotency key. */
export class PayrollUnavailable extends PayrollError {}

const TIMEOUT_MS = 5000;
/** a payroll system may be slow to book a line; past this the answer counts as unknown */
const LINE_TIMEOUT_MS = 15_000;

export function createPayrollClient(
  config: { PAYROLL_URL?: string; PAYROLL_TOKEN?: string },
  options: { lineTimeoutMs?: number } = {},
): PayrollClient {
  const url = config.PAYROLL_URL?.replace(/\/$/, '');
  const post = async (path: string, body: unknown, timeoutMs: number, headers: Record<string, string> = {}) => {
    if (!url) throw new PayrollError('no payroll system configured');
    try {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.PAYROLL_TOKEN ? { authorization: `Bearer ${config.PAYROLL_TOKEN}` } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      return { status: res.status, answer };
    } catch (err) {
      throw new PayrollUnavailable(`payroll system unreachable: ${(err as Error).message}`);
    }
  };
  return {
    configured: !!url,
    notifyAbsence: async (notification) => {
      const { status, answer } = await post('/absence-notifications', notification, TIMEOUT_MS);
      const id = answer?.id;
      if (status >= 300 || (typeof id !== 'string' && typeof id !== 'number')) throw new PayrollError(`payroll system answered ${status}`);
      return { external_id: String(id) };
    },
    sendWorkLine: async (line, idempotencyKey) => {
      const { status, answer } = await post('/work-lines', line, options.lineTimeoutMs ?? LINE_TIMEOUT_MS, {
        'idempotency-key': idempotencyKey,
      });
      if (status === 429 || status >= 500) throw new PayrollUnavailable(`payroll system answered ${status}`);
      if (status >= 400) {
        const error = typeof answer?.error === 'string' && answer.error.trim() ? answer.error.trim() : `refused with ${status}`;
        return { status: 'rejected', error };
      }
      const employee = answer?.employee_id;
      const replacement = answer?.replacement_id;
      // a 2xx without ids: the line may be booked, so only a repeat with the same key may tell
      if (typeof employee !== 'string' || typeof replacement !== 'string' || !employee || !replacement)
        throw new PayrollUnavailable(`payroll system answered ${status} without employee and replacement ids`);
      return { status: 'accepted', employee_id: employee, replacement_id: replacement };
    },
  };
}
