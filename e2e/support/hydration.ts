import type { Page } from '@playwright/test';

/**
 * Watches a pre-rendered page's hydration from before its first byte: the nodes removed from the
 * root (`PARENT > NODE data-testid`) and the layout shift, read back with `hydrationSeen` after the
 * script has taken the page over (ADR 0223, 0289).
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromRoot: string[]; layoutShift: number };
    w.removedFromRoot = [];
    w.layoutShift = 0;
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        const target = m.target as Element;
        if (!target.closest?.('#root')) continue;
        for (const node of m.removedNodes)
          w.removedFromRoot.push(`${target.nodeName} > ${node.nodeName} ${(node as Element).getAttribute?.('data-testid') ?? ''}`);
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What `watchHydration` saw, once the hydration's commit and the frame after it are done. */
export async function hydrationSeen(page: Page): Promise<{ removedFromRoot: string[]; layoutShift: number }> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  return page.evaluate(() => {
    const w = window as unknown as { removedFromRoot: string[]; layoutShift: number };
    return { removedFromRoot: w.removedFromRoot, layoutShift: w.layoutShift };
  });
}
