import type { Page } from '@playwright/test';

/**
 * Opens `path` the way the menu does, without reloading the shell: history.pushState and a popstate
 * event, which the shell's router and single-spa both follow. A reload per screen (the shell, its
 * token refresh and every remote entry again) was most of a sweep's time.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const settled = quietNetwork(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled;
}

/**
 * Resolves once no request of the page has been in flight for `quietMs` (the screen's data and any
 * module it loads have arrived), or after `limitMs`, when the screen's own checks take over.
 */
function quietNetwork(page: Page, quietMs = 300, limitMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let quiet: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      page.off('request', started);
      page.off('requestfinished', finished);
      page.off('requestfailed', finished);
      resolve();
    };
    const settle = () => {
      clearTimeout(quiet);
      if (inFlight === 0) quiet = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(quiet);
    };
    const finished = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    const limit = setTimeout(done, limitMs);
    page.on('request', started);
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    settle();
  });
}
