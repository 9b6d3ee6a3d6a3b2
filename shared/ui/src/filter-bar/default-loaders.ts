import { api } from '@app/platform/api';
import { fetchInputOptions } from '../template-form/input-options';
import type { CurrentPeriod, CurrentPeriodLoader, FilterOption, OptionsLoader } from './filter-types';

/** Options of a select: `GET /api/inputs?inputs[<get_key>][search]=..&inputs[<get_key>][option]=..` (FILTER-30). */
export const loadInputOptions: OptionsLoader = (getKey, { search, option }) =>
  fetchInputOptions<FilterOption>(getKey, search ?? '', option || undefined);

/** The period flagged current (FILTER-17); null when the pool has none or the caller may not read periods. */
export const loadCurrentPeriod: CurrentPeriodLoader = async () => {
  try {
    const answer = await api.get<CurrentPeriod[]>('/period', { query: { 'filters[current]': 1 } });
    return answer.data?.[0] ?? null;
  } catch {
    return null;
  }
};

/** Pool setting automatic_search (FILTER-13); true, its catalogue default, when it cannot be read. */
export const loadAutomaticSearch = async (): Promise<boolean> => {
  try {
    const answer = await api.get<{ code: string; value: unknown }[]>('/settings/pool', { query: { filterGranted: 'false' } });
    const setting = answer.data?.find((s) => s.code === 'automatic_search');
    return setting ? setting.value === true || setting.value === 1 || setting.value === '1' : true;
  } catch {
    return true;
  }
};
