/**
 * /login budgets (issue 2): JavaScript transferred on a cold load at most 250 KB gzip in total, and
 * Largest Contentful Paint at most 1.0 s on loopback in headless Chromium. Starts the product as
 * the README does, loads /login in a fresh browser context five times and prints the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BASE_URL, ROOT, startProduct, stopProduct } from '../e2e/support/product';

const RUNS = 5;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function benchLogin(): Promise<{ jsKb: number; lcpMs: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-'));
  const registryFile = path.join(dir, 'registry.json');
  fs.copyFileSync(path.join(ROOT, 'deploy/registry.json'), registryFile);
  const product = await startProduct({ dataDir: path.join(dir, 'pglite'), registryFile, version: 'v2025.10.5' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
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
      await page.goto(`${BASE_URL}/login`, { waitUntil: 'networkidle' });
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
          const scripts = performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'));
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          const main = scripts.find((e) => /\/main\.[^/]*\.js$/.test(e.name)) as PerformanceResourceTiming | undefined;
          return {
            html: nav.responseEnd,
            main: main?.responseEnd ?? -1,
            lastScript: Math.max(...scripts.map((e) => (e as PerformanceResourceTiming).responseEnd)),
            domContentLoaded: nav.domContentLoadedEventEnd,
            fcp: fcp?.startTime ?? -1,
          };
        });
        const ms = (x: number) => `${x.toFixed(0)} ms`;
        console.log(`run ${i + 1}: html ${ms(timing.html)}, main.js ${ms(timing.main)}, DOMContentLoaded ${ms(timing.domContentLoaded)}, FCP ${ms(timing.fcp)}, last script ${ms(timing.lastScript)}`);
      }
      // BENCH_DETAIL=1 lists the scripts of the first run (what to look at when the budget is missed)
      if (i === 0 && process.env.BENCH_DETAIL) console.log(`scripts (${scripts.length}):\n${scripts.join('\n')}`);
      js.push(bytes / 1024);
      lcp.push(paint);
      await context.close();
    }
    const jsKb = Math.max(...js);
    const lcpMs = [...lcp].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
    console.log(`/login cold load, ${RUNS} runs in headless Chromium`);
    console.log(`  JavaScript transferred ${jsKb.toFixed(1)} KB (largest run; budget 250 KB) ${jsKb <= 250 ? 'OK' : 'OVER BUDGET'}`);
    console.log(`  LCP median ${lcpMs.toFixed(0)} ms, best ${Math.min(...lcp).toFixed(0)} ms (runs ${lcp.map((x) => x.toFixed(0)).join(', ')}; budget 1000 ms) ${lcpMs <= 1000 ? 'OK' : 'OVER BUDGET'}`);
    return { jsKb, lcpMs };
  } finally {
    await browser.close();
    await stopProduct(product.pid as number);
  }
}

if (require.main === module) void benchLogin();
