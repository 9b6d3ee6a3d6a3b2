/** The last API call of the page that failed: its request id finds the server's log lines of it. */
export interface FailedCall {
  method: string;
  /** the API path without the query (filters may hold personal data) */
  path: string;
  status: number;
  /** the x-request-id the gateway answered with */
  requestId: string | null;
}

let last: FailedCall | null = null;

export function noteFailedCall(call: FailedCall): void {
  last = call;
}

export const lastFailedCall = (): FailedCall | null => last;
