/**
 * The standalone answer page's budgets: what a substitute opens from a text message on a
 * phone, at most 100 KB of JavaScript (gzip) and Largest Contentful Paint at most 0.8 s on loopback
 * in headless Chromium; on Lighthouse's mobile run LCP at most 1.2 s, Total Blocking Time at most
 * 200 ms, JavaScript at most 80 KB (bench/page-budget.ts). The page shows a real invitation: the demo planner
 * invites one person and the link is read from the mail the product delivered.
 */
import path from 'node:path';
import { newInvitation } from '../e2e/support/offers';
import { benchPage } from './page-budget';

export const benchAnswerPage = () =>
  benchPage({
    label: '/invitation/confirm/{token} (standalone answer page)',
    jsKb: 100,
    lcpMs: 800,
    mobile: { lcpMs: 1200, tbtMs: 200, jsKb: 80 },
    path: async ({ dataDir }) => (await newInvitation(1, path.join(path.dirname(dataDir), 'mail'))).links[0]!,
  });

if (require.main === module) void benchAnswerPage();
