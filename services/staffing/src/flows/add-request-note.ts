import type { ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { addNote } from '../store/request-notes';
import { requestForWrite } from '../store/request-rows';
import { announceRequestChange } from './request-events';

/** Adds a note to a request (never changed or deleted), not while another holds its lock; the request's screens hear of it. */
export async function addRequestNote(deps: ServiceDeps, caller: Caller, number: number, message: string) {
  const note = await deps.db.withPool(caller.poolId, async (tx) =>
    addNote(tx, caller, (await requestForWrite(tx, caller, number)).row, message),
  );
  await announceRequestChange(deps, caller, number, 'note');
  return note;
}
