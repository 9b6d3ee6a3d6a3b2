import { z } from 'zod';
import { recordId } from './record-id';

/**
 * The template contract between the masterdata service and the shared list, filter and form
 * screens (spec 001 section 3, 'Shared list, filter and form structures'; FEATURES 12). Field names
 * keep the spec's snake_case because the front end reads them as the spec names them.
 */

/** Cell renderers a list column can ask for (LIST-13). */
export const COLUMN_ELEMENTS = ['single-line-component', 'boolean-component', 'branches-component', 'list-actions'] as const;
export type ColumnElement = (typeof COLUMN_ELEMENTS)[number];

export const COLUMN_ACTIONS = ['edit', 'view', 'preview'] as const;
export type ColumnAction = (typeof COLUMN_ACTIONS)[number];

/**
 * How a cell shows its raw value: API dates as DD-MM-YYYY, option keys translated, flags as icons;
 * for the request list (REQ-LIST-01/02) `status` a request status in its colour, `lock` the name of
 * the lock's holder (empty when unlocked) behind a lock icon, `warning` the first open date marked
 * red or orange by the status thresholds (`requestWarning`). For additional fields (ADR 0106):
 * `yes_no` a flag as the words yes or no (nothing when unset), `local_datetime` a wall-clock
 * `YYYY-MM-DDTHH:MM` without a zone as DD-MM-YYYY HH:mm, unshifted.
 */
export const COLUMN_FORMATS = ['date', 'datetime', 'option', 'boolean', 'status', 'lock', 'warning', 'yes_no', 'local_datetime'] as const;
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

/** A list column (LIST-13, ADR 0281). */
export interface ListColumn {
  /** i18n key of the header; with `literal_label` the header text itself */
  label: string;
  /** true: `label` is a user-entered text (an additional field's label), shown as it is, never translated */
  literal_label?: boolean;
  /**
   * true: a column the user switches on in the list's column picker; hidden until then, the
   * choice kept per list with the sort (ADR 0106)
   */
  optional?: boolean;
  /** the row property the cell shows */
  value: string;
  /** what `sortBy[column]` sends for this column */
  column_code: string;
  sortable: boolean;
  element: ColumnElement;
  /** in a `list-actions` column: a button per action (preview, view: the record; edit: its form) */
  actions?: ColumnAction[];
  /** i18n key: the cell is a button with this text that opens the row */
  btn?: string;
  /** a row whose `pool` is true (it holds for the whole pool) shows a Pool chip in this cell */
  pool?: boolean;
  /** the cell is the row's tick box, the header ticks the page; the list keeps the ticked ids */
  checkbox?: boolean;
  /** with `checkbox`: a link that ticks the row with its children on the page (`parent_id`) */
  selectChildrenLink?: boolean;
  /** how the cell shows the value; plain text when absent */
  format?: ColumnFormat;
  /** with format 'option' or 'status': the i18n prefix of the option keys (`regions` shows 'north' as `regions.north`) */
  option_prefix?: string;
}

/** The table part of a list template: columns plus the two display flags. */
export interface ListElements {
  columns: ListColumn[];
  hide_headers?: boolean;
  hide_actions?: boolean;
}

/** The blocks a list header bar shows, in the template's order (FILTER-04). */
export const HEADER_COMPONENTS = [
  'IconText',
  'Spacer',
  'FilterBlock',
  'FilterComponent',
  'ExportButton',
  'Close',
  'Button',
  'HelpButton',
  'Loader',
  'Tooltip',
  'ButtonGroup',
] as const;
export type HeaderComponent = (typeof HEADER_COMPONENTS)[number];

/** A button that opens an app route (create: `/{key}/new`, reports: `/reports`). */
export interface HeaderButtonProps {
  /** i18n key */
  text: string;
  /** route to open */
  to: string;
  /** a Material icon name the header bar knows (Add, Assessment, ...) */
  icon?: string;
  variant?: 'text' | 'outlined' | 'contained';
  /** the button's test id is `<bar test id>-<test_id>` */
  test_id?: string;
}

/** The help tooltip: a title plus one text or bulleted texts, all i18n keys (FILTER-06). */
export interface HelpTooltipProps {
  title: string;
  text?: string;
  texts?: string[];
}

/** The info card tooltip: rows with a title and values, i18n keys or plain values (FILTER-06). */
export interface InfoCardProps {
  icon?: string;
  rows: { title: string; values: string[] }[];
}

/**
 * One block of a list header. `max_branch_type_levels`: the block shows only when it is greater
 * than the caller's branch type level (FILTER-05, `ListTemplate.header.branch_type_level`).
 */
