/**
 * General calendar budgets, on the request benchmarks' pool: 20,000 requests of 20
 * dayparts (400,000 dayparts) over the 2026-2027 school year in PGlite (`requests-data.ts`), through
 * real HTTP:
 * - the calendar's data: GET calendar over the whole period, 100 calls without a filter and 100
 *   with a school as filter; and the slide panel's GET calendar/requests of a selected week, 100
 *   calls; each median is held against 100 ms;
 * - a drag selection across a month in Chromium: the year calendar of the period drawn from that
 *   GET calendar answer as /calendar draws it (`calendarDays`), dragged over every shown day of
 *   November 2026 (`calendar-drag.ts`); the scripting time of the DevTools protocol's
 *   Performance.getMetrics, median over 14 drags, is held against 50 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import { Permission } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken, type TestServer } from '@app/service-kit/testing';
import { browserPath, CHROMIUM_ARGS } from '../scripts/browser/find-browser';
import { PLANNER_RIGHTS } from '../services/staffing/src/testing/staffing-env';
import { bundlePage, dragAcrossMonth } from './calendar-drag';
import { DAYPARTS_PER_REQUEST, percentile, REQUESTS, startRequestBenchPool } from './requests-data';

const ROOT = path.resolve(__dirname, '..');
const CALLS = 100;
const WARM_UP = 10;
const DATA_BUDGET_MS = 100;
const DRAG_BUDGET_MS = 50;
const DRAG_RUNS = 7;
const MONTH = '2026-11';
/** the slide panel's week: Monday 16 to Friday 20 November 2026 */
const WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

const verdict = (median: number, budget: number) => (median <= budget ? 'OK' : 'OVER BUDGET');

async function timeCalls(server: TestServer, token: string, path: (i: number) => string) {
  for (let i = 0; i < WARM_UP; i++) await server.call('GET', path(i), { token });
  const times: number[] = [];
  let body: unknown = null;
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const res = await server.call('GET', path(i), { token });
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`unexpected answer ${res.status} of ${path(i)}`);
    body = res.body.data;
  }
  const sorted = times.sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95), body };
}

/** The page: the year calendar of the period with the days as /calendar turns the server's answer into them. */
const pageSource = (start: string, end: string) => `
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from '@app/ui/providers';
import { YearCalendar } from '@app/ui/year-calendar';
import { calendarDays } from '${path.join(ROOT, 'mfe-planning/src/features/general-calendar/calendar-days')}';
import answer from './days.json';
const days = calendarDays(answer);

function Page() {
  const [selected, setSelected] = useState(() => new Set());
  return <YearCalendar start="${start}" end="${end}" days={days} selected={selected} onChange={setSelected} testId="general-calendar" />;
}

createRoot(document.getElementById('root')).render(<BaseProviders><Page /></BaseProviders>);
requestAnimationFrame(() => setTimeout(() => { window.__ready = true; }));
`;

async function measureDrag(days: unknown, period: { start: string; end: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-general-calendar-'));
  fs.writeFileSync(path.join(dir, 'days.json'), JSON.stringify(days));
  await bundlePage(dir, pageSource(period.start, period.end));
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`file://${path.join(dir, 'index.html')}`);
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
    const shaded = await page.locator('[class*="yc-shade-"]').count();
    await page.locator(`[data-month="${MONTH}"]`).scrollIntoViewIfNeeded();
    const runs: number[] = [];
    let selected = 0;
    for (let i = 0; i < DRAG_RUNS; i++) {
      const select = await dragAcrossMonth(page, cdp, MONTH);
      const deselect = await dragAcrossMonth(page, cdp, MONTH);
      if (deselect.selected !== 0) throw new Error('the second drag left days selected');
      selected = select.selected;
      runs.push(select.ms, deselect.ms);
    }
    const sorted = runs.sort((a, b) => a - b);
    return { medianMs: percentile(sorted, 50), worstMs: sorted[sorted.length - 1]!, drags: runs.length, selected, shaded };
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchGeneralCalendar() {
  const loading = performance.now();
  const pool = await startRequestBenchPool();
  const loaded = (performance.now() - loading) / 1000;
  const server = await pool.started.serve('staffing');
  try {
    const token = await testToken(
      pool.started.deps,
      { pool_id: pool.poolId, allow: [...PLANNER_RIGHTS, Permission.CALENDAR_VIEW], view_entire_pool: true },
      24 * 3600,
    );
    const [period] = await rowsOf<{ id: number; start: string; end: string }>(
      pool.started.deps.db.db,
      sql`select id, to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end
        from masterdata.periods where pool_id = ${pool.poolId} and current`,
    );
    const whole = await timeCalls(server, token, () => `/api/calendar?period_id=${period!.id}`);
    const school = await timeCalls(
      server,
      token,
      (i) => `/api/calendar?period_id=${period!.id}&filters[branch][]=${pool.schools[i % pool.schools.length]}`,
    );
    const weekDates = WEEK.map((d) => `dates[]=${d}`).join('&');
    const panel = await timeCalls(server, token, () => `/api/calendar/requests?${weekDates}`);
    const panelRequests = (panel.body as { requests: unknown[] }[]).reduce((sum, week) => sum + week.requests.length, 0);
    const drag = await measureDrag(whole.body, period!);
    const kind = pool.started.deps.db.kind;
    console.log(
      `general calendar: ${REQUESTS} requests and ${REQUESTS * DAYPARTS_PER_REQUEST} dayparts in ${kind} (loaded in ${loaded.toFixed(0)} s), load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    const line = (name: string, f: { medianMs: number; p95Ms: number }) =>
      console.log(
        `  ${name}, ${CALLS} calls: median ${f.medianMs.toFixed(1)} ms (budget ${DATA_BUDGET_MS} ms) ${verdict(f.medianMs, DATA_BUDGET_MS)}, p95 ${f.p95Ms.toFixed(1)} ms`,
      );
    line(`GET calendar, the whole period (${Object.keys(whole.body as object).length} days)`, whole);
    line('GET calendar, one school as filter', school);
    line(`GET calendar/requests, a selected week (${panelRequests} requests)`, panel);
    console.log(
      `  drag across ${MONTH} (${drag.selected} days, ${drag.shaded} shaded dayparts in the year), scripting: median ${drag.medianMs.toFixed(1)} ms, worst ${drag.worstMs.toFixed(1)} ms over ${drag.drags} drags (budget ${DRAG_BUDGET_MS} ms) ${verdict(drag.medianMs, DRAG_BUDGET_MS)}`,
    );
    return { whole, school, panel, drag };
  } finally {
    await pool.started.close();
  }
}

if (require.main === module) void benchGeneralCalendar();
