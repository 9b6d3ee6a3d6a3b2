import { ROUTES, type FilterItem, type HeaderElement, type RightsHolder, type SettingItem } from '@app/contracts';
import { untranslatedKeys } from '@app/i18n';
import { STATIC_INPUTS } from '../inputs/static-inputs';
import { poolSettingGroups } from '../settings/setting-values';
import { formTemplateFor, listTemplateFor, popupTemplateFor, type EntityTemplateSource } from './entity-template';
import { TEMPLATE_SOURCES } from './template-registry';

// The front end translates every label the templates carry with the one i18next instance of
// @app/i18n; a key with no text there shows up raw on the screen. A sysadmin gets every column,
// field and tab, so its templates carry every key.
const sysadmin: RightsHolder = { is_sysadmin: true, roles: [], allow: [], finished: 1 };

const filterItemKeys = (item: FilterItem): string[] => [
  item.label,
  ...(item.group_label ? [item.group_label] : []),
  ...(item.elements ? [item.elements.from.label, item.elements.to.label] : []),
  ...(item.presets ?? []).map((p) => p.label),
  ...[...(item.options ?? []), ...(item.items ?? [])].map((o) => o.name),
];

/** The texts of a header block: button captions, the help's title and texts, the info card's row titles. */
function headerTextKeys(element: HeaderElement): string[] {
  switch (element.component) {
    case 'IconText':
    case 'Button':
      return [element.props.text];
    case 'ButtonGroup':
      return element.props.buttons.map((b) => b.text);
    case 'HelpButton':
      return [element.props.title, ...(element.props.text ? [element.props.text] : []), ...(element.props.texts ?? [])];
    case 'Tooltip':
      return element.props.rows.map((r) => r.title);
    default:
      return [];
  }
}

/** Every i18n key of what template-page/{key}, template/{key} and template-popup/{key} serve. */
function templateTextKeys(source: EntityTemplateSource): string[] {
  const list = listTemplateFor(source, sysadmin, 1, false);
  return [
    list.name,
    ...list.header.elements.flatMap(headerTextKeys),
    ...list.elements.columns.map((c) => c.label),
    ...list.filter.filter_params.flatMap(filterItemKeys),
    ...formTemplateFor(source, sysadmin).fields.map((f) => f.label),
    ...popupTemplateFor(source, sysadmin).tabs.map((t) => t.label),
  ];
}

describe('texts of the admin templates', () => {
  it.each([...TEMPLATE_SOURCES.keys()])('template %s has an nl and an en text for every label', (key) => {
    expect(untranslatedKeys(templateTextKeys(TEMPLATE_SOURCES.get(key)!))).toEqual([]);
  });

  // an option column shows its stored keys as `<option_prefix>.<key>`: the prefix must be that of a
  // fixed lookup list, whose texts the next test checks
  it.each([...TEMPLATE_SOURCES.keys()])('template %s shows option columns through a fixed lookup list', (key) => {
    const prefixes = listTemplateFor(TEMPLATE_SOURCES.get(key)!, sysadmin, 1, false).elements.columns.flatMap((c) => (c.format === 'option' ? [c.option_prefix] : []));
    const listed = new Set(Object.values(STATIC_INPUTS).flatMap((options) => options.map((o) => o.name.slice(0, o.name.lastIndexOf('.')))));
    expect(prefixes.filter((prefix) => !prefix || !listed.has(prefix))).toEqual([]);
  });

  it('has an nl and an en text for every option name of the fixed lookup lists of GET /api/inputs', () => {
    const names = Object.values(STATIC_INPUTS).flatMap((options) => options.map((o) => o.name));
    expect(names.length).toBeGreaterThan(0);
    expect(untranslatedKeys(names)).toEqual([]);
  });

  it('has an nl and an en text for every group, setting and choice of the pool settings form', () => {
    // the form shows a choice, and a yes/no value, as settings.options.<value>
    const choices = (item: SettingItem): readonly unknown[] => item.options ?? (item.input_type === 'boolean' ? [true, false] : []);
    const keys = poolSettingGroups(new Map()).flatMap((g) => [
      g.group.name,
      ...g.items.flatMap((item) => [item.label, ...choices(item).map((v) => `settings.options.${String(v)}`)]),
    ]);
    expect(untranslatedKeys(keys)).toEqual([]);
  });

  it('has an nl and an en page title for every route', () => {
    expect(untranslatedKeys(ROUTES.map((r) => r.title))).toEqual([]);
  });
});
