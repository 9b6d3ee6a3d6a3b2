import type { RightsHolder, TokenPayload } from '@app/contracts';
import type { ListCapabilities, ListRequest, ServiceDeps, Tx } from '@app/service-kit';
import type { ListedField } from '../domain/additional-fields/field-columns';
import { listedFields, listedFieldsRead, seesFieldValues, withFieldColumns } from '../store/additional-field-columns';
import { capabilitiesOf, personalScopeOf, runList, withSearchOf, type ListDefinition } from '../store/list-query';

export type { ListDefinition };

/** The caller as a list reads it: pool, rights (the additional fields) and personal filter. */
export type ListCaller = RightsHolder & Pick<TokenPayload, 'pool_id' | 'view_entire_pool' | 'is_sysadmin' | 'branch_id' | 'person_id'>;

/** A list as this caller gets it, and what its request may ask (sort, filters). */
export interface CallerList {
  def: ListDefinition;
  capabilities: ListCapabilities;
}

/** The list with the pool's additional fields as `field_<id>` columns when the caller may see their values (ADR 0106). */
export async function listOfCaller(deps: ServiceDeps, caller: ListCaller, baseDef: ListDefinition): Promise<CallerList> {
  const location = baseDef.additionalFields;
  const fields =
    location && seesFieldValues(caller) ? await deps.db.withPool(caller.pool_id, (tx) => listedFields(tx, caller.pool_id, location)) : [];
  const def = withSearchOf(withFieldColumns(baseDef, fields), caller);
  return { def, capabilities: capabilitiesOf(def) };
}

/**
 * The caller's list and the page the call asks for in one transaction, its additional fields read
 * with the transaction's start: three round trips less than `listOfCaller` and `listPage` one
 * after the other. `requestOf` reads the call against the list's capabilities, which its
 * additional fields extend.
 */
export function callerListPage(
  deps: ServiceDeps,
  caller: ListCaller,
  baseDef: ListDefinition,
  requestOf: (list: CallerList) => ListRequest,
) {
  const page = async (tx: Tx, fields: ListedField[]) => {
    const def = withSearchOf(withFieldColumns(baseDef, fields), caller);
    const request = requestOf({ def, capabilities: capabilitiesOf(def) });
    return { request, ...(await runList(tx, def, caller.pool_id, request, personalScopeOf(caller, deps.clock.now()))) };
  };
  const location = baseDef.additionalFields;
  return location && seesFieldValues(caller)
    ? deps.db.withPoolAndRead(caller.pool_id, listedFieldsRead(caller.pool_id, location), page)
    : deps.db.withPool(caller.pool_id, (tx) => page(tx, []));
}

/** One page (or, without a page size, every row) of the list within the caller's personal filter. */
export const listPage = (deps: ServiceDeps, caller: ListCaller, list: CallerList, request: ListRequest) =>
  deps.db.withPool(caller.pool_id, (tx) => runList(tx, list.def, caller.pool_id, request, personalScopeOf(caller, deps.clock.now())));

/**
 * The pool's live additional fields of a list's location (none for a list without them), and
 * those of them this caller's template shows (none without the view right of their values).
 */
export async function listFieldsOf(
  deps: ServiceDeps,
  caller: ListCaller,
  location: ListDefinition['additionalFields'],
): Promise<{ pool: ListedField[]; shown: ListedField[] }> {
  const pool = location ? await deps.db.withPool(caller.pool_id, (tx) => listedFields(tx, caller.pool_id, location)) : [];
  return { pool, shown: seesFieldValues(caller) ? pool : [] };
}
