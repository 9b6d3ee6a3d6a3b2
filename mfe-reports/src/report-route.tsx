import { createElement } from 'react';
import { REPORT_CATALOGUE } from '@app/contracts';
import { UnavailablePage, type PageProps } from '@app/ui/module-routes';
import { screenOf } from './report-screens';

/** `/reports/{route}/{id?}` (the log has its own routes, `log-route.tsx`): the report the route names, on its own screen or the generic one; an unknown name is not available. */
export function ReportRoute(props: PageProps) {
  const definition = REPORT_CATALOGUE.find((r) => r.route === props.params.report);
  if (!definition) return <UnavailablePage {...props} />;
  // the screens are module-level components looked up by key, not made during render
  return createElement(screenOf(definition.key), { key: definition.key, definition, id: props.params.id });
}
