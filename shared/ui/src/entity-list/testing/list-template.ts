import type { ListColumn } from '@app/contracts';

/**
 * A list template for the list screen's tests: the fixed parts every template carries, keyed by
 * `key` (its url, entity url and form name too), with the header blocks and columns a test names.
 */
export const testListTemplate = (
  key: string,
  {
    export: canExport = true,
    header,
    columns,
  }: { export?: boolean; header: { component: string; props?: object }[]; columns: ListColumn[] },
) => ({
  key,
  url: key,
  entity_url: key,
  create: false,
  export: canExport,
  disable_pagination: false,
  close_on_create: false,
  minimal_popup: false,
  form_name: key,
  filter: { id: `${key}_filter`, filter_params: [] },
  header: { elements: header },
  elements: { columns },
});
