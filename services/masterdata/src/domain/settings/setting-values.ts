import { SETTING_NAMES, type SettingGroup, type SettingItem, type SettingValue } from '@app/contracts';
import type { FieldErrors } from '../validation/field-schemas';
import { SETTING_CATALOGUE, settingOf, type SettingDefinition } from './setting-catalogue';

export const settingItem = (def: SettingDefinition, own: SettingValue | undefined, inherited: SettingValue): SettingItem => ({
  code: def.code,
  label: `settings.${def.code}`,
  input_type: def.input_type,
  ...(def.input_type === 'select' ? { options: def.options } : {}),
  ...(def.input_type === 'number' ? { min: def.min, max: def.max } : {}),
  ...(def.input_type === 'text' ? { max_length: def.max_length } : {}),
  branch: def.branch,
  value: own ?? inherited,
  value_parent: inherited,
  is_changed: own !== undefined && own !== inherited,
});

/** GET settings/pool: every setting, grouped in catalogue order; stored values over defaults. */
export function poolSettingGroups(stored: ReadonlyMap<string, SettingValue>): SettingGroup[] {
  const groups = new Map<string, SettingItem[]>();
  for (const def of SETTING_CATALOGUE) {
    const items = groups.get(def.group) ?? [];
    items.push(settingItem(def, stored.get(def.code), def.default));
    groups.set(def.group, items);
  }
  return [...groups].map(([name, items]) => ({ group: { name }, items }));
}

type Coerced = { ok: true; value: SettingValue } | { ok: false; message: string };

/**
 * The setting as a message names it, the way users read it ('Request lock timeout'); the kit's
 * catalogue gives it in Dutch (ADR 0007).
 */
export const settingName = (def: SettingDefinition) => SETTING_NAMES[def.code]?.en ?? def.code;

/** Booleans come as true/false or 1/0 (spec 001 section 5); numbers may come as strings. */
export function coerceSettingValue(def: SettingDefinition, raw: unknown): Coerced {
  const label = settingName(def);
  switch (def.input_type) {
    case 'boolean':
      if ([true, 1, '1'].includes(raw as never)) return { ok: true, value: true };
      if ([false, 0, '0'].includes(raw as never)) return { ok: true, value: false };
      return { ok: false, message: `The ${label} field must be true or false.` };
    case 'number': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof n === 'number' && Number.isInteger(n) && n >= def.min && n <= def.max) return { ok: true, value: n };
      return { ok: false, message: `The ${label} must be a whole number between ${def.min} and ${def.max}.` };
    }
    case 'select':
      if (typeof raw === 'string' && def.options.includes(raw)) return { ok: true, value: raw };
      return { ok: false, message: `The ${label} is not allowed.` };
    case 'text':
      // blank is a value too: a checkmark without a name is not shown
      if (raw === null || raw === undefined) return { ok: true, value: '' };
      if (typeof raw === 'string' && raw.trim().length <= def.max_length) return { ok: true, value: raw.trim() };
      if (typeof raw === 'string') return { ok: false, message: `The ${label} may not be greater than ${def.max_length} characters.` };
      return { ok: false, message: `The ${label} must be a string.` };
  }
}

export type SettingChanges = { ok: true; values: Map<string, SettingValue> } | { ok: false; errors: FieldErrors };

/**
 * PUT settings/pool sends the array of all items (MD-SET-01). Each item is checked against its
 * type; an unknown or repeated code is an error, and nothing is saved unless every item is valid.
 */
export function readSettingChanges(items: readonly { code: string; value?: unknown }[]): SettingChanges {
  const errors: FieldErrors = {};
  const values = new Map<string, SettingValue>();
  for (const item of items) {
    const def = settingOf(item.code);
    if (!def) {
      errors[item.code] = ['The setting is not known.'];
      continue;
    }
    if (values.has(item.code)) {
      errors[item.code] = ['The setting is sent more than once.'];
      continue;
    }
    const coerced = coerceSettingValue(def, item.value);
    if (coerced.ok) values.set(item.code, coerced.value);
    else errors[item.code] = [coerced.message];
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}
