/**
 * /login budgets: JavaScript transferred on a cold load at most 250 KB gzip in total, and
 * Largest Contentful Paint at most 1.0 s on loopback in headless Chromium (bench/page-budget.ts).
 */
import { benchPage } from './page-budget';

export const benchLogin = () => benchPage({ label: '/login', jsKb: 250, lcpMs: 1000, path: async () => '/login' });

if (require.main === module) void benchLogin();
