/**
 * One build recipe for the shell and every remote (rspack + Module Federation 2). Each module's
 * rspack.config.ts calls this with its own name and exposes; nothing else differs between them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  MODULE_DESCRIPTOR_FILE,
  fillPage,
  PAGE_RENDERER_FILE,
  PRERENDERED_PAGES_FILE,
  SHELL_DESCRIPTOR_FILE,
  VERSIONED_SHARED,
  type ModuleDescriptor,
  type ModuleRoute,
  type PageRenderer,
  type PrerenderedPage,
  type RenderedDocument,
  type ShellDescriptor,
  type VersionedShared,
} from '@app/contracts';
import { publishRoutes, type Texts } from '@app/i18n/text-lookup';

const ROOT = path.resolve(__dirname, '../../..');

interface SharedConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
}

const singleton: SharedConfig = { singleton: true, requiredVersion: false };

/**
 * One copy in the page, whichever module loaded it first (DESIGN section 2). `@app/platform` and
 * `@app/ui` are shared per entry point (`@app/ui/dialogs`, `@app/platform/session`, ...), not as one
 * barrel: a shared module cannot be tree-shaken, so the barrel put the whole kit (dialogs, react-query,
 * realtime, dayjs) on every page. The barrels themselves hold no state and are bundled (tree-shaken)
 * in each build; they re-export through these entry points, so the state (session store, dialog
 * store, i18n instance) still has one instance. `@app/contracts` holds no state either (constants,
 * pure functions, zod schemas) and is bundled per build, so a page carries only the schemas it uses.
 * `@app/platform/public-api` (the client of the pages without login, ADR 0067) is not shared either:
 * it holds no state (its failed calls are noted through the shared `api` entry), so each build bundles it.
 */
export const PLATFORM_ENTRIES = ['session', 'navigation', 'api', 'query', 'realtime', 'dates'] as const;
export const UI_ENTRIES = [
  'theme',
  'providers',
  'loader',
  'error-pages',
  'error-panel',
  'dialog-store',
  'dialogs',
  'date-picker',
  'page-frame',
  'module-routes',
  'module-root',
] as const;

/**
 * The versions of `@app/platform` and `@app/ui` a build is made against: their package.json, or
 * SHARED_VERSIONS (`@app/ui=2.1.0,@app/platform=2.1.0`) to build a module as if against other
 * versions (the compatibility tests build "previous" and "next" variants that way).
 */
export function sharedVersions(): Record<VersionedShared, string> {
  const override = new Map(
    (process.env.SHARED_VERSIONS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return Object.fromEntries(
    VERSIONED_SHARED.map((name) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', name.slice('@app/'.length), 'package.json'), 'utf8')) as {
        version: string;
      };
      return [name, override.get(name) ?? pkg.version];
    }),
  ) as Record<VersionedShared, string>;
}

/**
 * A module needs the same major of `@app/platform` and `@app/ui` as the page runs: within a major the
 * kit and platform only add (a new entry point is a new shared name, which an older page simply
 * does not provide, so the module brings its own copy). The shell checks the majors before it loads a
 * module (contracts' versionConflicts) and refuses a mismatch with the area's error panel;
 * strictVersion makes the federation runtime refuse one as well, should a module slip through.
 */
function versioned(name: VersionedShared): SharedConfig {
  const version = sharedVersions()[name];
  return { singleton: true, version, requiredVersion: `^${version.split('.')[0]}.0.0`, strictVersion: true };
}

export const SHARED_SINGLETONS: Record<string, SharedConfig> = {
  react: singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  // Components are imported by deep path (`@mui/material/Button`) and tree-shaken per build: sharing
  // each deep path as well put ~60 requests and +50 KB on the /login waterfall (LCP 1.6 s vs 1.0 s).
  // The kit in `@app/ui` is shared, so remotes render the shell's copy of what it uses.
  '@mui/material': singleton,
  // one modal stack for the page: see ONE_MODAL_STACK
  '@mui/material/Modal': singleton,
  '@emotion/react': singleton,
  '@emotion/styled': singleton,
  '@tanstack/react-query': singleton,
  // one dayjs for the page: the platform's setup (nl locale, weeks from Monday) is the one the date pickers use
  dayjs: singleton,
  zustand: singleton,
  i18next: singleton,
  'react-i18next': singleton,
  '@app/i18n': singleton,
  ...Object.fromEntries(PLATFORM_ENTRIES.map((e) => [`@app/platform/${e}`, versioned('@app/platform')])),
  ...Object.fromEntries(UI_ENTRIES.map((e) => [`@app/ui/${e}`, versioned('@app/ui')])),
};

/**
 * What the shell's first render needs (the logout page, which shows the sign-in form after it; a
 * cold /login has its own page, ADR 0288), bundled into the shell's entry chunk (`eager`, host side
 * only): no round trips through the share scope before the login card can render. The shell still
 * provides them to the share scope, so remotes use these very copies (singleton, loaded first).
 * Everything else the shell shares stays lazy (its own chunk, loaded when used).
 */
