/**
 * The payroll system as staffing talks to it (REQ-CREATE-04: the create stepper's optional third
 * call notifies it of the absence from `dateFrom`). A real HTTP client against a configured
 * endpoint (PAYROLL_URL, bearer PAYROLL_TOKEN); the tests run it against a local server that plays
 * the payroll system. No payroll system in the embedded default: `configured` is false.
 */
export interface AbsenceNotification {
  pool_id: number;
  request: number;
  absentee: { id: number; full_name: string } | null;
  reason: { code: string; vf_code: string | null } | null;
  date_from: string;
}

export interface PayrollClient {
  configured: boolean;
  /** the payroll system's id of the notification; throws PayrollError when it does not take it */
  notifyAbsence(notification: AbsenceNotification): Promise<{ external_id: string }>;
}

export class PayrollError extends Error {}

const TIMEOUT_MS = 5000;

export function createPayrollClient(config: { PAYROLL_URL?: string; PAYROLL_TOKEN?: string }): PayrollClient {
  const url = config.PAYROLL_URL;
  return {
    configured: !!url,
    notifyAbsence: async (notification) => {
      if (!url) throw new PayrollError('no payroll system configured');
      let res: Response;
      try {
        res = await fetch(`${url.replace(/\/$/, '')}/absence-notifications`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.PAYROLL_TOKEN ? { authorization: `Bearer ${config.PAYROLL_TOKEN}` } : {}),
          },
          body: JSON.stringify(notification),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new PayrollError(`payroll system unreachable: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
      if (!res.ok || (typeof body?.id !== 'string' && typeof body?.id !== 'number'))
        throw new PayrollError(`payroll system answered ${res.status}`);
      return { external_id: String(body.id) };
    },
  };
}
