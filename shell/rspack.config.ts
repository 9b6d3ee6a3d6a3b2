import { PRODUCT_NAME } from '@app/contracts';
import { withLazyParts, type LazyParts } from '../shared/platform/build/lazy-parts';
import { hostConfig, plainPageConfig, prerenderConfig, withPreact } from '../shared/platform/build/module-build';

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
const withLazySelect = withLazyParts(__dirname, SELECT);

/** The sign-in page's own build (ADR 0288): the sign-in form on Preact, without the shell, federation or modules. */
const signIn = withPreact(
  withLazyParts(
    __dirname,
    SIGN_IN_ONLY,
  )(
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
    withLazyParts(
      __dirname,
      SIGN_IN_ONLY,
    )(
      prerenderConfig({
        dir: __dirname,
        name: 'shell',
        entry: './src/prerender/prerender.tsx',
        page: { name: signIn.name as string, html: 'sign-in.html' },
      }),
    ),
  ),
];
