import type { ListedField, ListRequest, ServiceDeps, Tx } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { listRequests, requestListFields, requestListFieldsRead } from '../store/request-list';

/** The pool's live request fields: the list's optional columns, sort keys and yes/no filters (ADR 0106). */
export const poolRequestFields = (deps: ServiceDeps, caller: Caller): Promise<ListedField[]> =>
  deps.db.withPool(caller.poolId, (tx) => requestListFields(tx, caller.poolId));

/** A page of the request list within the caller's pool and branches, with the field columns the caller sees. */
export const requestPage = (deps: ServiceDeps, caller: Caller, fields: readonly ListedField[], request: ListRequest) =>
  deps.db.withPool(caller.poolId, (tx) => listRequests(tx, { ...caller, caller: caller.author.username, fields }, request));

/**
 * The pool's request fields (when the caller sees their values) and the page the call asks for, in
 * one transaction, the fields read with its start: three round trips less than reading them one
 * after the other. `requestOf` reads the call against the fields, which add its sort keys and filters.
 */
export function fieldsAndRequestPage(
  deps: ServiceDeps,
  caller: Caller,
  seesFields: boolean,
  requestOf: (fields: ListedField[]) => ListRequest,
) {
  const page = async (tx: Tx, fields: ListedField[]) => {
    const request = requestOf(fields);
    return { request, page: await listRequests(tx, { ...caller, caller: caller.author.username, fields }, request) };
  };
  return seesFields
    ? deps.db.withPoolAndRead(caller.poolId, requestListFieldsRead(caller.poolId), page)
    : deps.db.withPool(caller.poolId, (tx) => page(tx, []));
}
