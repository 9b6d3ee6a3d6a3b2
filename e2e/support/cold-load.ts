import type { BrowserContext, Page } from '@playwright/test';

/**
 * Loads `url` cold (no cache) and counts the JavaScript it transferred (gzip bytes on the wire, every
 * script of the page until the network is idle). Bytes, not time: the same on any machine.
 */
export async function scriptKbOfColdLoad(page: Page, context: BrowserContext, url: string): Promise<{ kb: number; scripts: number }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return { kb: bytes / 1024, scripts: scripts.size };
}
