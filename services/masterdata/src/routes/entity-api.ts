import { listQuerySchema } from '@app/contracts';
import { csvColumnsQuerySchema, idParamsSchema, type ApiRoute } from '@app/service-kit';
import type { EntityResource } from './entity-routes';

/** The routes mountEntityRoutes mounts for one entity, as the published API shows them. */
export function entityApi(resource: EntityResource): ApiRoute[] {
  const base = `/${resource.template.url}`;
  const { key, rights } = resource.template;
  return [
    {
      method: 'get',
      path: base,
      summary: `List of ${key}: a page, or every row as CSV with csv-export (columns and titles: csv-columns)`,
      access: rights.view,
      query: listQuerySchema.extend(csvColumnsQuerySchema.shape),
      answers: 'page-or-csv',
    },
    { method: 'get', path: `${base}/:id`, summary: `One ${key}`, access: rights.view, params: idParamsSchema },
    { method: 'post', path: base, summary: `Creates a ${key}`, access: rights.create, body: resource.schema, status: 201 },
    {
      method: 'put',
      path: `${base}/:id`,
      summary: `Changes a ${key}; fields left out keep their value`,
      access: rights.edit,
      params: idParamsSchema,
      body: resource.schema.partial(),
    },
    { method: 'delete', path: `${base}/:id/archive`, summary: `Archives a ${key}`, access: rights.edit, params: idParamsSchema },
    { method: 'put', path: `${base}/:id/unarchive`, summary: `Restores an archived ${key}`, access: rights.edit, params: idParamsSchema },
  ];
}
