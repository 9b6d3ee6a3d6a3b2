/**
 * A page's budgets in a real Chromium: JavaScript transferred on a cold load (gzip, every script of
 * the page) and Largest Contentful Paint on loopback, then Lighthouse's mobile run (simulated slow
 * 4G, 4x CPU): LCP, Total Blocking Time and JavaScript, medians of MOBILE_RUNS. Starts the product
 * as the README does, loads the page in a fresh browser context RUNS times and prints the figures
 * against the budgets. BENCH_DETAIL=1 also prints the timings of each run and the scripts of the first,
 * and each Lighthouse run's long tasks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BASE_URL, E2E_PORT, ROOT, startProduct, stopProduct } from '../e2e/support/product';
import { browserPath, CHROMIUM_ARGS } from '../scripts/browser/find-browser';
import { lighthouseMobile, median, type MobileFigures } from './lighthouse';

const RUNS = 5;
const MOBILE_RUNS = 3;

export interface PageBudget {
  /** what the figures are printed under, e.g. '/login' */
  label: string;
  jsKb: number;
  lcpMs: number;
  /** Lighthouse mobile: medians of MOBILE_RUNS */
  mobile: { lcpMs: number; tbtMs: number; jsKb: number };
  /** the page's path, found once the product runs (`dataDir`: its data folder, e.g. to read its mail) */
  path(product: { dataDir: string }): Promise<string>;
}

export async function benchPage(budget: PageBudget): Promise<{ jsKb: number; lcpMs: number; mobile: MobileFigures }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-page-'));
  const registryFile = path.join(dir, 'registry.json');
  fs.copyFileSync(path.join(ROOT, 'deploy/registry.json'), registryFile);
  const dataDir = path.join(dir, 'pglite');
  const product = await startProduct({ port: E2E_PORT, dataDir, registryFile, version: 'v2025.10.5', env: {} });
  // a browser that fails to start must not leave the product holding its port for the next run
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS }).catch(async (error: unknown) => {
    await stopProduct(product.pid as number);
    throw error;
  });
  try {
    const url = `${BASE_URL}${await budget.path({ dataDir })}`;
    const js: number[] = [];
    const lcp: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const types = new Map<string, string>();
      const urls = new Map<string, string>();
      const scripts: string[] = [];
      let bytes = 0;
      cdp.on('Network.responseReceived', (e) => {
        types.set(e.requestId, e.type);
        urls.set(e.requestId, e.response.url);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (types.get(e.requestId) !== 'Script') return;
        bytes += e.encodedDataLength;
        scripts.push(`${(e.encodedDataLength / 1024).toFixed(1).padStart(7)} KB  ${urls.get(e.requestId)}`);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const paint = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]!.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      if (process.env.BENCH_DETAIL) {
        const timing = await page.evaluate(() => {
          const scripts = performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'));
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return {
            html: nav.responseEnd,
            lastScript: Math.max(...scripts.map((e) => (e as PerformanceResourceTiming).responseEnd)),
            domContentLoaded: nav.domContentLoadedEventEnd,
            fcp: fcp?.startTime ?? -1,
          };
        });
        const ms = (x: number) => `${x.toFixed(0)} ms`;
        console.log(
          `run ${i + 1}: html ${ms(timing.html)}, DOMContentLoaded ${ms(timing.domContentLoaded)}, FCP ${ms(timing.fcp)}, last script ${ms(timing.lastScript)}`,
        );
        if (i === 0) console.log(`scripts (${scripts.length}):\n${scripts.join('\n')}`);
      }
      js.push(bytes / 1024);
      lcp.push(paint);
      await context.close();
    }
    const jsKb = Math.max(...js);
    const lcpMs = [...lcp].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
    const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER BUDGET');
    console.log(`${budget.label} cold load, ${RUNS} runs in headless Chromium`);
    console.log(`  JavaScript transferred ${jsKb.toFixed(1)} KB (largest run; budget ${budget.jsKb} KB) ${verdict(jsKb <= budget.jsKb)}`);
    console.log(
      `  LCP median ${lcpMs.toFixed(0)} ms, best ${Math.min(...lcp).toFixed(0)} ms (runs ${lcp.map((x) => x.toFixed(0)).join(', ')}; budget ${budget.lcpMs} ms) ${verdict(lcpMs <= budget.lcpMs)}`,
    );
    const runs: MobileFigures[] = [];
    for (let i = 0; i < MOBILE_RUNS; i++) {
      const run = await lighthouseMobile(url);
      runs.push(run);
      if (process.env.BENCH_DETAIL) {
        const tasks = run.longTasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.startTime.toFixed(0)} ms (${path.basename(t.url)})`);
        console.log(`Lighthouse run ${i + 1}: TBT ${run.tbtMs.toFixed(0)} ms; long tasks: ${tasks.join(', ') || 'none'}`);
      }
    }
    const of = (key: keyof MobileFigures) => median(runs.map((r) => r[key]));
    const mobile: MobileFigures = { lcpMs: of('lcpMs'), fcpMs: of('fcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), jsKb: of('jsKb') };
    const each = (key: keyof MobileFigures, digits = 0) => runs.map((r) => r[key].toFixed(digits)).join(', ');
    console.log(`${budget.label} Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${MOBILE_RUNS} runs`);
    console.log(
      `  LCP ${mobile.lcpMs.toFixed(0)} ms (runs ${each('lcpMs')}; budget ${budget.mobile.lcpMs} ms) ${verdict(mobile.lcpMs <= budget.mobile.lcpMs)}`,
    );
    console.log(
      `  TBT ${mobile.tbtMs.toFixed(0)} ms (runs ${each('tbtMs')}; budget ${budget.mobile.tbtMs} ms) ${verdict(mobile.tbtMs <= budget.mobile.tbtMs)}`,
    );
    console.log(
      `  JavaScript ${mobile.jsKb.toFixed(1)} KB (runs ${each('jsKb', 1)}; budget ${budget.mobile.jsKb} KB) ${verdict(mobile.jsKb <= budget.mobile.jsKb)}`,
    );
    console.log(`  FCP ${mobile.fcpMs.toFixed(0)} ms (runs ${each('fcpMs')}), CLS ${mobile.cls.toFixed(3)} (runs ${each('cls', 3)})`);
    return { jsKb, lcpMs, mobile };
  } finally {
    await browser.close();
    await stopProduct(product.pid as number);
  }
}
