import { createRemoteLifecycles, ModuleRoutes } from '@app/ui';
import { pages } from './routes';

function App() {
  return <ModuleRoutes remote={__MODULE_NAME__} version={__MODULE_VERSION__} pages={pages} />;
}

/** single-spa lifecycles the shell loads as 'mfe_planning/app'. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(__MODULE_NAME__, App);
