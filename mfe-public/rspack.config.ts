import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { PRODUCT_NAME } from '@app/contracts';
import { withLazyParts } from '../shared/platform/build/lazy-parts';
import { prerenderConfig, remoteConfig, standaloneConfig, withPreact } from '../shared/platform/build/module-build';
import { ScriptsAfterFirstPaintPlugin } from '../shared/platform/build/scripts-after-first-paint-plugin';
import { texts } from './src/i18n';
import { routes } from './src/routes';

const dir = __dirname;

/**
 * `offline-files.json`: the page's own scripts (its HTML names only their starter, ADR 0372) and those
 * of the answer page's parts that load when shown (its 'spinner' chunk, and its 'answer' chunk: alerts
 * and the deny form), which the worker keeps at install, so an offer opened offline opens and can
 * still say what went wrong.
 */
const OFFLINE_CHUNKS = ['spinner', 'answer'];

class OfflineFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('OfflineFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OfflineFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // a named part's group: its chunk and those it shares with other parts (split chunks)
        const chunks = [
          ...OFFLINE_CHUNKS.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks ?? []),
          // the page's own scripts: its HTML names only their starter (ADR 0372)
          ...[...compilation.entrypoints.values()].flatMap((entry) => entry.chunks),
        ];
        const files = [...new Set(chunks.flatMap((chunk) => [...chunk.files]))];
        compilation.emitAsset('offline-files.json', new rspack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

/** The answer app's service worker, manifest and icons (src/pwa/static, ADR 0061) beside the standalone page, whose scripts start after its first paint. */
function withAnswerAppFiles(config: ReturnType<typeof standaloneConfig>): ReturnType<typeof standaloneConfig> {
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'src/pwa/static'), to: '.' }] }),
      new OfflineFilesPlugin(),
      // the offer, pre-rendered into the page, paints before the script's first task (ADR 0372)
      new ScriptsAfterFirstPaintPlugin(),
    ],
  };
}

// no button of the standalone pages sets `loading`
const withLazyProgress = withLazyParts(dir, [{ issuer: 'Button', part: 'CircularProgress', standIn: 'src/mui/lazy-progress.tsx' }]);
const standalone = withPreact(
  withLazyProgress(withAnswerAppFiles(standaloneConfig({ dir, name: 'mfe_public', entry: './src/standalone.tsx', title: PRODUCT_NAME }))),
);

/**
 * The remote for the shell; the standalone app the gateway serves on the public paths, on Preact
 * (ADR 0067); then the answer page pre-rendered into the standalone app's page (ADR 0289), from
 * the same sources and with the same Preact. The remote keeps the shell's React.
 */
export default [
  remoteConfig({ dir, name: 'mfe_public', exposes: { './app': './src/spa.tsx' }, routes, texts }),
  standalone,
  withPreact(
    withLazyProgress(
      prerenderConfig({
        dir,
        name: 'mfe_public',
        entry: './src/prerender.tsx',
        page: { name: standalone.name as string, html: 'index.html' },
      }),
    ),
  ),
];
