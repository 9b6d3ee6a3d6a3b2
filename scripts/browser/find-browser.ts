import fs from 'node:fs';
import { chromium } from '@playwright/test';

export type BrowserSource = 'CHROME_PATH' | 'system' | 'playwright';

export interface FoundBrowser {
  path: string;
  source: BrowserSource;
}

/** What the search looks at; tests hand in their own. */
export interface BrowserProbe {
  /** the CHROME_PATH variable: when set it must point at a browser, nothing else is tried */
  chromePath: string | undefined;
  systemPaths: readonly string[];
  /** where a system puts Chromium's headless shell, the lighter browser the end-to-end tests prefer */
  headlessShellPaths: readonly string[];
  /** where Playwright's installer puts its Chromium for this Playwright version */
  playwrightPath: string | null;
  isExecutable(file: string): boolean;
}

/** Where Debian, Ubuntu, Fedora, Arch, snap and macOS put Chrome or Chromium. */
export const SYSTEM_BROWSER_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Debian's chromium-headless-shell: Chromium's old headless mode, without the full browser's window
 * and compositor layers. The end-to-end suite ran a fifth faster in it (ADR 0373); the page benches
 * keep the full browser, as a user has.
 */
export const HEADLESS_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell'];

/** The flags every browser launch uses (e2e and bench): headless, no sandbox as root, nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

export function machineProbe(env: NodeJS.ProcessEnv = process.env): BrowserProbe {
  return {
    chromePath: env.CHROME_PATH || undefined,
    systemPaths: SYSTEM_BROWSER_PATHS,
    headlessShellPaths: HEADLESS_SHELL_PATHS,
    playwrightPath: chromium.executablePath(),
    isExecutable,
  };
}

/** What a launch needs: a browser as users have it, or the headless shell where there is one (tests). */
export type BrowserUse = 'browser' | 'headless-shell';

/**
 * CHROME_PATH, then (for `headless-shell`) the system's headless shell, then the usual system paths,
 * then Playwright's own browser folder; null when none is there.
 */
export function findBrowser(probe: BrowserProbe = machineProbe(), use: BrowserUse = 'browser'): FoundBrowser | null {
  if (probe.chromePath) {
    if (!probe.isExecutable(probe.chromePath)) throw new Error(`CHROME_PATH=${probe.chromePath} is not an executable file`);
    return { path: probe.chromePath, source: 'CHROME_PATH' };
  }
  const candidates = use === 'headless-shell' ? [...probe.headlessShellPaths, ...probe.systemPaths] : probe.systemPaths;
  const system = candidates.find((file) => probe.isExecutable(file));
  if (system) return { path: system, source: 'system' };
  if (probe.playwrightPath && probe.isExecutable(probe.playwrightPath)) return { path: probe.playwrightPath, source: 'playwright' };
  return null;
}

/** The browser every launch uses; `npm run browser` provisions one when this throws. */
export function browserPath(use: BrowserUse = 'browser'): string {
  const found = findBrowser(machineProbe(), use);
  if (!found)
    throw new Error('No Chrome or Chromium found (CHROME_PATH, system paths, Playwright folder): run `npm run browser` to install one');
  return found.path;
}
