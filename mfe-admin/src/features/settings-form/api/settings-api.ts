import { useQuery } from '@tanstack/react-query';
import type { SettingGroup, SettingItem, SettingValue } from '@app/contracts';
import { api } from '@app/platform/api';
import { fetchInputOptions } from '@app/ui/template-form';

export interface SettingChange {
  item: SettingItem;
  value: SettingValue;
}

/**
 * Where a settings form reads and writes: the pool (`settings/pool`) or one branch
 * (`branch/{id}/settings/{code}`). `save` gets every item with the value to send and whether the
 * user changed it.
 */
export interface SettingsSource {
  key: readonly unknown[];
  load(): Promise<SettingGroup[]>;
  save(items: (SettingChange & { changed: boolean })[]): Promise<void>;
  /** gives an item back the value it falls back to (branches only) */
  reset?(code: string): Promise<void>;
}

const loadPoolGroups = async () => (await api.get<SettingGroup[]>('/settings/pool')).data ?? [];

/** The pool: PUT settings/pool sends the array of all setting items (MD-SET-01). */
export const poolSettingsSource: SettingsSource = {
  key: ['settings', 'pool'],
  load: loadPoolGroups,
  save: async (items) => {
    await api.put(
      '/settings/pool',
      items.map(({ item, value }) => ({ code: item.code, value })),
    );
  },
};

const branchSettingPath = (branchId: number, code: string) => `/branch/${branchId}/settings/${code}`;

/**
 * One branch: the settings a branch may override, each read with GET branch/{id}/settings/{code}
 * (MD-SET-05) so it shows the branch's value and the value it inherits; only changed items are sent.
 */
export function branchSettingsSource(branchId: number): SettingsSource {
  return {
    key: ['settings', 'branch', branchId],
    load: async () => {
      const groups = (await loadPoolGroups())
        .map((g) => ({ ...g, items: g.items.filter((i) => i.branch) }))
        .filter((g) => g.items.length > 0);
      return Promise.all(
        groups.map(async (g) => ({
          ...g,
          items: await Promise.all(
            g.items.map(async (i) => ({ ...i, ...(await api.get<SettingItem>(branchSettingPath(branchId, i.code))).data })),
          ),
        })),
      );
    },
    save: async (items) => {
      for (const { item, value } of items.filter((i) => i.changed)) await api.put(branchSettingPath(branchId, item.code), { value });
    },
    reset: async (code) => {
      await api.put(branchSettingPath(branchId, code), { value: null });
    },
  };
}

export const useSettings = (source: SettingsSource) => useQuery({ queryKey: source.key, queryFn: source.load });

/** The branches to pick a scope from, under the key the template form's branch inputs share. */
export const useBranchOptions = () =>
  useQuery({
    queryKey: ['inputs', 'branches', ''],
    queryFn: () => fetchInputOptions('branches'),
  });
