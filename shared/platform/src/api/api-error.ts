import type { Meta } from '@app/contracts';

/** A failed API call: the HTTP status and the response's meta (messages, field errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly meta: Meta,
    readonly data: unknown = null,
    /** the gateway's x-request-id of the call: the server's log lines of it carry the same id */
    readonly requestId: string | null = null,
  ) {
    super(meta.messages?.[0]?.message ?? `Error ${status}`);
    this.name = 'ApiError';
  }

  /** The field errors of a 422 answer, field path -> messages. */
  get fieldErrors(): Record<string, string[]> {
    return this.meta.errors ?? {};
  }
}
