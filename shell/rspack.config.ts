import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { PRODUCT_NAME } from '@app/contracts';
import { hostConfig, prerenderConfig } from '../shared/platform/build/module-build';

/** TextField's own import of Select becomes a lazy stand-in (see src/mui/lazy-select.tsx). */
const lazySelect = new rspack.NormalModuleReplacementPlugin(
  /^\.\.\/Select\/index\.m?js$/,
  (resource: { request: string; contextInfo?: { issuer?: string } }) => {
    if (/[\\/]@mui[\\/]material[\\/]TextField[\\/]/.test(resource.contextInfo?.issuer ?? '')) {
      resource.request = path.join(__dirname, 'src/mui/lazy-select.tsx');
    }
  },
);

const withLazySelect = (config: Configuration): Configuration => ({ ...config, plugins: [...(config.plugins ?? []), lazySelect] });

/** The page, then its pre-rendered sign-in page (ADR 0223), built from the same sources the same way. */
export default [
  withLazySelect(hostConfig({ dir: __dirname, name: 'shell', title: PRODUCT_NAME })),
  withLazySelect(prerenderConfig({ dir: __dirname, name: 'shell', entry: './src/prerender/prerender.tsx' })),
];
