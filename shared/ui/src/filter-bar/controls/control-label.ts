import type { FilterItem } from '@app/contracts';

/** The test id of a control: `<bar test id>-filter-<key>`. */
export const controlTestId = (testId: string, item: FilterItem, part?: string) => `${testId}-filter-${item.key}${part ? `-${part}` : ''}`;

/** Option names are i18n keys for fixed lists (regions.north) and plain names for data (branches). */
export const optionText = (t: (key: string, options?: { defaultValue: string }) => string, name: string) => t(name, { defaultValue: name });

/** A control's label: an i18n key, or with `literal_label` a user-entered text shown as it is (ADR 0106). */
export const itemLabel = (t: (key: string) => string, item: Pick<FilterItem, 'label' | 'literal_label'>) =>
  item.literal_label ? item.label : t(item.label);
