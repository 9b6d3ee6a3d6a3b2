import type { Context, Middleware } from 'koa';
import { hiddenFields, listQuerySchema, Messages, withoutHiddenFields } from '@app/contracts';
import {
  authOf,
  csvColumnsQuerySchema,
  forbidden,
  idParamsSchema,
  ok,
  routesPer,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import {
  archiveEntity,
  changeEntity,
  createEntity,
  ensureMayChange,
  findEntity,
  itemNotFound,
  unarchiveEntity,
  type ApiRecord,
  type EntityResource,
  type SavedEntity,
} from '../flows/entity';
import { formTemplateFor, popupTemplateFor } from '../domain/templates/entity-template';
import { sendList } from './list-response';

export type { EntityResource };

export { itemNotFound };

/** What runs around an entity's create and change, after the access check (the address's coordinates). */
export interface EntitySaveHooks {
  aroundSave?: Middleware;
}

/** The envelope's meta of a saved record: its warnings, if any. */
const savedMeta = ({ warnings }: SavedEntity) =>
  warnings.length ? { messages: warnings.map((message) => ({ type: 'warning' as const, title: 'Warning', message })) } : {};

/** The routes mountEntityRoutes mounts for one entity, declared once per entity. */
export const entityRoutes = routesPer((resource: EntityResource) => {
  const base = `/${resource.template.url}`;
  const { key, rights } = resource.template;
  // the owner rights let in a caller who changes only its own records (checked in the handler)
  const changeRights = [...rights.edit, ...(resource.ownerRights ?? [])];
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
      access: changeRights,
      params: idParamsSchema,
      body: resource.schema.partial(),
    },
    archive: { method: 'delete', path: `${base}/:id/archive`, summary: `Archives a ${key}`, access: changeRights, params: idParamsSchema },
    unarchive: {
      method: 'put',
      path: `${base}/:id/unarchive`,
      summary: `Restores an archived ${key}`,
      access: changeRights,
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
  const updateSchema = resource.schema.partial();
  // a field with its own right is absent from every answer to who lacks it, and refused in a write
  const guarded = resource.template.fieldRights ?? {};
  const shown = (ctx: Context, record: ApiRecord): ApiRecord => withoutHiddenFields(record, guarded, authOf(ctx));
  const refuseHiddenFields = (ctx: Context) => {
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null) return;
    if (hiddenFields(guarded, authOf(ctx)).some((f) => Object.hasOwn(body, f))) throw forbidden(Messages.notEnoughPermissions);
  };

  mount(routes.list, (ctx) => sendList(ctx, deps, resource.data.list, resource.template));

  mount(routes.one, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const record = shown(ctx, await findEntity(deps, resource, authOf(ctx), id));
    ok(ctx, record);
    // a tree's additional entity: the caller's popup and form templates beside the data (API-69)
    if (resource.withTemplates)
      ctx.body = {
        ...(ctx.body as object),
        templatePopup: popupTemplateFor(resource.template, authOf(ctx)),
        templateForm: formTemplateFor(resource.template, authOf(ctx)),
      };
  });

  mount(routes.create, ...aroundSave, async (ctx) => {
    const input = validate(resource.schema, ctx.request.body) as ApiRecord;
    refuseHiddenFields(ctx);
    const created = await createEntity(deps, resource, authOf(ctx), input);
    ok(ctx, shown(ctx, created.record), savedMeta(created), 201);
  });

  mount(routes.change, ...aroundSave, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await ensureMayChange(deps, resource, authOf(ctx), id);
    const updated = await changeEntity(deps, resource, authOf(ctx), id, () => {
      const patch = validate(updateSchema, ctx.request.body) as ApiRecord;
      refuseHiddenFields(ctx);
      return patch;
    });
    ok(ctx, shown(ctx, updated.record), savedMeta(updated));
  });

  mount(routes.archive, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await ensureMayChange(deps, resource, authOf(ctx), id);
    ok(ctx, shown(ctx, await archiveEntity(deps, resource, authOf(ctx), id)));
  });

  mount(routes.unarchive, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await ensureMayChange(deps, resource, authOf(ctx), id);
    ok(ctx, shown(ctx, await unarchiveEntity(deps, resource, authOf(ctx), id)));
  });
}
