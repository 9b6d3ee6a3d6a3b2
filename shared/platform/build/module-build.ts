/**
 * One build recipe for the shell and every remote (rspack + Module Federation 2). Each module's
 * rspack.config.ts calls this with its own name and exposes; nothing else differs between them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const singleton = { singleton: true, requiredVersion: false } as const;

/** One copy in the page, whichever module loaded it first (DESIGN section 2). */
export const SHARED_SINGLETONS = {
  react: singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  // Components are imported by deep path (`@mui/material/Button`) and tree-shaken per build: sharing
  // each deep path as well put ~60 requests and +50 KB on the /login waterfall (LCP 1.6 s vs 1.0 s).
  // The kit in `@app/ui` is shared, so remotes render the shell's copy of what it uses.
  '@mui/material': singleton,
  '@emotion/react': singleton,
  '@emotion/styled': singleton,
  '@tanstack/react-query': singleton,
  zustand: singleton,
  i18next: singleton,
  'react-i18next': singleton,
  '@app/platform': singleton,
  '@app/ui': singleton,
  '@app/i18n': singleton,
  '@app/contracts': singleton,
};

export function moduleVersion(dir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return process.env.MODULE_VERSION || pkg.version;
}

/** Where a remote's build is served: `/modules/<remoteName>/<version>/`. */
export function modulePublicPath(remoteName: string, version: string): string {
  return `/modules/${remoteName}/${version}/`;
}

function outputPath(dir: string): string {
  return process.env.MODULE_OUTPUT_PATH ? path.resolve(process.env.MODULE_OUTPUT_PATH) : path.join(dir, 'dist');
}

/** The page the shell and the standalone public app are served with. */
function htmlPage(title: string): string {
  return `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>body{margin:0;font-family:Roboto,Helvetica,Arial,sans-serif;background:#f4f6f8}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

const swcRule: RuleSetRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
  type: 'javascript/auto',
};

function baseConfig(dir: string, name: string, version: string, publicPath: string, uniqueName = name): Configuration {
  return {
    context: dir,
    mode: 'production',
    target: ['web', 'es2020'],
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule] },
    output: {
      path: outputPath(dir),
      publicPath,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
      uniqueName,
    },
    plugins: [
      new rspack.DefinePlugin({
        __MODULE_NAME__: JSON.stringify(name),
        __MODULE_VERSION__: JSON.stringify(version),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export interface RemoteBuild {
  /** the module folder (__dirname of its rspack.config.ts) */
  dir: string;
  /** Module Federation name, e.g. mfe_requests */
  name: string;
  exposes: Record<string, string>;
}

/** A remote: exposes single-spa lifecycles, writes mf-manifest.json, served under its publicPath. */
export function remoteConfig({ dir, name, exposes }: RemoteBuild): Configuration {
  const version = moduleVersion(dir);
  const config = baseConfig(dir, name, version, modulePublicPath(name, version));
  return {
    ...config,
    name,
    entry: {},
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: SHARED_SINGLETONS,
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
      }),
    ],
  };
}

/** The host: the page at `/`, registers remotes at runtime from the module registry. */
export function hostConfig({ dir, name, title }: { dir: string; name: string; title: string }): Configuration {
  const version = moduleVersion(dir);
  const config = baseConfig(dir, name, version, '/');
  return {
    ...config,
    name,
    entry: { main: './src/index.ts' },
    plugins: [
      ...(config.plugins ?? []),
      new rspack.HtmlRspackPlugin({ templateContent: htmlPage(title) }),
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: SHARED_SINGLETONS,
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
      }),
    ],
  };
}

/** A plain single-page app without federation (mfe-public's standalone entry). */
export function standaloneConfig({ dir, name, entry, title }: { dir: string; name: string; entry: string; title: string }): Configuration {
  const version = moduleVersion(dir);
  const config = baseConfig(dir, name, version, modulePublicPath(name, version), `${name}_standalone`);
  return {
    ...config,
    name: `${name}-standalone`,
    entry: { standalone: entry },
    output: { ...config.output, clean: false, filename: 'standalone.[name].[contenthash:8].js', chunkFilename: 'standalone.[name].[contenthash:8].js' },
    plugins: [
      ...(config.plugins ?? []),
      new rspack.HtmlRspackPlugin({ templateContent: htmlPage(title), filename: 'index.html' }),
    ],
  };
}
