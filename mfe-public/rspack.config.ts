import { PRODUCT_NAME } from '@app/contracts';
import { remoteConfig, standaloneConfig } from '../shared/platform/build/module-build';

const dir = __dirname;

/** The remote for the shell, and the standalone app the gateway serves on the public paths. */
export default [
  remoteConfig({ dir, name: 'mfe_public', exposes: { './app': './src/spa.tsx' } }),
  standaloneConfig({ dir, name: 'mfe_public', entry: './src/standalone.tsx', title: PRODUCT_NAME }),
];
