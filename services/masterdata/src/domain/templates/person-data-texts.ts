import type { FilterItem } from '@app/contracts';
import type { EntityTemplateSource } from './entity-template';

/** Field texts of the person-data templates live under `person_data.fields` (shared/i18n locales/person-data). */
const relabel = (key: string) => (key.startsWith('fields.') ? `person_data.${key}` : key);

const relabelItem = (item: FilterItem): FilterItem => ({
  ...item,
  label: relabel(item.label),
  ...(item.elements
    ? {
        elements: {
          from: { ...item.elements.from, label: relabel(item.elements.from.label) },
          to: { ...item.elements.to, label: relabel(item.elements.to.label) },
        },
      }
    : {}),
});

/** The contract, policy and label templates name their fields `fields.x`; this points them at their own texts. */
export const withPersonDataTexts = (source: EntityTemplateSource): EntityTemplateSource => ({
  ...source,
  columns: source.columns.map((c) => ({ ...c, label: relabel(c.label) })),
  filter: { ...source.filter, filter_params: source.filter.filter_params.map(relabelItem) },
  form: source.form.map((f) => ({ ...f, label: relabel(f.label) })),
});
