import { remoteConfig } from '../shared/platform/build/module-build';

export default remoteConfig({ dir: __dirname, name: 'mfe_planning', exposes: { './app': './src/spa.tsx' } });
