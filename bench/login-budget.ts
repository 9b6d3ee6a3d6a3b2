/**
 * /login budgets: JavaScript transferred on a cold load at most 100 KB gzip in total (ADR 0288), and
 * Largest Contentful Paint at most 1.0 s on loopback in headless Chromium; on Lighthouse's mobile
 * run LCP at most 1.5 s, Total Blocking Time at most 200 ms, JavaScript at most 100 KB
 * (bench/page-budget.ts).
 */
import { benchPage } from './page-budget';

export const benchLogin = () =>
  benchPage({ label: '/login', jsKb: 100, lcpMs: 1000, mobile: { lcpMs: 1500, tbtMs: 200, jsKb: 100 }, path: async () => '/login' });

if (require.main === module) void benchLogin();
