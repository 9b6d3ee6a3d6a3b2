import { RequestMessages, type RequestMessageView } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { readRequestMessage } from '../store/request-messages';
import { findRequest, type Caller } from '../store/request-rows';

/** A mail or text message kept on a request's timeline (REQ-DATA-10), of a request the caller may see; else 404. */
export const readMessageOfRequest = (deps: ServiceDeps, caller: Caller, number: number, entryId: number): Promise<RequestMessageView> =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const request = await findRequest(tx, caller, number);
    const message = await readRequestMessage(tx, caller.poolId, request.id, entryId);
    if (!message) throw notFound(RequestMessages.messageNotFound);
    return message;
  });
