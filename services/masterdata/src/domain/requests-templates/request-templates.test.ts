import {
  channels,
  ExtraPermission,
  Permission,
  REQUEST_GROUP_LIST_FILTERS,
  REQUEST_GROUP_LIST_SORTS,
  REQUEST_LIST_COLUMNS,
  REQUEST_LIST_FILTERS,
  REQUEST_LIST_SORTS,
  type RightsHolder,
} from '@app/contracts';
import { untranslatedKeys } from '@app/i18n';
import { texts } from '@app/mfe-requests';
import { templateTextKeys } from '../../testing/template-text-keys';
import { listTemplateFor } from '../templates/entity-template';
import { requestGroupTemplate } from './request-group-template';
import { requestTemplate } from './request-template';

const holder = (...allow: string[]): RightsHolder => ({ is_sysadmin: false, roles: [], allow, finished: 1 });

/** The UI kit's own keys (the header's buttons): the kit translates them, every module falls back to it. */
const KIT_KEYS = /^(entity_list|list_header|filter_bar|pagination)\./;

// Staffing serves the data, the requests module renders the templates: the template and staffing's
// list (the contract's filter and sort keys) must agree, and every label must have the module's text.
describe.each([
  { source: requestTemplate, sorts: REQUEST_LIST_SORTS, filters: REQUEST_LIST_FILTERS },
  { source: requestGroupTemplate, sorts: REQUEST_GROUP_LIST_SORTS, filters: REQUEST_GROUP_LIST_FILTERS },
])('template $source.key', ({ source, sorts, filters }) => {
  it("offers sorting only on staffing's sortable columns and filters it understands", () => {
    for (const column of source.columns.filter((c) => c.sortable)) expect(sorts).toContain(column.column_code);
    const keys = source.filter.filter_params.flatMap((item) =>
      item.elements ? [item.elements.from.key, item.elements.to.key] : [item.key],
    );
    for (const key of keys) expect(filters).toContain(key);
  });

  it('has an nl and an en text of the requests module for every label', () => {
    const keys = templateTextKeys(source).filter((key) => !KIT_KEYS.test(key));
    expect(untranslatedKeys(keys, texts)).toEqual([]);
  });
});

describe('the request list template', () => {
  it("refetches on staffing's request channel and exports only with the export right", () => {
    const viewer = listTemplateFor(requestTemplate, holder(Permission.REQUEST_VIEW), 7, false);
    expect(viewer.channel).toBe(channels.requestChanged(7));
    expect(viewer).toMatchObject({ export: false, create: false });
    const planner = listTemplateFor(requestTemplate, holder(Permission.REQUEST_ALL, ExtraPermission.REQUEST_EXPORT), 7, false);
    expect(planner).toMatchObject({ export: true, create: true });
    expect(planner.header.elements.some((e) => e.component === 'ExportButton')).toBe(true);
  });

  it("shows staffing's list columns (the CSV export's whitelist, ADR 0105) in the same order with the same labels and formats", () => {
    expect(requestTemplate.columns.map(({ value, label, format }) => ({ value, label, ...(format ? { format } : {}) }))).toEqual(
      REQUEST_LIST_COLUMNS,
    );
  });

  it('shows the status, the lock and the first open daypart in their cell formats', () => {
    const formats = Object.fromEntries(requestTemplate.columns.map((c) => [c.value, c.format]));
    expect(formats).toMatchObject({ status: 'status', locked_by_name: 'lock', first_open_date: 'warning' });
  });
});
