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

type FailedWriteListener = (error: unknown) => void;
const writeListeners = new Set<FailedWriteListener>();

/** The page's failed writes (an ApiError, or a TypeError for no answer), for the error dialog; answers the unsubscribe. */
export function onFailedWrite(listener: FailedWriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

export function noteFailedWrite(error: unknown): void {
  writeListeners.forEach((listener) => listener(error));
}
