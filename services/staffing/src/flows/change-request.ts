import type { Message, RequestUpdateInput, RequestView } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { requestView } from '../store/request-reads';
import { requestForWrite } from '../store/request-rows';
import { updateRequest } from '../store/request-writes';
import { queueRequestChange } from './request-change-notices';

/**
 * Changes a request's data (a patch), not while another holds its lock, and queues the notice of
 * the change for whom it concerns (the persons planned or offered, the planners of its branch);
 * answers the request as it now stands and the warnings.
 */
export const changeRequest = (
  deps: ServiceDeps,
  caller: Caller,
  number: number,
  patch: RequestUpdateInput,
  editable: boolean,
): Promise<{ view: RequestView; warnings: Message[] }> =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const { row, settings } = await requestForWrite(tx, caller, number);
    const updated = await updateRequest(tx, caller, row, patch, settings);
    // who is planned on it or offered it hears of the data they see changing (ADR 0323), its planners of all (ADR 0337)
    await queueRequestChange(
      tx,
      row,
      { added: [], removed: [], details: updated.changed },
      { username: caller.author.username, now: caller.now },
    );
    return { view: await requestView(tx, caller, updated.row, settings, editable), warnings: updated.warnings };
  });
