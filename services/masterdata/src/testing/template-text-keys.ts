import type { FilterItem, HeaderElement, RightsHolder } from '@app/contracts';
import { formTemplateFor, listTemplateFor, popupTemplateFor, type EntityTemplateSource } from '../domain/templates/entity-template';

/** A sysadmin gets every column, field and tab, so its templates carry every key. */
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

/**
 * The i18n keys of a template's filter: the kit's filter bar shows them in whichever module renders
 * the list (the request filter also on the planning module's general calendar), so they are the kit's.
 */
export function filterTextKeys(source: EntityTemplateSource): string[] {
  return listTemplateFor(source, sysadmin, 1, false).filter.filter_params.flatMap(filterItemKeys);
}

/**
 * Every other i18n key of what template-page/{key}, template/{key} and template-popup/{key} serve:
 * the texts tests check them against the texts of the module that renders the template.
 */
export function templateTextKeys(source: EntityTemplateSource): string[] {
  const list = listTemplateFor(source, sysadmin, 1, false);
  return [
    list.name,
    ...list.header.elements.flatMap(headerTextKeys),
    ...list.elements.columns.map((c) => c.label),
    ...formTemplateFor(source, sysadmin).fields.map((f) => f.label),
    ...popupTemplateFor(source, sysadmin).tabs.map((t) => t.label),
  ];
}