export const HOST_EAGER = [
  'react',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  'i18next',
  'react-i18next',
  '@app/i18n',
  '@app/platform/session',
  '@app/platform/navigation',
  '@app/platform/api',
  // the logout page disconnects the websocket; it renders the login page and must be in the first download
  '@app/platform/realtime',
  '@app/ui/theme',
  '@app/ui/providers',
  '@app/ui/loader',
  '@app/ui/error-pages',
  '@app/ui/dialog-store',
];

function hostShared() {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([name, config]) => [name, HOST_EAGER.includes(name) ? { ...config, eager: true } : config]),
  );
}

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

/**
 * The page the shell and the standalone public app are served with. No icon file is served: the
 * empty inline icon keeps the browser from asking for /favicon.ico (a 404 in the console).
 */
function htmlPage(title: string): string {
  return `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <style>body{margin:0;font-family:Roboto,Helvetica,Arial,sans-serif;background:#f4f6f8}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * MUI's Modal keeps the stack of open modals in module state (its ModalManager): only the top modal's
 * focus trap holds the focus. Every build bundles its own copy of the components that render a
 * Modal (Dialog, Popover, Drawer), so a module's popup and the shell's confirmation over it had two
 * stacks, each thinking its modal on top, and their focus traps pulled the focus back and forth until
 * the call stack overflowed. MUI imports its Modal by relative path, which federation cannot share:
 * this points those imports at `@mui/material/Modal`, a shared singleton, so the page has one stack.
 */
const ONE_MODAL_STACK = new rspack.NormalModuleReplacementPlugin(
  /^\.\.\/Modal\/index\.m?js$/,
  (resource: { request: string; contextInfo?: { issuer?: string } }) => {
    if (/[\\/]@mui[\\/]material[\\/]/.test(resource.contextInfo?.issuer ?? '')) resource.request = '@mui/material/Modal';
  },
);

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
      ONE_MODAL_STACK,
      new rspack.DefinePlugin({
        __MODULE_NAME__: JSON.stringify(name),
        __MODULE_VERSION__: JSON.stringify(version),
        __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
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
  /** the module's routes (src/routes.ts) */
  routes: readonly ModuleRoute[];
  /** the module's texts (src/i18n): route titles are keys in them */
  texts: Texts;
}

/**
 * The module's descriptor: its routes with the titles resolved to every language, so the shell can
 * guard and title a page before the module's code downloads. A title key the texts lack fails the build.
 */
export function moduleDescriptor(
  { name, routes, texts }: Pick<RemoteBuild, 'name' | 'routes' | 'texts'>,
  version: string,
): ModuleDescriptor {
  return { name, version, shared: sharedVersions(), routes: publishRoutes(name, routes, texts) };
}

/** Writes a build's descriptor: module.json beside a module's mf-manifest.json, shell.json beside the shell's page. */
class DescriptorPlugin {
  constructor(
    private readonly file: string,
    private readonly descriptor: ModuleDescriptor | ShellDescriptor,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('DescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DescriptorPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new rspack.sources.RawSource(`${JSON.stringify(this.descriptor, null, 2)}\n`));
      });
    });
  }
}

/** A remote: exposes single-spa lifecycles, writes mf-manifest.json and module.json, served under its publicPath. */
export function remoteConfig({ dir, name, exposes, routes, texts }: RemoteBuild): Configuration {
  const version = moduleVersion(dir);
  const config = baseConfig(dir, name, version, modulePublicPath(name, version));
  return {
    ...config,
    name,
    entry: {},
    plugins: [
      ...(config.plugins ?? []),
      new DescriptorPlugin(MODULE_DESCRIPTOR_FILE, moduleDescriptor({ name, routes, texts }, version)),
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

/**
 * `<link rel="preload">` in the page's head for the chunks of the named async chunk groups (the
 * shell's `bootstrap`): they download alongside the entry chunk instead of after it has run.
 */
class PreloadChunkGroupsPlugin {
  constructor(private readonly groups: string[]) {}
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadChunkGroupsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('PreloadChunkGroupsPlugin', async (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const files = new Set<string>();
        for (const name of this.groups) {
          const group = compilation.namedChunkGroups.get(name);
          for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const links = [...files].map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: publicPath + file },
          meta: { plugin: 'PreloadChunkGroupsPlugin' },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
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
      new PreloadChunkGroupsPlugin(['bootstrap']),
      // the shared versions this page runs, for the rollout command's guard (ADR 0022)
      new DescriptorPlugin(SHELL_DESCRIPTOR_FILE, { name, version, shared: sharedVersions() }),
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: hostShared(),
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        // the page runs in browsers only: leave the runtime's Node loaders out of the entry chunk
        experiments: { optimization: { target: 'web' } },
      }),
    ],
  };
}

/** What a pre-render entry exports (the shell's `src/prerender/prerender.tsx`). */
export interface PrerenderEntry {
  prerender(): Promise<{
    pages: PrerenderedPage[];
    documents: (RenderedDocument & { file: string })[];
  }>;
}

/**
 * Runs the pre-render bundle once it is written and puts its documents beside the host's page,
 * with the list of them the gateway serves by (PRERENDERED_PAGES_FILE). A bundle that also renders
 * at request time (`render`, ADR 0319) is kept there as the page renderer; any other goes with its
 * temporary folder.
 */
class PrerenderPlugin {
  constructor(
    private readonly pageDir: string,
    private readonly template: string,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const bundleDir = compilation.outputOptions.path as string;
      const bundle = path.join(bundleDir, 'prerender.js');
      try {
        type Entry = PrerenderEntry & Partial<PageRenderer>;
        const loaded = (await import(pathToFileURL(bundle).href)) as Entry & { default?: Entry };
        const entry = loaded.default ?? loaded;
        const { pages, documents } = await entry.prerender();
        const template = fs.readFileSync(path.join(this.pageDir, this.template), 'utf8');
        for (const doc of documents) fs.writeFileSync(path.join(this.pageDir, doc.file), fillPage(template, doc));
        fs.writeFileSync(path.join(this.pageDir, PRERENDERED_PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
        if (typeof entry.render === 'function') fs.copyFileSync(bundle, path.join(this.pageDir, PAGE_RENDERER_FILE));
      } finally {
        fs.rmSync(bundleDir, { recursive: true, force: true });
      }
    });
  }
}

/**
 * The host's pre-render (ADR 0223): `entry` built for Node with the same sources, resolution and
 * definitions as the page, run once after `page`'s build (the sign-in page's, ADR 0288). It writes
 * the pages a browser paints before any script runs into `page`'s HTML; `page`'s script hydrates them.
 */
export function prerenderConfig({
  dir,
  name,
  entry,
  page,
}: {
  dir: string;
  name: string;
  entry: string;
  /** the build of the page the documents are made of (its config name) and its HTML file */
  page: { name: string; html: string };
}): Configuration {
  const config = baseConfig(dir, name, moduleVersion(dir), '/', `${name}_prerender`);
  return {
    ...config,
    name: `${name}-prerender`,
    // runs after the page's build: it fills the page that build wrote
    dependencies: [page.name],
    target: 'node',
    entry: { prerender: entry },
    output: {
      path: fs.mkdtempSync(path.join(os.tmpdir(), `prerender-${name}-`)),
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
    },
    plugins: [
      ...(config.plugins ?? []),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPlugin(outputPath(dir), page.html),
    ],
  };
}

/**
 * A plain page without federation, built after `name`'s own build into the same folder: mfe-public's
 * standalone answer app (under the module's path, as its `index.html`) and the shell's sign-in page
 * (ADR 0288). Its scripts are named after the page, so they never collide with the other build's.
 */
export function plainPageConfig({
  dir,
  name,
  page,
  entry,
  title,
  publicPath,
  html,
}: {
  dir: string;
  name: string;
  page: string;
  entry: string;
  title: string;
  publicPath: string;
  html: string;
}): Configuration {
  const config = baseConfig(dir, name, moduleVersion(dir), publicPath, `${name}_${page}`);
  return {
    ...config,
    name: `${name}-${page}`,
    // runs after the other build, whose output.clean would otherwise delete these files
    dependencies: [name],
    entry: { [page]: entry },
    output: {
      ...config.output,
      clean: false,
      filename: `${page}.[name].[contenthash:8].js`,
      chunkFilename: `${page}.[name].[contenthash:8].js`,
    },
    plugins: [...(config.plugins ?? []), new rspack.HtmlRspackPlugin({ templateContent: htmlPage(title), filename: html })],
  };
}

/**
 * A plain page rendered with Preact's React compatibility layer instead of React DOM (ADR 0067): the
 * same components, a tenth of React DOM's weight. For the pages a phone opens cold (the answer page,
 * the sign-in page); a page with modules keeps React, shared with them.
 */
export function withPreact(config: Configuration): Configuration {
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        react$: 'preact/compat',
        'react/jsx-runtime$': 'preact/jsx-runtime',
        'react-dom$': 'preact/compat',
        'react-dom/client$': 'preact/compat/client',
        // the pre-render of a Preact page renders with Preact too: its HTML is what Preact hydrates
        'react-dom/server$': 'preact/compat/server',
        // one Preact and one hooks state in a bundle for Node too, where a package's `require` would
        // otherwise get Preact's CommonJS copy beside the ES module one
        preact$: path.join(ROOT, 'node_modules/preact/dist/preact.mjs'),
        'preact/hooks$': path.join(ROOT, 'node_modules/preact/hooks/dist/hooks.mjs'),
      },
    },
  };
}

/** mfe-public's standalone answer app: served under the module's path. */
export function standaloneConfig({ dir, name, entry, title }: { dir: string; name: string; entry: string; title: string }): Configuration {
  const publicPath = modulePublicPath(name, moduleVersion(dir));
  return plainPageConfig({ dir, name, page: 'standalone', entry, title, publicPath, html: 'index.html' });
}
