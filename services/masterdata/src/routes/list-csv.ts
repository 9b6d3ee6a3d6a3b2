import type { Context } from 'koa';
import { Messages, type ListTemplate } from '@app/contracts';
import {
  authOf,
  csvColumnsOf,
  forbidden,
  parseNestedQuery,
  type CsvColumn,
  type CsvHeaderColumn,
  type ServiceDeps,
} from '@app/service-kit';
import { fieldColumnCode } from '../domain/additional-fields/field-columns';
import { listTemplateFor, type EntityTemplateSource } from '../domain/templates/entity-template';
import { listFieldsOf } from '../flows/entity-list';

/**
 * A list template's data columns as CSV columns: value code, label key (an additional field's
 * own label: the text itself) and format, the actions column left out (ADR 0105, 0149).
 */
export const csvColumnsOfTemplate = (template: Pick<ListTemplate, 'elements'>): CsvColumn[] =>
  template.elements.columns
    .filter((c) => c.element !== 'list-actions')
    .map((c) => ({ value: c.value, label: c.label, ...(c.format ? { format: c.format } : {}) }));

/**
 * The columns and titles of a list's CSV export (LIST-03, ADR 0105): the data columns of the list
 * template the caller gets on desktop (with the pool's additional fields, ADR 0106), in the order
 * and with the titles the client sends in `csv-columns`, or all of them headed by their label
 * keys. A template that offers the caller no export (`export: false`, or a missing export right)
 * is 403.
 */
export async function listCsvColumns(ctx: Context, deps: ServiceDeps, source: EntityTemplateSource): Promise<CsvHeaderColumn[]> {
  const auth = authOf(ctx);
  const { pool: poolFields, shown } = await listFieldsOf(deps, auth, source.additionalFields);
  const template = listTemplateFor(source, auth, auth.pool_id, false, 0, shown);
  if (!template.export) throw forbidden(Messages.notEnoughPermissions);
  const allowed = csvColumnsOfTemplate(template);
  // the list's columns this caller's template leaves out (a field without its view right) are withheld, not unknown
  const withheld = [...source.columns.map((c) => c.value), ...poolFields.map((f) => fieldColumnCode(f.id))].filter(
    (value) => !allowed.some((c) => c.value === value),
  );
  return csvColumnsOf(parseNestedQuery(ctx), allowed, withheld);
}
