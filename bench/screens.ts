/**
 * Quick as felt: the time from a planner's action to a usable screen, in a real Chromium on loopback
 * against the embedded product with the demo data (started as the README does). Usable: the screen's
 * content is there and no loader is left. Medians of RUNS, printed against the budgets of the
 * screens issue: sign-in to the dashboard 1.0 s; a request, person or branch popup 0.5 s; the
 * matching tab 0.5 s; the calendar 1.0 s; a person's planning 0.8 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { BASE_URL, E2E_PORT, ROOT, startProduct, stopProduct } from '../e2e/support/product';
import { PASSWORD } from '../e2e/support/session';
import { browserPath, CHROMIUM_ARGS } from '../scripts/browser/find-browser';

const RUNS = Number(process.env.SCREENS_RUNS ?? 5);

interface Screen {
  label: string;
  budgetMs: number;
  /** brings the page to where the action starts (not timed) */
  prepare(page: Page): Promise<void>;
  /** the action and the screen it opens, timed until usable */
  act(page: Page): Promise<Locator>;
}

/** Usable: visible, with text, and no progress indicator left inside. */
async function usable(where: Locator) {
  await where.waitFor({ state: 'visible', timeout: 30_000 });
  await where.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  await where.page().waitForFunction((el) => (el?.textContent ?? '').trim().length > 0, await where.elementHandle(), { timeout: 30_000 });
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill('planner');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/dashboard$/);
}

/** Clicks the first row of the list on `route` and answers the popup it opens. */
const popupOf =
  (rows: string): Screen['act'] =>
  async (page) => {
    await page.locator(`[data-testid^="${rows}-row-"]`).first().click();
    return page.getByRole('dialog').first();
  };
const listReady = (route: string, rows: string) => async (page: Page) => {
  await page.goto(route);
  await page.locator(`[data-testid^="${rows}-row-"]`).first().waitFor({ timeout: 30_000 });
};

const SCREENS: Screen[] = [
  {
    label: 'sign-in to a usable dashboard',
    budgetMs: 1000,
    prepare: async (page) => {
      await page.goto('/login');
      await page.getByTestId('login-username').fill('planner');
      await page.getByTestId('login-password').fill(PASSWORD);
    },
    act: async (page) => {
      await page.getByTestId('login-submit').click();
      return page.getByTestId('module-mfe_dashboard');
    },
  },
  { label: 'request popup', budgetMs: 500, prepare: listReady('/request', 'request-list'), act: popupOf('request-list') },
  { label: 'person popup', budgetMs: 500, prepare: listReady('/person', 'entity-list'), act: popupOf('entity-list') },
  { label: 'branch popup', budgetMs: 500, prepare: listReady('/branch', 'entity-list'), act: popupOf('entity-list') },
  {
    label: 'matching tab',
    budgetMs: 500,
    prepare: async (page) => {
      await listReady('/request', 'request-list')(page);
      await usable(await popupOf('request-list')(page));
    },
    act: async (page) => {
      await page.getByTestId('request-tab-matching').click();
      return page.getByRole('dialog').first();
    },
  },
  {
    label: 'calendar',
    budgetMs: 1000,
    prepare: async (page) => {
      await page.goto('/dashboard');
      await page.getByTestId('module-mfe_dashboard').waitFor();
    },
    act: async (page) => {
      await page.getByTestId('menu-item-calendar').click();
      return page.getByTestId('general-calendar');
    },
  },
  {
    label: "a person's planning",
    budgetMs: 800,
    prepare: async (page) => {
      await listReady('/person', 'entity-list')(page);
      await usable(await popupOf('entity-list')(page));
    },
    act: async (page) => {
      await page.getByRole('tab', { name: 'Planning', exact: true }).click();
      return page.getByTestId('person-planning');
    },
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchScreens() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-screens-'));
  const registryFile = path.join(dir, 'registry.json');
  fs.copyFileSync(path.join(ROOT, 'deploy/registry.json'), registryFile);
  const product = await startProduct({ port: E2E_PORT, dataDir: path.join(dir, 'pglite'), registryFile, version: 'v2025.10.5', env: {} });
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
  let over = 0;
  try {
    console.log(`screens as felt, medians of ${RUNS} (load average ${os.loadavg()[0]!.toFixed(1)}):`);
    for (const screen of SCREENS) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        if (screen.label.startsWith('sign-in')) await screen.prepare(page);
        else {
          await signIn(page);
          await screen.prepare(page);
        }
        const start = Date.now();
        await usable(await screen.act(page));
        times.push(Date.now() - start);
        await context.close();
      }
      const ms = median(times);
      if (ms > screen.budgetMs) over++;
      console.log(
        `  ${screen.label.padEnd(32)} ${String(ms).padStart(5)} ms  (budget ${screen.budgetMs} ms${ms > screen.budgetMs ? ', OVER' : ''})  runs ${times.join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    await stopProduct(product.pid as number);
  }
  console.log(over ? `${over} of ${SCREENS.length} screens over budget` : 'every screen within budget');
}

if (require.main === module) void benchScreens();
