import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { SettingsForm } from './settings-form';

/** The `/settings` route: the pool settings form in the module's page frame. */
export function SettingsPage({ route }: PageProps) {
  const { remote, version } = useModuleInfo();
  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      <SettingsForm />
    </PageFrame>
  );
}
