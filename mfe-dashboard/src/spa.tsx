import { createRemoteLifecycles } from '@app/ui/module-root';
import { texts } from './i18n';
import { pages } from './pages';
import { routes } from './routes';

/** single-spa lifecycles the shell loads as 'mfe_dashboard/app'. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __MODULE_NAME__,
  version: __MODULE_VERSION__,
  routes,
  pages,
  texts,
});