export type HeaderElement = { max_branch_type_levels?: number } & (
  | { component: 'IconText'; props: { icon: string; text: string } }
  | { component: 'Spacer' }
  | { component: 'FilterBlock'; props?: Record<string, unknown> }
  /** a screen's own control beside the filter, named by `props.name` (the tree/table switch: `list_view`) */
  | { component: 'FilterComponent'; props?: { name?: string } }
  | { component: 'ExportButton' }
  /** back to `props.to`, the dashboard by default */
  | { component: 'Close'; props?: { to?: string } }
  | { component: 'Button'; props: HeaderButtonProps }
  | { component: 'HelpButton'; props: HelpTooltipProps }
  /** a spinner while the screen loads its data */
  | { component: 'Loader' }
  | { component: 'Tooltip'; props: InfoCardProps }
  | { component: 'ButtonGroup'; props: { buttons: HeaderButtonProps[] } }
);

/** The header part of a list template. */
export interface ListHeader {
  elements: HeaderElement[];
  /**
   * The caller's branch type level: the level of the branch type of the profile's branch (board 1,
   * school 2, location 3); 0 for a profile bound to no branch (GAP-22, docs/masterdata.md).
   */
  branch_type_level?: number;
}

/**
 * `list_condition`: the list waits until the filter `filter_id` holds a value for `filter_field`
 * (several comma-separated: all of them, or any with `or`); meanwhile it asks to set the filter.
 */
export interface ListCondition {
  filter_id: string;
  filter_field: string;
  or?: boolean;
}

/**
 * A list template (LIST-12). Every key below does something in the generic list (shared/ui
 * entity-list, the admin's tree view); ADR 0281 says what, and why the spec's `filter_url`,
 * `form_url` and `icon` are not here.
 */
export interface ListTemplate {
  key: string;
  /** the list (and export) call, relative to the API root */
  url: string;
  /** fixed query parameters every list and export call carries (a preset filter); the list's own keys win */
  query?: Record<string, string>;
  /** the id of the list's filter: its stored values (FILTER_) and the filter `list_condition` names */
  filter_id: string;
  /** realtime channel whose events make the list refetch */
  channel: string;
  /** further channels whose events make the list refetch (another service's data shown in it) */
  sockets?: string[];
  /** false when the caller lacks the create right: no create button (templates follow rights) */
  create: boolean;
  /**
   * The preview offers Clone (ERR-GEN-07, ADR 0280): the create form prefilled with the record's values.
   * Only where a copy is a sensible start and the caller may create.
   */
  clone?: boolean;
  /** false: no export button, whatever the header lists */
  export: boolean;
  header: ListHeader;
  elements: ListElements;
  /** the list asks for rows only once its filter holds a value for the named field(s) */
  list_condition?: ListCondition;
  /** true: no pager, every row (LIST-09) */
  disable_pagination: boolean;
  /** the tree view: the top-level rows show no edit, preview or archive actions */
  disable_root_actions?: boolean;
  /** the tree view opens every row on first render */
  expand_all?: boolean;
  /** the column headers stay in view while the rows scroll */
  sticky_header?: boolean;
  /** the tree view's additional entity: its preview is `{additional_url}/{id}/edit`, its create `{additional_url}/new` */
  additional_url?: string;
  /** i18n key naming the additional entity: a chip on its rows in the tree */
  additional_name?: string;
  /** the additional create button's icon (a header icon name) */
  additional_icon?: string;
  /** i18n keys of the additional create button's text (`additional_new_text` first) */
  additional_title?: string;
  additional_new_text?: string;
  /** the form template of the create popup (`GET template/{form_name}`) */
  form_name: string;
  minimal_popup: boolean;
  close_on_create: boolean;
  close_on_save: boolean;
  /** i18n key of the list's name: the page title where the screen gives none */
  name: string;
  /** the base of `GET/PUT {entity_url}/{id}`, `DELETE {entity_url}/{id}/archive` */
  entity_url: string;
  filter: FilterTemplate;
}

/** The 14 filter control types (FILTER-03). */
export const FILTER_CONTROL_TYPES = [
  'date_picker',
  'week_select',
  'checkbox_component',
  'select_component',
  'all_select_component',
  'grope_select_component',
  'grouped_select_component',
  'time_unit_component',
  'date_period_component',
  'slider_select_component',
  'branch_select_component',
  'range_slider',
  'label_select_component',
  'date_period_presets_component',
] as const;
export type FilterControlType = (typeof FILTER_CONTROL_TYPES)[number];

export const DEFAULT_VALUE_METHODS = [
  'firstDayOfWeek',
  'firstDayOfMonth',
  'firstDayOfYear',
  'lastDayOfWeek',
  'lastDayOfMonth',
  'lastDayOfYear',
] as const;
export type DefaultValueMethod = (typeof DEFAULT_VALUE_METHODS)[number];

