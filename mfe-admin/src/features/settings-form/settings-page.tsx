import { useMemo } from 'react';
import { useLocation } from '@app/platform/navigation';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { branchSettingsSource, poolSettingsSource } from './api/settings-api';
import { SettingsForm } from './settings-form';
import { SettingsScopeSelect } from './settings-scope-select';

/** `?branch=<id>` of the settings URL: a branch's own settings (a branch popup's settings tab can link here). */
export function branchIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('branch'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The `/settings` route: the pool settings form, or with `?branch=<id>` that branch's own settings. */
export function SettingsPage({ route }: PageProps) {
  const { remote, version } = useModuleInfo();
  const branchId = branchIdOf(useLocation().search);
  const source = useMemo(() => (branchId ? branchSettingsSource(branchId) : poolSettingsSource), [branchId]);
  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      <SettingsScopeSelect branchId={branchId} />
      <SettingsForm key={branchId ?? 'pool'} source={source} />
    </PageFrame>
  );
}
