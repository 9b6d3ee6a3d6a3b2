import path from 'node:path';
import { rspack } from '@rspack/core';
import { PRODUCT_NAME } from '@app/contracts';
import { remoteConfig, standaloneConfig } from '../shared/platform/build/module-build';
import { texts } from './src/i18n';
import { routes } from './src/routes';

const dir = __dirname;

/** The answer app's service worker, manifest and icons (src/pwa/static, ADR 0061) beside the standalone page. */
function withAnswerAppFiles(config: ReturnType<typeof standaloneConfig>): ReturnType<typeof standaloneConfig> {
  return {
    ...config,
    plugins: [...(config.plugins ?? []), new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'src/pwa/static'), to: '.' }] })],
  };
}

/**
 * The standalone page renders with Preact's React compatibility layer instead of React DOM (ADR 0067):
 * the same components, a tenth of React DOM's weight, which is what gets the answer page under its
 * 100 KB (bench/answer-page-budget.ts). The remote for the shell keeps React: it renders in the
 * shell's page with the shell's shared copy.
 */
function withPreact(config: ReturnType<typeof standaloneConfig>): ReturnType<typeof standaloneConfig> {
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        react$: 'preact/compat',
        'react/jsx-runtime$': 'preact/jsx-runtime',
        'react-dom$': 'preact/compat',
        'react-dom/client$': 'preact/compat/client',
      },
    },
  };
}

/** The remote for the shell, and the standalone app the gateway serves on the public paths. */
export default [
  remoteConfig({ dir, name: 'mfe_public', exposes: { './app': './src/spa.tsx' }, routes, texts }),
  withPreact(withAnswerAppFiles(standaloneConfig({ dir, name: 'mfe_public', entry: './src/standalone.tsx', title: PRODUCT_NAME }))),
];