/** Shows a control (or form field) only when the control it depends on has the given value. */
export interface ShowCondition {
  depends: string;
  equals: { target: string; value: unknown };
  /** true: the condition holds when the field does NOT hold the value (a read-only count shown only when there is one) */
  negate?: boolean;
}

export interface SelectOption {
  id: string | number;
  name: string;
  /** a second line under the name in the list: what tells two options of the same name apart */
  detail?: string;
  color?: string;
  parent_id?: number | null;
  level?: number;
  archived?: boolean;
}

export interface FilterRangeElement {
  key: string;
  get_key?: string;
  default_value?: unknown;
  default_value_method?: DefaultValueMethod;
  label: string;
}

export interface FilterPreset {
  from: string;
  to: string;
  label: string;
  label_params?: Record<string, unknown>;
}

export interface FilterItem {
  key: string;
  type: FilterControlType;
  /** i18n key; with `literal_label` the text itself */
  label: string;
  /** true: `label` is a user-entered text (an additional field's label), shown as it is (ADR 0106) */
  literal_label?: boolean;
  group_label?: string;
  small?: boolean;
  multiple?: boolean;
  searchable?: boolean;
  /** names a lookup list of `GET /api/inputs` */
  get_key?: string;
  options?: SelectOption[];
  items?: SelectOption[];
  item_text?: string;
  value_key?: string;
  query_value?: string;
  default_value?: unknown;
  default_value_method?: DefaultValueMethod;
  ignore?: boolean;
  no_request?: boolean;
  show_condition?: ShowCondition;
  dependents?: string[];
  parent_select_key?: string;
  parent_get_key?: string;
  iterate_from?: number;
  iterate_to?: number;
  max?: number;
  min?: number;
  step?: number;
  presets?: FilterPreset[];
  elements?: { from: FilterRangeElement; to: FilterRangeElement };
  /** date_period_component as an older date picker: from and to wait for OK, Cancel drops them (FILTER-07) */
  confirm_dates?: boolean;
}

export interface FilterTemplate {
  id: string;
  /** shows the search box; the text goes out as `search[<filter_search>]` */
  filter_search?: string;
  filter_params: FilterItem[];
  required?: boolean;
  cache?: boolean;
  pure_response?: boolean;
  no_submit?: boolean;
  theme?: string;
  props?: { groupedView?: boolean };
}

/** Form field types the shared form renders. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'select',
  'multiselect',
  'boolean',
  'email',
  'password',
  'branch',
  'time',
  'segments',
  /** an announcement's content: the editor's JSON document (contracts announcements.ts), edited as its JSON text */
  'rich_text',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Client-side rule names; the service validates the same rules with its zod schemas. */
export type FormRule =
  | 'required'
  | 'email'
  | `min:${number}`
  | `max:${number}`
  | 'numeric'
  | 'integer'
  | 'date'
  | `after_or_equal:${string}`
  // the generic rules of FORM-07 with their messages in English and Dutch
  | `between:${number},${number}`
  | `digits:${number}`
  | `confirmed:${string}`
  | 'url'
  | `regex:${string}`;

export interface FormField {
  key: string;
  type: FormFieldType;
  /** i18n key */
  label: string;
  required: boolean;
  rules?: FormRule[];
  /** names a lookup list of `GET /api/inputs` (select, multiselect, branch) */
  get_key?: string;
  show_condition?: ShowCondition;
  enable_condition?: ShowCondition;
  /** a dependent select: its options are asked with `inputs[<get_key>][option]=<value of this field>`; it clears when that field changes */
  depends_on?: string;
  /** false: shown read-only and never sent */
  editable: boolean;
}

export interface FormTemplate {
  name: string;
  /** POST target for create, `{url}/{id}` for update */
  url: string;
  fields: FormField[];
  /**
   * A field of the create answer the server shows only this once (a data supplier's `auth_token`):
   * the create popup shows it with a copy button before it opens the record.
   */
  reveal_once?: string;
}

export interface PopupTab {
  key: string;
  /** i18n key */
  label: string;
  /** the form shown on the tab, if it is a form tab */
  form?: string;
  /** the tab's data call, relative to the API root; `{id}` stands for the popup's record id */
  url?: string;
  /** the list template whose columns show the tab's rows (a sub-list such as a person's contracts) */
  list?: string;
  /** a tab the client renders with its own component (the person's label picker, the branch's persons, the branch settings link) */
  component?: PopupTabComponent;
}

