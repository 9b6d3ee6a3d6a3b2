import {
  channels,
  hasAnyRight,
  hiddenFields,
  type FilterTemplate,
  type FormField,
  type FormTemplate,
  type ListColumn,
  type ListTemplate,
  type PopupTab,
  type PopupTemplate,
  type RightsHolder,
} from '@app/contracts';
import { fieldColumn, fieldFilterItem, type ListedField } from '../additional-fields/field-columns';
import { listHeaderFor } from './list-header';

/** Who may see, create and change an entity; the templates and the routes read the same lists. */
export interface EntityRights {
  view: readonly string[];
  create: readonly string[];
  edit: readonly string[];
}

/**
 * Everything the templates of one entity are built from. The builders below filter it by the
 * caller's rights, so no entity repeats the rights logic (no create button without a create right).
 */
export interface EntityTemplateSource {
  key: string;
  /** i18n key of the list title */
  name: string;
  /** list url and entity url, relative to the API root */
  url: string;
  rights: EntityRights;
  /** data columns; the actions column is added by the builder */
  columns: (ListColumn & { mobile?: boolean })[];
  filter: Omit<FilterTemplate, 'id'>;
  form: FormField[];
  /** `rights`: the tab shows to a holder of one of them; `also`: and of one of these (the data behind a tab with its own right) */
  tabs: (PopupTab & { rights?: readonly string[]; also?: readonly string[] })[];
  export: boolean;
  minimalPopup?: boolean;
  closeOnCreate?: boolean;
  closeOnSave?: boolean;
  /** false: the entity has no create call (accounts come from invitations), whatever the rights */
  creatable?: false;
  /** true: a record is a sensible start for another, so the preview offers Clone to who may create (ADR 0280) */
  cloneable?: true;
  /** the create answer's field shown only once (FormTemplate.reveal_once) */
  revealOnce?: string;
  /** rights the CSV export needs besides the view right (the request list's REQUEST_EXPORT) */
  exportRights?: readonly string[];
  /** the realtime channel the list refetches on, when another service's data publishes elsewhere (staffing's requests) */
  channel?: (poolId: number) => string;
  /** fields only a holder of their right reads or writes (the person's remarks and BSN): field -> right */
  fieldRights?: Readonly<Record<string, string>>;
  /** the location of the pool's additional fields the list offers as optional columns (ADR 0106) */
  additionalFields?: 'person' | 'branch' | 'request';
  /**
   * The tree view's additional entity (MD-TREE-04, ADR 0276): its url, the i18n keys of its chip
   * and create button, and the rights that see and create it: a caller who may not see it gets no
   * additional keys, one who may not create it no create button's text (which is the button).
   */
  additional?: { url: string; name: string; newText: string; rights: { view: readonly string[]; create: readonly string[] } };
}

/** The template's additional-entity keys, for a caller who may see that entity. */
const additionalKeysFor = (source: EntityTemplateSource, auth: RightsHolder) =>
  source.additional && hasAnyRight(auth, source.additional.rights.view)
    ? {
        additional_url: source.additional.url,
        additional_name: source.additional.name,
        ...(hasAnyRight(auth, source.additional.rights.create) ? { additional_new_text: source.additional.newText } : {}),
      }
    : {};

const actionsColumn = (canEdit: boolean): ListColumn => ({
  label: 'list.actions',
  value: 'actions',
  column_code: 'actions',
  sortable: false,
  element: 'list-actions',
  actions: canEdit ? ['preview', 'edit'] : ['preview'],
});

/**
 * GET template-page/{name}. On mobile the filter stays off the header (the filter is desktop only,
 * spec 001 section 2) and only the columns marked for mobile remain. `branchTypeLevel` is the
 * caller's (0: a profile bound to no branch), for the header blocks' appearance rule. `fields`:
 * the pool's additional fields of the list's location, optional columns on desktop (ADR 0106).
 */
