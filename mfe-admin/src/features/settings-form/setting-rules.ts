import type { SettingItem, SettingValue } from '@app/contracts';

/** What the form holds per code: booleans and options as they are, numbers as typed. */
export type DraftValue = boolean | string;
export type Drafts = Record<string, DraftValue>;

export interface SettingError {
  key: 'settings.whole_number';
  params: { min: number; max: number };
}

export const draftOf = (value: SettingValue): DraftValue => (typeof value === 'boolean' ? value : String(value));

export function draftsOf(items: readonly SettingItem[]): Drafts {
  return Object.fromEntries(items.map((item) => [item.code, draftOf(item.value)]));
}

/** The value as the service takes it: booleans as 1 or 0 (spec 001 section 5), numbers as numbers. */
export function sentValue(item: SettingItem, draft: DraftValue): SettingValue {
  if (item.input_type === 'boolean') return draft === true ? 1 : 0;
  if (item.input_type === 'number') return typeof draft === 'string' && /^-?\d+$/.test(draft.trim()) ? Number(draft.trim()) : String(draft);
  return String(draft);
}

/** A number must be a whole number within the item's range; the service checks the same. */
export function validateSetting(item: SettingItem, draft: DraftValue): SettingError | null {
  if (item.input_type !== 'number') return null;
  const min = item.min ?? Number.MIN_SAFE_INTEGER;
  const max = item.max ?? Number.MAX_SAFE_INTEGER;
  const text = typeof draft === 'string' ? draft.trim() : '';
  const n = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? null : { key: 'settings.whole_number', params: { min, max } };
}

export function validateAll(items: readonly SettingItem[], drafts: Drafts): Record<string, SettingError> {
  const errors: Record<string, SettingError> = {};
  for (const item of items) {
    const error = validateSetting(item, drafts[item.code] ?? draftOf(item.value));
    if (error) errors[item.code] = error;
  }
  return errors;
}

const same = (a: DraftValue, b: SettingValue) => (typeof b === 'boolean' ? a === b : String(a).trim() === String(b));

/** The user changed this item in the form. */
export const isDirty = (item: SettingItem, draft: DraftValue | undefined): boolean => draft !== undefined && !same(draft, item.value);

/**
 * 'settings.parent_warning' (MD-SET-03): the user is changing a setting to a value other than the
 * one it inherits.
 */
export const showsParentWarning = (item: SettingItem, draft: DraftValue | undefined): boolean =>
  isDirty(item, draft) && !same(draft as DraftValue, item.value_parent);

/** Every item with the value to send (the form's where the user changed it) and whether it changed. */
export function changesOf(items: readonly SettingItem[], drafts: Drafts): { item: SettingItem; value: SettingValue; changed: boolean }[] {
  return items.map((item) => {
    const draft = drafts[item.code];
    return { item, value: sentValue(item, draft ?? draftOf(item.value)), changed: isDirty(item, draft) };
  });
}
