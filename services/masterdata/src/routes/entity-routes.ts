import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { Messages } from '@app/contracts';
import {
  authOf,
  forbidden,
  idParamsSchema,
  notFound,
  ok,
  requireAuth,
  requireRight,
  validate,
  type Database,
  type ServiceDeps,
  type Tx,
} from '@app/service-kit';
import { entityChannel, type EntityTemplateSource } from '../domain/templates/entity-template';
import type { ApiRecord, EntityStore } from '../store/entity-store';
import { isInScope, isInWriteScope, personalScopeOf, type ListDefinition } from '../store/list-query';
import { sendList } from './list-response';

/** The generic text for entities without their own not-found message (spec 001 section 8). */
export const itemNotFound = (id: number) => Messages.notFound.replace('{{id}}', String(id));

/** One archivable entity as the generic routes see it; rights come from its template source. */
export interface EntityResource {
  template: EntityTemplateSource;
  list: ListDefinition;
  /** the create schema; updates accept any subset of its fields */
  schema: z.ZodObject;
  store: EntityStore;
  notFound(id: number): string;
  /** a field the create stamps with the caller's username (an announcement's author); never taken from the body */
  createdBy?: string;
  /** what the user should know about a saved record (it is saved): sent as warnings in meta.messages */
  warnings?(db: Database, poolId: number, record: ApiRecord): Promise<string[]>;
}

/** The envelope's meta of a saved record: its warnings, if any. */
async function savedMeta(deps: ServiceDeps, resource: EntityResource, poolId: number, record: ApiRecord) {
  const warnings = resource.warnings ? await resource.warnings(deps.db, poolId, record) : [];
  return warnings.length ? { messages: warnings.map((message) => ({ type: 'warning' as const, title: 'Warning', message })) } : {};
}

/**
 * The personal filter holds for single records too: outside it a record does not exist (404), as
 * one of another pool (ADR 0012). Lists without a scope pass every record.
 */
export async function ensureInScope(ctx: Context, db: Database, resource: Pick<EntityResource, 'list' | 'notFound'>, id: number) {
  const auth = authOf(ctx);
  const visible = await db.withPool(auth.pool_id, (tx) => isInScope(tx, resource.list, auth.pool_id, id, personalScopeOf(auth)));
  if (!visible) throw notFound(resource.notFound(id));
}

/**
 * Tells list screens in the pool to refetch; clients skip their own events by author. Every write
 * of every entity goes through here, once. The payload names only the id and the action: the
 * channel is the pool's own, and a list refetches through its own (rights-checked) list call.
 */
async function announceChange(ctx: Context, deps: ServiceDeps, resource: EntityResource, id: number, action: string) {
  const auth = authOf(ctx);
  const channel = entityChannel(auth.pool_id, resource.template.key);
  await deps.bus.publish({ channel, event: `${channel}/changed`, author: auth.username, payload: { id, action } });
}

/**
 * The calls every management list shares (spec 001 section 7): list and CSV export, read, create,
 * update, archive (DELETE .../archive) and unarchive (PUT .../unarchive). Entity-specific routes
 * such as `branch/tree` must be mounted before these, or `:id` would claim them.
 */
export function mountEntityRoutes(router: Router, deps: ServiceDeps, resource: EntityResource) {
  const base = `/${resource.template.url}`;
  const { rights } = resource.template;
  const auth = requireAuth(deps.tokens, deps.clock);
  const canView = requireRight(...rights.view);
  const canCreate = requireRight(...rights.create);
  const canEdit = requireRight(...rights.edit);
  const found = (record: ApiRecord | null, id: number): ApiRecord => {
    if (!record) throw notFound(resource.notFound(id));
    return record;
  };
  const updateSchema = resource.schema.partial();
  const inScope = (ctx: Context, id: number) => ensureInScope(ctx, deps.db, resource, id);
  // a branch-scoped editor creates and moves records only within the own subtree
  const staysInScope = (ctx: Context) => {
    const auth = authOf(ctx);
    const scope = personalScopeOf(auth);
    return async (tx: Tx, id: number) => {
      if (!(await isInWriteScope(tx, resource.list, auth.pool_id, id, scope))) throw forbidden(Messages.notEnoughPermissions);
    };
  };

  router.get(base, auth, canView, (ctx) => sendList(ctx, deps.db, resource.list, resource.template));

  router.get(`${base}/:id`, auth, canView, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await inScope(ctx, id);
    ok(ctx, found(await resource.store.find(deps.db, authOf(ctx).pool_id, id), id));
  });

  router.post(base, auth, canCreate, async (ctx) => {
    const input = validate(resource.schema, ctx.request.body) as ApiRecord;
    if (resource.createdBy) input[resource.createdBy] = authOf(ctx).username;
    const created = await resource.store.create(deps.db, authOf(ctx).pool_id, input, staysInScope(ctx));
    await announceChange(ctx, deps, resource, created.id as number, 'created');
    ok(ctx, created, await savedMeta(deps, resource, authOf(ctx).pool_id, created), 201);
  });

  router.put(`${base}/:id`, auth, canEdit, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await inScope(ctx, id);
    const patch = validate(updateSchema, ctx.request.body) as ApiRecord;
    const updated = found(await resource.store.update(deps.db, authOf(ctx).pool_id, id, patch, staysInScope(ctx)), id);
    await announceChange(ctx, deps, resource, id, 'updated');
    ok(ctx, updated, await savedMeta(deps, resource, authOf(ctx).pool_id, updated));
  });

  router.delete(`${base}/:id/archive`, auth, canEdit, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await inScope(ctx, id);
    const archived = found(await resource.store.archive(deps.db, authOf(ctx).pool_id, id, deps.clock.now()), id);
    await announceChange(ctx, deps, resource, id, 'archived');
    ok(ctx, archived);
  });

  router.put(`${base}/:id/unarchive`, auth, canEdit, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await inScope(ctx, id);
    const restored = found(await resource.store.unarchive(deps.db, authOf(ctx).pool_id, id), id);
    await announceChange(ctx, deps, resource, id, 'unarchived');
    ok(ctx, restored);
  });
}
