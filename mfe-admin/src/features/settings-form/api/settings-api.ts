import { useQuery } from '@tanstack/react-query';
import { api } from '@app/platform/api';

export type SettingValue = boolean | number | string;

/** One item of the settings form as GET settings/pool sends it (spec 001 section 3 'Settings group'). */
export interface SettingItem {
  code: string;
  /** i18n key, `settings.<code>` */
  label: string;
  input_type: 'boolean' | 'number' | 'select';
  options?: string[];
  min?: number;
  max?: number;
  /** a branch may override it */
  branch: boolean;
  value: SettingValue;
  /** the inherited value: the default for the pool, the pool's (or a parent's) for a branch */
  value_parent: SettingValue;
  is_changed: boolean;
}

export interface SettingGroup {
  group: { name: string };
  items: SettingItem[];
}

export const POOL_SETTINGS_KEY = ['settings', 'pool'] as const;

export function usePoolSettings() {
  return useQuery({ queryKey: POOL_SETTINGS_KEY, queryFn: async () => (await api.get<SettingGroup[]>('/settings/pool')).data ?? [] });
}

/** PUT settings/pool sends the array of all setting items and answers the groups as saved. */
export async function savePoolSettings(items: { code: string; value: SettingValue }[]): Promise<SettingGroup[]> {
  return (await api.put<SettingGroup[]>('/settings/pool', items)).data ?? [];
}

export const branchSettingPath = (branchId: number | string, code: string) => `/branch/${branchId}/settings/${code}`;

export async function getBranchSetting(branchId: number | string, code: string): Promise<SettingItem> {
  return (await api.get<SettingItem>(branchSettingPath(branchId, code))).data;
}

/** A branch's own value; null gives the branch back the inherited value. */
export async function saveBranchSetting(branchId: number | string, code: string, value: SettingValue | null): Promise<SettingItem> {
  return (await api.put<SettingItem>(branchSettingPath(branchId, code), { value })).data;
}
