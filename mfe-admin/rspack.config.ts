import { remoteConfig } from '../shared/platform/build/module-build';
import { texts } from './src/i18n';
import { routes } from './src/routes';

export default remoteConfig({ dir: __dirname, name: 'mfe_admin', exposes: { './app': './src/spa.tsx' }, routes, texts });
