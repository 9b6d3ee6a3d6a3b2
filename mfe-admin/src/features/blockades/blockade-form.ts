import { apiDateToDisplay, displayDateToApi } from '@app/ui/template-form';
import type { BlockadeFields, BlockadeStart } from './api/blockades-api';

/** What the blockade dialog edits: dates as typed (DD-MM-YYYY), texts as typed. */
export interface BlockadeFormValues {
  pool: boolean;
  branches: number[];
  city: string;
  remark: string;
  start_date: string;
  end_date: string;
}

/** The form's values from a blockade or the new form's defaults; with neither, an empty pool blockade (or personal) from today. */
export const formValuesOf = (blockade: BlockadeStart | null, today: string, personal: boolean): BlockadeFormValues => ({
  pool: blockade ? blockade.pool : !personal,
  branches: blockade ? blockade.branches.map((b) => b.id) : [],
  city: blockade?.city ?? '',
  remark: blockade?.remark ?? '',
  start_date: apiDateToDisplay(blockade?.start_date ?? today),
  end_date: apiDateToDisplay(blockade?.end_date ?? ''),
});

/** The text keys of what is missing before a whole blockade can be sent (the server says the rest). */
export function formProblems(values: BlockadeFormValues): string[] {
  const problems: string[] = [];
  if (!values.branches.length) problems.push('blockades.branches_required');
  if (!displayDateToApi(values.start_date)) problems.push('blockades.start_required');
  return problems;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A whole blockade for create and edit; an empty end date is indefinite. */
export const fieldsOf = (values: BlockadeFormValues): BlockadeFields => ({
  pool: values.pool,
  branches: values.branches,
  city: orNull(values.city),
  remark: orNull(values.remark),
  start_date: displayDateToApi(values.start_date) ?? '',
  end_date: displayDateToApi(values.end_date) ?? null,
});

/** A mass edit sets only what the user filled in (and the kind, always shown). */
export function massFieldsOf(values: BlockadeFormValues): Partial<BlockadeFields> {
  const fields: Partial<BlockadeFields> = { pool: values.pool };
  if (values.branches.length) fields.branches = values.branches;
  if (orNull(values.city)) fields.city = orNull(values.city);
  if (orNull(values.remark)) fields.remark = orNull(values.remark);
  const start = displayDateToApi(values.start_date);
  if (start) fields.start_date = start;
  const end = displayDateToApi(values.end_date);
  if (end) fields.end_date = end;
  return fields;
}
