import path from 'node:path';
import { rspack } from '@rspack/core';
import { PRODUCT_NAME } from '@app/contracts';
import { hostConfig } from '../shared/platform/build/module-build';

const config = hostConfig({ dir: __dirname, name: 'shell', title: PRODUCT_NAME });

/** TextField's own import of Select becomes a lazy stand-in (see src/mui/lazy-select.tsx). */
const lazySelect = new rspack.NormalModuleReplacementPlugin(
  /^\.\.\/Select\/index\.m?js$/,
  (resource: { request: string; contextInfo?: { issuer?: string } }) => {
    if (/[\\/]@mui[\\/]material[\\/]TextField[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
      resource.request = path.join(__dirname, 'src/mui/lazy-select.tsx');
    }
  },
);

export default { ...config, plugins: [...(config.plugins ?? []), lazySelect] };
