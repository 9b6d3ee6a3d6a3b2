import type { Page } from '@playwright/test';

/**
 * Watches a pre-rendered page's hydration from before its first byte: the nodes removed from the
 * root (`PARENT > NODE data-testid`), the texts in it written again (a text the HTML has as one
 * node that the script makes of several: each repaints, and a repainted text is a later largest
 * paint) and the layout shift, read back with `hydrationSeen` after the script has taken the page
 * over (ADR 0223, 0289).
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromRoot: string[]; textsRewritten: string[]; layoutShift: number };
    w.removedFromRoot = [];
    w.textsRewritten = [];
    w.layoutShift = 0;
    // the parser adds the HTML's own texts: only what is added once it is done counts (the script is
    // deferred). A record reaches the callback in a later microtask, maybe after the parser is done, so
    // the records still pending when the document turns interactive are taken as the parser's then.
    let parsed = false;
    const seen = (mutations: MutationRecord[]) => {
      for (const m of mutations) {
        const target = (m.type === 'characterData' ? m.target.parentElement : m.target) as Element | null;
        if (!target?.closest?.('#root')) continue;
        for (const node of m.removedNodes)
          w.removedFromRoot.push(`${target.nodeName} > ${node.nodeName} ${(node as Element).getAttribute?.('data-testid') ?? ''}`);
        if (m.type === 'characterData') w.textsRewritten.push(`${target.nodeName} "${m.target.textContent}"`);
        for (const node of m.addedNodes)
          if (node.nodeType === Node.TEXT_NODE && parsed) w.textsRewritten.push(`${target.nodeName} + "${node.textContent}"`);
      }
    };
    const observer = new MutationObserver(seen);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('readystatechange', function parserDone() {
      seen(observer.takeRecords());
      parsed = true;
      document.removeEventListener('readystatechange', parserDone);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What `watchHydration` saw, once the hydration's commit and the frame after it are done. */
export async function hydrationSeen(page: Page): Promise<{ removedFromRoot: string[]; textsRewritten: string[]; layoutShift: number }> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  return page.evaluate(() => {
    const w = window as unknown as { removedFromRoot: string[]; textsRewritten: string[]; layoutShift: number };
    return { removedFromRoot: w.removedFromRoot, textsRewritten: w.textsRewritten, layoutShift: w.layoutShift };
  });
}
