/**
 * The settings form's answer (GET settings/pool, GET branch/{id}/settings/{code}; spec 001 section 3
 * 'Settings group', MD-SET-02): masterdata builds it, the admin module's settings form reads it.
 */
export type SettingValue = boolean | number | string;

export type SettingInputType = 'boolean' | 'number' | 'select' | 'text';

/** One item of the settings form. */
export interface SettingItem {
  code: string;
  /** i18n key, `settings.<code>` */
  label: string;
  input_type: SettingInputType;
  options?: readonly string[];
  /** the range a number must fall in, so the form checks it before saving */
  min?: number;
  max?: number;
  /** the longest text a text setting takes (blank is allowed: it means 'not used') */
  max_length?: number;
  /** a branch may override the value (branch popup, settings tab) */
  branch: boolean;
  value: SettingValue;
  /** the value this level inherits: the default for the pool, the pool's (or a parent's) for a branch */
  value_parent: SettingValue;
  is_changed: boolean;
}

export interface SettingGroup {
  group: { name: string };
  items: SettingItem[];
}
