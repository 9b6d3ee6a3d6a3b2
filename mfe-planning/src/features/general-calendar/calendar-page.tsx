import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { GeneralCalendar } from './general-calendar';

/** `/calendar`: the general calendar (CALENDAR_VIEW). */
export function CalendarPage({ route }: PageProps) {
  const { remote, version } = useModuleInfo();
  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      <GeneralCalendar />
    </PageFrame>
  );
}
