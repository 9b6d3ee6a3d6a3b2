import type { z } from 'zod';
import { hasAnyRight, isOwner, Messages, type TokenPayload } from '@app/contracts';
import { forbidden, notFound, type ServiceDeps, type Tx } from '@app/service-kit';
import { entityChannel, type EntityTemplateSource } from '../domain/templates/entity-template';
import type { ApiRecord, EntityStore } from '../store/entity-store';
import { isInScope, isInWriteScope, personalScopeOf, type ListDefinition } from '../store/list-query';

export type { ApiRecord };

/** The generic text for entities without their own not-found message (spec 001 section 8). */
export const itemNotFound = (id: number) => Messages.notFound.replace('{{id}}', String(id));

/** An entity's SQL side: its list and its store (flows/entities.ts names each entity's). */
export interface EntityData {
  list: ListDefinition;
  store: EntityStore;
  /** what the user should know about a saved record (it is saved): sent as warnings in meta.messages */
  warnings?(tx: Tx, poolId: number, record: ApiRecord): Promise<string[]>;
  /** what a change causes besides itself (a mail), in its transaction, given the record before and after it */
  changed?(tx: Tx, deps: Pick<ServiceDeps, 'config' | 'clock'>, poolId: number, before: ApiRecord, after: ApiRecord): Promise<void>;
}

/** One archivable entity as the generic routes and flows see it; rights come from its template source. */
export interface EntityResource {
  template: EntityTemplateSource;
  data: EntityData;
  /** the create schema; updates accept any subset of its fields */
  schema: z.ZodObject;
  notFound(id: number): string;
  /** a field the create stamps with the caller's username (an announcement's author); never taken from the body */
  createdBy?: string;
  /**
   * Rights that change, archive and restore only one's own record: its `createdBy` is the caller's
   * username (the owner check, ID-PERM-16). The edit rights change any record.
   */
  ownerRights?: readonly string[];
  /**
   * The entity is a tree's additional entity (MD-TREE-04, ADR 0276): GET {url}/{id} answers its
   * popup and form templates beside the data, so the tree's preview opens with one call.
   */
  withTemplates?: true;
}

/** The caller as the entity flows need it: pool, personal filter and the author of its events. */
export type EntityCaller = Pick<
  TokenPayload,
  'pool_id' | 'username' | 'view_entire_pool' | 'is_sysadmin' | 'branch_id' | 'person_id' | 'roles' | 'allow' | 'finished'
>;

/** A saved record and what the user should know about it. */
export interface SavedEntity {
  record: ApiRecord;
  warnings: string[];
}

/**
 * The personal filter holds for single records too: outside it a record does not exist (404), as
 * one of another pool (ADR 0012). Lists without a scope pass every record.
 */
export async function ensureInScope(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  resource: Pick<EntityResource, 'data' | 'notFound'>,
  caller: EntityCaller,
  id: number,
) {
  const poolId = caller.pool_id;
  const visible = await deps.db.withPool(poolId, (tx) =>
    isInScope(tx, resource.data.list, poolId, id, personalScopeOf(caller, deps.clock.now())),
  );
  if (!visible) throw notFound(resource.notFound(id));
}

/**
 * Tells list screens in the pool to refetch; clients skip their own events by author. Every write
 * of every entity goes through here, once. The payload names only the id and the action: the
 * channel is the pool's own, and a list refetches through its own (rights-checked) list call.
 */
async function announceChange(deps: ServiceDeps, resource: EntityResource, caller: EntityCaller, id: number, action: string) {
  const channel = entityChannel(caller.pool_id, resource.template.key);
  await deps.bus.publish({ channel, event: `${channel}/changed`, author: caller.username, payload: { id, action } });
}

const found = (resource: EntityResource, record: ApiRecord | null, id: number): ApiRecord => {
  if (!record) throw notFound(resource.notFound(id));
  return record;
};

