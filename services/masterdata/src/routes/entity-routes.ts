import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { hiddenFields, listQuerySchema, Messages, withoutHiddenFields } from '@app/contracts';
import {
  authOf,
  csvColumnsQuerySchema,
  forbidden,
  idParamsSchema,
  notFound,
  ok,
  routesPer,
  validate,
  type ApiRoute,
  type Database,
  type RouteMounter,
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

/** What runs around an entity's create and change, after the access check (the address's coordinates). */
export interface EntitySaveHooks {
  aroundSave?: Middleware;
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

/** The routes mountEntityRoutes mounts for one entity, declared once per entity. */
export const entityRoutes = routesPer((resource: EntityResource) => {
  const base = `/${resource.template.url}`;
  const { key, rights } = resource.template;
  return {
    list: {
      method: 'get',
      path: base,
      summary: `List of ${key}: a page, or every row as CSV with csv-export (columns and titles: csv-columns)`,
      access: rights.view,
      query: listQuerySchema.extend(csvColumnsQuerySchema.shape),
      answers: 'page-or-csv',
    },
    one: { method: 'get', path: `${base}/:id`, summary: `One ${key}`, access: rights.view, params: idParamsSchema },
    create: { method: 'post', path: base, summary: `Creates a ${key}`, access: rights.create, body: resource.schema, status: 201 },
    change: {
      method: 'put',
      path: `${base}/:id`,
      summary: `Changes a ${key}; fields left out keep their value`,
      access: rights.edit,
      params: idParamsSchema,
      body: resource.schema.partial(),
    },
    archive: { method: 'delete', path: `${base}/:id/archive`, summary: `Archives a ${key}`, access: rights.edit, params: idParamsSchema },
    unarchive: {
      method: 'put',
      path: `${base}/:id/unarchive`,
      summary: `Restores an archived ${key}`,
      access: rights.edit,
      params: idParamsSchema,
    },
  } satisfies Record<string, ApiRoute>;
});

/**
 * The calls every management list shares (spec 001 section 7): list and CSV export, read, create,
 * update, archive (DELETE .../archive) and unarchive (PUT .../unarchive). Entity-specific routes
 * such as `branch/tree` must be mounted before these, or `:id` would claim them.
 */
export function mountEntityRoutes(mount: RouteMounter, deps: ServiceDeps, resource: EntityResource, around: EntitySaveHooks = {}) {
  const routes = entityRoutes(resource);
  const aroundSave = around.aroundSave ? [around.aroundSave] : [];
  const found = (record: ApiRecord | null, id: number): ApiRecord => {
    if (!record) throw notFound(resource.notFound(id));
    return record;
  };
  const updateSchema = resource.schema.partial();
  // a field with its own right is absent from every answer to who lacks it, and refused in a write
  const guarded = resource.template.fieldRights ?? {};
  const shown = (ctx: Context, record: ApiRecord): ApiRecord => withoutHiddenFields(record, guarded, authOf(ctx));
  const refuseHiddenFields = (ctx: Context) => {
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null) return;
    if (hiddenFields(guarded, authOf(ctx)).some((f) => Object.hasOwn(body, f))) throw forbidden(Messages.notEnoughPermissions);
  };
  const inScope = (ctx: Context, id: number) => ensureInScope(ctx, deps.db, resource, id);
  // a branch-scoped editor creates and moves records only within the own subtree
  const staysInScope = (ctx: Context) => {
    const auth = authOf(ctx);
    const scope = personalScopeOf(auth);
    return async (tx: Tx, id: number) => {
      if (!(await isInWriteScope(tx, resource.list, auth.pool_id, id, scope))) throw forbidden(Messages.notEnoughPermissions);
    };
  };

  mount(routes.list, (ctx) => sendList(ctx, deps.db, resource.list, resource.template));

  mount(routes.one, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await inScope(ctx, id);
    ok(ctx, shown(ctx, found(await resource.store.find(deps.db, authOf(ctx).pool_id, id), id)));
  });

  mount(routes.create, ...aroundSave, async (ctx) => {
    const input = validate(resource.schema, ctx.request.body) as ApiRecord;
    refuseHiddenFields(ctx);
    if (resource.createdBy) input[resource.createdBy] = authOf(ctx).username;
    const created = await resource.store.create(deps.db, authOf(ctx).pool_id, input, staysInScope(ctx));
    await announceChange(ctx, deps, resource, created.id as number, 'created');
    ok(ctx, shown(ctx, created), await savedMeta(deps, resource, authOf(ctx).pool_id, created), 201);
  });

  mount(routes.change, ...aroundSave, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await inScope(ctx, id);
    const patch = validate(updateSchema, ctx.request.body) as ApiRecord;
    refuseHiddenFields(ctx);
    const updated = found(await resource.store.update(deps.db, authOf(ctx).pool_id, id, patch, staysInScope(ctx)), id);
    await announceChange(ctx, deps, resource, id, 'updated');
    ok(ctx, shown(ctx, updated), await savedMeta(deps, resource, authOf(ctx).pool_id, updated));
  });

  mount(routes.archive, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await inScope(ctx, id);
    const archived = found(await resource.store.archive(deps.db, authOf(ctx).pool_id, id, deps.clock.now()), id);
    await announceChange(ctx, deps, resource, id, 'archived');
    ok(ctx, shown(ctx, archived));
  });

  mount(routes.unarchive, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await inScope(ctx, id);
    const restored = found(await resource.store.unarchive(deps.db, authOf(ctx).pool_id, id), id);
    await announceChange(ctx, deps, resource, id, 'unarchived');
    ok(ctx, shown(ctx, restored));
  });
}
