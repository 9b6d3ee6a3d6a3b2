import type { DefaultValueMethod } from '@app/contracts';
import { dayjs, DateFormat } from '@app/platform/dates';

type Day = ReturnType<typeof dayjs>;

/** Dutch school years run from 1 August to 31 July. */
const schoolYearStart = (now: Day) => {
  const august = now.month(7).date(1).startOf('day');
  return now.isBefore(august) ? august.subtract(1, 'year') : august;
};

/** The date tokens of FILTER-29; the work-state range runs from the start of last month to the end of next month. */
const TOKENS: Record<string, (now: Day) => Day> = {
  today: (now) => now,
  monday: (now) => now.startOf('isoWeek'),
  current_week_start: (now) => now.startOf('isoWeek'),
  current_week_end: (now) => now.endOf('isoWeek'),
  work_state_default_from: (now) => now.subtract(1, 'month').startOf('month'),
  work_state_default_to: (now) => now.add(1, 'month').endOf('month'),
  school_year_start: (now) => schoolYearStart(now),
  school_year_end: (now) => schoolYearStart(now).add(1, 'year').subtract(1, 'day'),
  last_school_year_start: (now) => schoolYearStart(now).subtract(1, 'year'),
  last_school_year_end: (now) => schoolYearStart(now).subtract(1, 'day'),
};

const METHODS: Record<DefaultValueMethod, (now: Day) => Day> = {
  firstDayOfWeek: (now) => now.startOf('isoWeek'),
  firstDayOfMonth: (now) => now.startOf('month'),
  firstDayOfYear: (now) => now.startOf('year'),
  lastDayOfWeek: (now) => now.endOf('isoWeek'),
  lastDayOfMonth: (now) => now.endOf('month'),
  lastDayOfYear: (now) => now.endOf('year'),
};

const RELATIVE = /^([+-]\d+) (day|week|month|year)s?$/;

/**
 * A date default as `YYYY-MM-DD`: a default-value method, a `{{token}}`, a relative `-3 months`, or a
 * literal date. Anything else is no date.
 */
export function resolveDate(spec: unknown, now: Day = dayjs()): string | null {
  if (typeof spec !== 'string' || !spec) return null;
  const token = /^\{\{(\w+)\}\}$/.exec(spec)?.[1];
  if (token) return TOKENS[token] ? TOKENS[token](now).format(DateFormat.api) : null;
  if (spec in METHODS) return METHODS[spec as DefaultValueMethod](now).format(DateFormat.api);
  const relative = RELATIVE.exec(spec);
  if (relative) return now.add(Number(relative[1]), relative[2] as 'day').format(DateFormat.api);
  const literal = dayjs(spec, DateFormat.api, true);
  return literal.isValid() ? literal.format(DateFormat.api) : null;
}

/** A date control's default: the method wins over the value (the template names one or the other). */
export const dateDefault = (element: { default_value?: unknown; default_value_method?: DefaultValueMethod }, now?: Day): string | null =>
  resolveDate(element.default_value_method ?? element.default_value, now);
