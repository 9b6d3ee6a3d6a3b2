import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { PRODUCT_NAME } from '@app/contracts';
import { hostConfig, plainPageConfig, prerenderConfig, withPreact } from '../shared/platform/build/module-build';

/** Parts MUI components import by relative path, each with the lazy stand-in it becomes (src/mui). */
type LazyParts = { issuer: string; part: string; standIn: string }[];

/** Each of `parts`, imported by its `issuer` component, becomes its lazy stand-in. */
function lazyParts(parts: LazyParts) {
  return new rspack.NormalModuleReplacementPlugin(
    /^\.\.\/\w+\/index\.m?js$/,
    (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      const part = /^\.\.\/(\w+)\//.exec(resource.request)?.[1];
      const issuer = /[\\/]@mui[\\/]material[\\/](\w+)[\\/]/.exec(resource.contextInfo?.issuer ?? '')?.[1];
      const found = parts.find((p) => p.part === part && p.issuer === issuer);
      if (found) resource.request = path.join(__dirname, found.standIn);
    },
  );
}

/**
 * Select leaves every shell build: no shell page sets TextField's `select`. The shell's MUI is the
 * one the modules share, so their standard, filled and multiline fields and loading buttons keep
 * their parts; the sign-in page has only outlined single-line fields and buttons that never load,
 * and leaves those parts too.
 */
const SELECT: LazyParts = [{ issuer: 'TextField', part: 'Select', standIn: 'src/mui/lazy-select.tsx' }];
const SIGN_IN_ONLY: LazyParts = [
  ...SELECT,
  { issuer: 'TextField', part: 'Input', standIn: 'src/mui/lazy-input.tsx' },
  { issuer: 'TextField', part: 'FilledInput', standIn: 'src/mui/lazy-filled-input.tsx' },
  { issuer: 'InputBase', part: 'TextareaAutosize', standIn: 'src/mui/lazy-textarea.tsx' },
  { issuer: 'Button', part: 'CircularProgress', standIn: 'src/mui/lazy-progress.tsx' },
];
const withLazyParts =
  (parts: LazyParts) =>
  (config: Configuration): Configuration => ({ ...config, plugins: [...(config.plugins ?? []), lazyParts(parts)] });
const withLazySelect = withLazyParts(SELECT);

/** The sign-in page's own build (ADR 0288): the sign-in form on Preact, without the shell, federation or modules. */
const signIn = withPreact(
  withLazyParts(SIGN_IN_ONLY)(
    plainPageConfig({
      dir: __dirname,
      name: 'shell',
      page: 'sign-in',
      entry: './src/sign-in/index.tsx',
      title: PRODUCT_NAME,
      publicPath: '/',
      html: 'sign-in.html',
    }),
  ),
);

/**
 * The page, the sign-in page, then the sign-in page pre-rendered (ADR 0223) into the sign-in page's
 * HTML, from the same sources and with the same Preact the sign-in page hydrates it with.
 */
export default [
  withLazySelect(hostConfig({ dir: __dirname, name: 'shell', title: PRODUCT_NAME })),
  signIn,
  withPreact(
    withLazyParts(SIGN_IN_ONLY)(
      prerenderConfig({
        dir: __dirname,
        name: 'shell',
        entry: './src/prerender/prerender.tsx',
        page: { name: signIn.name as string, html: 'sign-in.html' },
      }),
    ),
  ),
];
