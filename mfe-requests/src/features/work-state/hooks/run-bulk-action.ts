import type { WorkStateActionResult, WorkStateBulkAnswer, WorkStateBulkInput } from '@app/contracts';

/** Lines per call: small enough that the progress bar moves, large enough that 5,000 lines take 25 calls. */
export const BULK_CHUNK = 200;

export interface BulkProgress {
  done: number;
  total: number;
}

export interface BulkOutcome {
  done: number;
  failed: number;
  /** the lines that were left as they were, with the reason (the service's message, or the failed call's) */
  errors: Extract<WorkStateActionResult, { ok: false }>[];
}

/**
 * Sends one action on many lines in chunks, one call after the other, telling the progress after
 * each. A chunk whose call fails as a whole (a lost connection, a refused right) counts its lines as
 * not done with the call's reason, and the next chunk is still tried.
 */
export async function runBulkAction(
  body: WorkStateBulkInput,
  call: (body: WorkStateBulkInput) => Promise<WorkStateBulkAnswer>,
  onProgress: (progress: BulkProgress) => void,
  callFailed: (error: unknown) => string,
  chunk = BULK_CHUNK,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: 0, failed: 0, errors: [] };
  const total = body.ids.length;
  onProgress({ done: 0, total });
  for (let start = 0; start < total; start += chunk) {
    const ids = body.ids.slice(start, start + chunk);
    try {
      const answer = await call({ ...body, ids });
      for (const result of answer.results) {
        if (result.ok) outcome.done += 1;
        else outcome.errors.push(result);
      }
    } catch (error) {
      const message = callFailed(error);
      outcome.errors.push(...ids.map((id) => ({ id, ok: false as const, error: message })));
    }
    onProgress({ done: Math.min(start + ids.length, total), total });
  }
  outcome.failed = outcome.errors.length;
  return outcome;
}
