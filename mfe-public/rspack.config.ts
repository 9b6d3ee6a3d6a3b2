import path from 'node:path';
import { rspack } from '@rspack/core';
import { PRODUCT_NAME } from '@app/contracts';
import { remoteConfig, standaloneConfig, withPreact } from '../shared/platform/build/module-build';
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
 * The remote for the shell, and the standalone app the gateway serves on the public paths, on
 * Preact (ADR 0067): it gets the answer page under its budget. The remote keeps the shell's React.
 */
export default [
  remoteConfig({ dir, name: 'mfe_public', exposes: { './app': './src/spa.tsx' }, routes, texts }),
  withPreact(withAnswerAppFiles(standaloneConfig({ dir, name: 'mfe_public', entry: './src/standalone.tsx', title: PRODUCT_NAME }))),
];
