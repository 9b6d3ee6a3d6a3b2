import type { FilterItem, FilterPreset } from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import { resolveDate } from './date-defaults';

export const CUSTOM_PRESET = 'custom';

/** The period presets of FILTER-20, used when a template lists none; labels are filter_bar.presets keys. */
export const DEFAULT_PRESETS: FilterPreset[] = [
  { label: 'filter_bar.presets.last_month', from: '-1 month', to: '{{today}}' },
  { label: 'filter_bar.presets.last_quarter', from: '-3 months', to: '{{today}}' },
  { label: 'filter_bar.presets.last_half_year', from: '-6 months', to: '{{today}}' },
  { label: 'filter_bar.presets.last_year', from: '-1 year', to: '{{today}}' },
  { label: 'filter_bar.presets.last_two_years', from: '-2 years', to: '{{today}}' },
  { label: 'filter_bar.presets.this_school_year', from: '{{school_year_start}}', to: '{{school_year_end}}' },
  { label: 'filter_bar.presets.last_school_year', from: '{{last_school_year_start}}', to: '{{last_school_year_end}}' },
];

export const presetsOf = (item: FilterItem): FilterPreset[] => (item.presets?.length ? item.presets : DEFAULT_PRESETS);

export function presetRange(preset: FilterPreset, now = dayjs()): { from: string | null; to: string | null } {
  return { from: resolveDate(preset.from, now), to: resolveDate(preset.to, now) };
}

/**
 * Which preset the dates show (FILTER-19): the preset whose range they are, then (without dates) the
 * template's default preset, else custom when both dates are set; null when nothing fits.
 */
export function inferPreset(item: FilterItem, from: unknown, to: unknown, now = dayjs()): string | null {
  const matching = presetsOf(item).find((p) => {
    const range = presetRange(p, now);
    return range.from === from && range.to === to;
  });
  if (matching) return matching.label;
  if (!from && !to && typeof item.default_value === 'string' && presetsOf(item).some((p) => p.label === item.default_value))
    return item.default_value;
  return from && to ? CUSTOM_PRESET : null;
}