/** Client-side tab components a popup template can name. */
export const POPUP_TAB_COMPONENTS = [
  'person-labels',
  'branch-persons',
  'branch-settings',
  'role-permissions',
  'data-supplier-token',
  'person-profiles',
  'person-travel',
  'person-hourly-rates',
  'person-saving-goals',
  'person-work-plans',
  'person-scores',
  'person-other-data',
  'person-data-supplier',
  'person-couplings',
  'person-report',
  'branch-travel',
  'person-documents',
  'branch-documents',
  'person-blockades',
  'person-conducts',
  'person-matching',
  'branch-calendar',
  'branch-labels',
  'branch-secondment',
  'branch-admin-remark',
  'branch-general-remark',
  'branch-internal-remark',
  'branch-matching-info',
  'branch-export',
  'branch-other-data',
  'person-planning',
  'person-availabilities',
  'person-logs',
  'branch-work-plans',
] as const;
export type PopupTabComponent = (typeof POPUP_TAB_COMPONENTS)[number];

export interface PopupTemplate {
  name: string;
  entity_url: string;
  minimal_popup: boolean;
  tabs: PopupTab[];
}

/** Page sizes of a list; -1 means all rows (LIST-09). */
export const ITEMS_PER_PAGE = [25, 50, 100, -1] as const;
export const DEFAULT_ITEMS_PER_PAGE = 25;

const flag = z.enum(['0', '1']);
const queryValue = z.union([z.string(), z.array(z.string())]);

/**
 * The query of every list call after `qs` has nested it (LIST-08, spec 001 section 7). Filters and
 * search values stay strings: each list definition decides what a value means.
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .refine((n) => (ITEMS_PER_PAGE as readonly number[]).includes(n), { message: 'The items per page must be one of 25, 50, 100 or -1.' })
    .default(DEFAULT_ITEMS_PER_PAGE),
  sortBy: z.object({ column: z.string().min(1), order: z.enum(['asc', 'desc']).default('asc') }).optional(),
  filters: z.record(z.string(), queryValue).default({}),
  search: z.record(z.string(), z.string()).default({}),
  include: z.string().optional(),
  period_id: recordId().optional(),
  isMobile: flag.optional(),
  noData: flag.optional(),
  'csv-export': z.string().min(1).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** `GET /api/inputs?inputs[<get_key>][search]=...`: one entry per wanted lookup list. */
export const inputsQuerySchema = z.object({
  inputs: z.record(z.string(), z.union([z.object({ search: z.string().optional(), option: z.string().optional() }), z.string()])),
});

export const templateQuerySchema = z.object({ isMobile: flag.optional() });

/** The page templates of the year-calendar pages (CAL-PAGE-03, API-83): the general calendar and person planning. */
export const CALENDAR_PAGE_TEMPLATES = ['calendar-page-list', 'person-planning'] as const;
export type CalendarPageTemplateName = (typeof CALENDAR_PAGE_TEMPLATES)[number];

/** The calls a calendar page's context names (CAL-PAGE-04, API-50, API-51), relative to the API root; null where the page has none. */
export interface CalendarPageContext {
  /** the days that hold work: the general calendar's request dayparts, a person's planned and marked dayparts (`{id}` is the person) */
  assigned_days_url: string;
  /** the week schedule the page marks days by; null where the page marks none */
  week_schedule_url: string | null;
  /**
   * GET: the dates a person (`{id}`) is reported absent on live requests (from, to; default the
   * current period), for their own person or one the caller may plan; and the
   * check_the_same_person_absent policy, 'warn' or 'prevent' in data (take `branch` for a branch's)
   */
  absentee_dates_url: string | null;
  absentee_setting_url: string | null;
  /** GET: a boolean in data, whether Saturday or Sunday is a working day (take `branch` for a branch's own setting) */
  check_saturday_working_day_url: string;
  check_sunday_working_day_url: string;
}

/**
 * GET template-page/calendar-page-list and template-page/person-planning (CAL-PAGE-03): what a
 * calendar page needs before its data. Texts are i18n keys of the page's module.
 */
export interface CalendarPageTemplate {
  key: CalendarPageTemplateName;
  header: { title: string };
  /** the filter bar (the request list's for the general calendar); null where the page has none */
  filter: FilterTemplate | null;
  /** the colour legend: the colour classes (CAL-PAGE-08) the page shows, in order, each with its text key */
  color_tip: { class: string; label: string }[];
  context: CalendarPageContext;
  /** extra blocks beside the calendar (none on these pages) */
  elements: never[];
  /** the marked days: GET with period_id (CAL-MARK-01); `{id}` is the person */
  url: string;
  /** the tabs the page switches between, and the one it opens on (the list on a phone, the calendar on a desktop) */
  switcher: { tabs: ('calendar' | 'list')[]; default: 'calendar' | 'list' } | null;
  /** the page has a list view beside the calendar */
  list_view: boolean;
  /** days are marked by a week schedule (CAL-MARK-09) */
  use_week_schedule: boolean;
  week_schedule_url: string | null;
  /** the calendar is locked to a request (CAL-SEL-06): never on these pages */
  lock: false;
  /** where the period selector reads the active periods (CAL-PAGE-11) */
  period: { url: string; filters: Record<string, string | number> };
}
