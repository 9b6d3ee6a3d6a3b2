import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ensureProduct } from './product';
import { rawKeysIn } from './raw-keys';

/**
 * What every end-to-end test also checks, whatever it is about: the experience a user meets on the
 * way. A test fails on a console error or an uncaught page error, an answer of 500 or more, a text
 * key shown raw, or a serious or critical axe finding (WCAG 2.1 A and AA) on the pages it leaves open.
 * A spec that provokes one of these on purpose says so with `test.use({ guard: { ... } })`.
 */
export interface Guard {
  /** console and page errors these match (the text, then the resource's address) are expected (a spec that provokes a failure on purpose) */
  allowErrors: RegExp[];
  /** answers >= 500 are expected (a spec that stops a service or breaks a module on purpose) */
  allowServerErrors: boolean;
  /** axe rule ids not checked, each with the reason in the spec that turns it off */
  skipAxeRules: string[];
}

export const NO_EXCEPTIONS: Guard = { allowErrors: [], allowServerErrors: false, skipAxeRules: [] };

/**
 * Chromium logs every answer >= 400 as a console error. An API call's 4xx is an answer the screen
 * shows (a form's 422, an unknown link's 404); a 4xx for anything else (a script, a photo) is a fault.
 */
const handledApiAnswer = (text: string, url: string) =>
  /status of 4\d\d/.test(text) && new URL(url, 'http://x').pathname.startsWith('/api/');

function watch(page: Page, guard: Guard, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url;
    if (handledApiAnswer(text, url) || guard.allowErrors.some((allowed) => allowed.test(`${text} ${url}`))) return;
    problems.push(`console error on ${page.url()}: ${text}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => {
    if (guard.allowErrors.some((allowed) => allowed.test(error.message))) return;
    problems.push(`uncaught error on ${page.url()}: ${error.message}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500 && !guard.allowServerErrors)
      problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
  });
}

/**
 * The screens axe has checked in this worker. Axe takes 1-6 s a page, so it checks each screen once
 * per run: the address with its ids as N, the open dialogs and the viewport's width class. Most specs
 * end on a screen another one ended on; the sweep opens every route. Text keys are checked every time.
 */
const axeChecked = new Set<string>();
async function screenKey(page: Page): Promise<string> {
  const { pathname } = new URL(page.url());
  const dialogs = await page.locator('[role="dialog"]:visible, [role="presentation"]:visible').count();
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  return `${pathname.replace(/\/\d+/g, '/N').replace(/\/[A-Za-z0-9_-]{20,}/g, '/TOKEN')} dialogs=${dialogs} phone=${phone}`;
}

/** The raw text keys and serious axe findings on a page as it stands now. */
export async function checkOpenPage(page: Page, guard: Guard, problems: string[]) {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '');
  for (const key of rawKeysIn(text)) problems.push(`raw text key on ${page.url()}: ${key}`);
  const key = await screenKey(page).catch(() => page.url());
  if (axeChecked.has(key)) return;
  axeChecked.add(key);
  // the screen is judged at rest: a dialog still fading in blends its colours with the page behind it
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (guard.skipAxeRules.length) axe.disableRules(guard.skipAxeRules);
  const result = await axe.analyze().catch(() => null);
  for (const v of result?.violations ?? []) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const where = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    problems.push(`axe ${v.impact} ${v.id} on ${page.url()}: ${v.help} (${where})`);
  }
}

async function guarded(browser: Browser, context: BrowserContext, guard: Guard, run: () => Promise<void>) {
  const problems: string[] = [];
  const contexts = [context];
  const follow = (c: BrowserContext) => {
    for (const page of c.pages()) watch(page, guard, problems);
    c.on('page', (page) => watch(page, guard, problems));
  };
  follow(context);
  // a test that opens its own context (a phone, a second user) is guarded there too
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const created = await newContext(options);
    contexts.push(created);
    follow(created);
    return created;
  };
  try {
    try {
      await run();
    } finally {
      browser.newContext = newContext;
    }
    for (const c of contexts) for (const page of c.pages()) await checkOpenPage(page, guard, problems);
    expect(problems, 'what a user would have met on the way').toEqual([]);
  } finally {
    // Playwright closes only the test's own context; one the test opened would live as long as the
    // worker's browser, its pages still rendering and listening (a leaked planner page took 15% of a core)
    await Promise.all(contexts.slice(1).map((c) => c.close().catch(() => undefined)));
  }
}

export const test = base.extend<{ guard: Partial<Guard>; experience: void }, { ownProduct: void }>({
  // each worker's own product (./product), started the first time the worker runs a test
  ownProduct: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern, here none
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await ensureProduct();
      await use();
    },
    { scope: 'worker', auto: true, timeout: (Number(process.env.E2E_START_TIMEOUT_S ?? 120) + 30) * 1000 },
  ],
  guard: [{}, { option: true }],
  experience: [
    async ({ browser, context, guard }, use, testInfo) => {
      let failed = false;
      await guarded(browser, context, { ...NO_EXCEPTIONS, ...guard }, async () => {
        await use();
        failed = testInfo.status !== testInfo.expectedStatus;
      }).catch((error: unknown) => {
        // a test that already failed reports its own failure, not the state it stopped in
        if (!failed) throw error;
      });
    },
    { auto: true },
  ],
});

export { expect };