// a branch-scoped editor creates and moves records only within the own subtree
const staysInScope = (deps: Pick<ServiceDeps, 'clock'>, resource: EntityResource, caller: EntityCaller) => {
  const scope = personalScopeOf(caller, deps.clock.now());
  return async (tx: Tx, id: number) => {
    if (!(await isInWriteScope(tx, resource.data.list, caller.pool_id, id, scope))) throw forbidden(Messages.notEnoughPermissions);
  };
};

const saved = async (deps: ServiceDeps, resource: EntityResource, poolId: number, record: ApiRecord): Promise<SavedEntity> => ({
  record,
  warnings: resource.data.warnings ? await deps.db.withPool(poolId, (tx) => resource.data.warnings!(tx, poolId, record)) : [],
});

/** One record of the pool inside the caller's personal filter, else 404. */
export async function findEntity(deps: ServiceDeps, resource: EntityResource, caller: EntityCaller, id: number) {
  await ensureInScope(deps, resource, caller, id);
  const poolId = caller.pool_id;
  return found(resource, await deps.db.withPool(poolId, (tx) => resource.data.store.find(tx, poolId, id)), id);
}

/**
 * Before a change, archive or restore: a caller without the entity's edit right (let in by its owner
 * rights) may touch only a record it wrote; another's is 403 (one out of scope stays 404).
 */
export async function ensureMayChange(deps: ServiceDeps, resource: EntityResource, caller: TokenPayload, id: number): Promise<void> {
  if (!resource.ownerRights || !resource.createdBy || hasAnyRight(caller, resource.template.rights.edit)) return;
  const record = await findEntity(deps, resource, caller, id);
  const author = record[resource.createdBy];
  if (!isOwner(typeof author === 'string' ? author : null, caller)) throw forbidden(Messages.notEnoughPermissions);
}

export async function createEntity(deps: ServiceDeps, resource: EntityResource, caller: EntityCaller, input: ApiRecord) {
  const record = resource.createdBy ? { ...input, [resource.createdBy]: caller.username } : input;
  const poolId = caller.pool_id;
  const created = await deps.db.withPool(poolId, (tx) =>
    resource.data.store.create(tx, poolId, record, staysInScope(deps, resource, caller)),
  );
  await announceChange(deps, resource, caller, created.id as number, 'created');
  return saved(deps, resource, caller.pool_id, created);
}

/**
 * A patch: fields left out keep their value. The patch is read after the scope check, so a record
 * outside the caller's filter is 404 whatever the body holds.
 */
export async function changeEntity(
  deps: ServiceDeps,
  resource: EntityResource,
  caller: EntityCaller,
  id: number,
  readPatch: () => ApiRecord,
) {
  await ensureInScope(deps, resource, caller, id);
  const patch = readPatch();
  const poolId = caller.pool_id;
  const { changed } = resource.data;
  const written = await deps.db.withPool(poolId, async (tx) => {
    const before = changed ? await resource.data.store.find(tx, poolId, id) : null;
    const after = await resource.data.store.update(tx, poolId, id, patch, staysInScope(deps, resource, caller));
    if (changed && before && after) await changed(tx, deps, poolId, before, after);
    return after;
  });
  const updated = found(resource, written, id);
  await announceChange(deps, resource, caller, id, 'updated');
  return saved(deps, resource, caller.pool_id, updated);
}

export async function archiveEntity(deps: ServiceDeps, resource: EntityResource, caller: EntityCaller, id: number) {
  await ensureInScope(deps, resource, caller, id);
  const poolId = caller.pool_id;
  const at = deps.clock.now();
  const archived = found(resource, await deps.db.withPool(poolId, (tx) => resource.data.store.archive(tx, poolId, id, at)), id);
  await announceChange(deps, resource, caller, id, 'archived');
  return archived;
}

export async function unarchiveEntity(deps: ServiceDeps, resource: EntityResource, caller: EntityCaller, id: number) {
  await ensureInScope(deps, resource, caller, id);
  const poolId = caller.pool_id;
  const restored = found(resource, await deps.db.withPool(poolId, (tx) => resource.data.store.unarchive(tx, poolId, id)), id);
  await announceChange(deps, resource, caller, id, 'unarchived');
  return restored;
}
