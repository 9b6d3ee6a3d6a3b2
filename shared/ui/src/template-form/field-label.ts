import type { TFunction } from 'i18next';
import type { FormField } from '@app/contracts';

/** The field's label; a label key without a text yet reads as the field name ('end_date' -> 'End date'). */
export const fieldLabel = (t: TFunction, field: FormField) => t(field.label, { defaultValue: humanize(field.key) });

/** 'end_date' -> 'End date', 'branch_id' -> 'Branch': a readable name for a key without a text. */
export const humanize = (key: string) => {
  const words = key.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
