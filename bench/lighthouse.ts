/**
 * Lighthouse's mobile run of a page (its default: a mid-range phone, simulated slow 4G and 4x CPU
 * slowdown), in the Chromium the e2e suite uses. Runs the `lighthouse` command (npm package,
 * pinned for Node 20) once per run and reads its JSON report.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../e2e/support/product';
import { browserPath, CHROMIUM_ARGS } from '../scripts/browser/find-browser';

export interface MobileFigures {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (gzip), every script of the page */
  jsKb: number;
}

/** A main-thread task over 50 ms as Lighthouse reckons it (on the mobile run: at its CPU slowdown) */
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

interface Report {
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: ({ resourceType?: string; transferSize?: number } & Partial<LongTask>)[] } }
  >;
  runtimeError?: { message: string };
}

/**
 * One Lighthouse run; a run whose trace Lighthouse itself lost (its NO_NAVSTART, "Please run
 * Lighthouse again") is run again, up to three times: it measured nothing, so it is no figure.
 */
export async function lighthouseMobile(url: string): Promise<MobileFigures & { longTasks: LongTask[] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      const lost = /Please run Lighthouse again/.test(String((error as { stderr?: string }).stderr ?? error));
      if (!lost || attempt === 3) throw error;
    }
  }
}

async function lighthouseOnce(url: string): Promise<MobileFigures & { longTasks: LongTask[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-path=${browserPath()}`,
        `--chrome-flags=${CHROMIUM_ARGS.map((a) => (a === '--headless' ? '--headless=new' : a)).join(' ')}`,
        '--quiet',
      ],
      { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
    const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
    return {
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((t) => ({
        url: t.url ?? '',
        startTime: t.startTime ?? Number.NaN,
        duration: t.duration ?? Number.NaN,
      })),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
