import { publishRoutes, registerTexts, UI_NAMESPACE } from '@app/i18n';
import { setRouteTable } from '@app/platform/navigation';
import { coreTexts } from '@app/ui/core-texts';
import { texts } from './i18n';
import { routes } from './routes';

/**
 * What the standalone app's pages other than the answer page need before they render, loaded only
 * for them: the module's texts, the kit's core texts (single sign-on, validation), and the route
 * table, by which the page's API client tells a public page (no logout on a refused call).
 */
export function prepareOtherPages(moduleName: string): void {
  registerTexts(moduleName, texts);
  registerTexts(UI_NAMESPACE, coreTexts);
  setRouteTable(publishRoutes(moduleName, routes, texts).map((r) => ({ ...r, remote: moduleName })));
}