export function listTemplateFor(
  source: EntityTemplateSource,
  auth: RightsHolder,
  poolId: number,
  isMobile: boolean,
  branchTypeLevel = 0,
  fields: readonly ListedField[] = [],
): ListTemplate {
  const canEdit = hasAnyRight(auth, source.rights.edit);
  const listed = isMobile ? [] : fields;
  const columns = [
    ...source.columns.filter((c) => !isMobile || c.mobile).map(({ mobile: _mobile, ...column }) => column),
    ...listed.map(fieldColumn),
  ];
  const fieldFilters = listed.flatMap((f) => fieldFilterItem(f) ?? []);
  const filterId = `${source.key}_filter`;
  const create = source.creatable !== false && hasAnyRight(auth, source.rights.create);
  const canExport = source.export && !isMobile && (!source.exportRights || hasAnyRight(auth, source.exportRights));
  return {
    key: source.key,
    url: source.url,
    filter_id: filterId,
    channel: source.channel?.(poolId) ?? entityChannel(poolId, source.key),
    create,
    clone: create && source.cloneable === true,
    export: canExport,
    header: listHeaderFor(
      { key: source.key, canCreate: create, canExport, isMobile, branchTypeLevel, columnPicker: listed.length > 0 },
      auth,
    ),
    elements: { columns: [...columns, actionsColumn(canEdit)] },
    disable_pagination: false,
    ...additionalKeysFor(source, auth),
    form_name: source.key,
    minimal_popup: source.minimalPopup ?? false,
    close_on_create: source.closeOnCreate ?? false,
    close_on_save: source.closeOnSave ?? false,
    name: source.name,
    entity_url: source.url,
    filter: { ...source.filter, filter_params: [...source.filter.filter_params, ...fieldFilters], id: filterId },
  };
}

/**
 * GET template/{form}: without an edit right every field is read-only and never sent; a field with
 * its own right is left out for who lacks it (the record's answer leaves its value out too).
 */
export function formTemplateFor(source: EntityTemplateSource, auth: RightsHolder): FormTemplate {
  const canWrite = hasAnyRight(auth, source.rights.edit) || hasAnyRight(auth, source.rights.create);
  const hidden = new Set(source.fieldRights ? hiddenFields(source.fieldRights, auth) : []);
  const fields = source.form.filter((f) => !hidden.has(f.key)).map((f) => ({ ...f, editable: f.editable && canWrite }));
  return { name: source.key, url: source.url, fields, ...(source.revealOnce ? { reveal_once: source.revealOnce } : {}) };
}

/** GET template-popup/{name}: the preview's tabs, each gated by its own right where it has one. */
export function popupTemplateFor(source: EntityTemplateSource, auth: RightsHolder): PopupTemplate {
  return {
    name: source.key,
    entity_url: source.url,
    minimal_popup: source.minimalPopup ?? false,
    tabs: source.tabs
      .filter((t) => (!t.rights || hasAnyRight(auth, t.rights)) && (!t.also || hasAnyRight(auth, t.also)))
      .map(({ rights: _rights, also: _also, ...tab }) => tab),
  };
}

/** The realtime channel of an entity's list: writes publish '<channel>/changed' (LIST realtime). */
export const entityChannel = (poolId: number, key: string) => channels.entityList(poolId, key);

/** Shorthand for the usual text column. */
export const textColumn = (
  value: string,
  label: string,
  options: { sortable?: boolean; mobile?: boolean } = {},
): ListColumn & { mobile?: boolean } => ({
  label,
  value,
  column_code: value,
  sortable: options.sortable ?? true,
  element: 'single-line-component',
  ...(options.mobile ? { mobile: true } : {}),
});

/** Shorthand for a form field; most fields are optional, editable text. */
export const field = (key: string, type: FormField['type'], options: Partial<Omit<FormField, 'key' | 'type'>> = {}): FormField => ({
  key,
  type,
  label: options.label ?? `fields.${key}`,
  required: options.required ?? false,
  editable: options.editable ?? true,
  ...(options.required ? { rules: ['required', ...(options.rules ?? [])] } : options.rules ? { rules: options.rules } : {}),
  ...(options.get_key ? { get_key: options.get_key } : {}),
  ...(options.show_condition ? { show_condition: options.show_condition } : {}),
  ...(options.enable_condition ? { enable_condition: options.enable_condition } : {}),
  ...(options.depends_on ? { depends_on: options.depends_on } : {}),
});

/** The archived checkbox every archivable list offers (filters[archived]=1 shows archived rows). */
export const archivedFilterItem = {
  key: 'archived',
  type: 'checkbox_component',
  label: 'filter_bar.labels.show_archived',
  default_value: 0,
} as const;
