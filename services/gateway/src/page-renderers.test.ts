import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageData, PageRenderInput } from '@app/contracts';
import { createLog } from '@app/service-kit';
import { PageRenderers } from './page-renderers';

/**
 * A build's page renderer runs in a worker thread (ADR 0319): what it renders goes out, and what
 * goes wrong in it (an error, a crash, a loop) costs the visit only its render, never the gateway.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderers-'));
const bundle = path.join(dir, 'page-renderer.cjs');
fs.writeFileSync(
  bundle,
  `exports.render = async ({ template, path, lang, data }) => {
    if (path === '/throw') throw new Error('broken build');
    if (path === '/exit') process.exit(1);
    if (path === '/loop') for (;;) {}
    if (path === '/other') return null;
    return template.replace('<div id="root"></div>', '<div id="root">' + lang + ' ' + JSON.parse(data.body).data.branch + '</div>');
  };`,
);
const data: PageData = {
  path: '/api/invitation/token/ab',
  status: 200,
  version: null,
  body: JSON.stringify({ data: { branch: 'Noord' } }),
};
const input = (pagePath: string): PageRenderInput => ({ template: '<body><div id="root"></div></body>', path: pagePath, lang: 'en', data });
const log = createLog('test', 'silent');
let renderers: PageRenderers;

beforeEach(() => (renderers = new PageRenderers(log, 1000, 1500)));
afterEach(() => renderers.close());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a build's page renderer (ADR 0319)", () => {
  it('renders the page with its data in the language asked for', async () => {
    expect(await renderers.render(bundle, input('/invitation/confirm/ab'))).toBe('<body><div id="root">en Noord</div></body>');
  });

  it('answers null for a build without a renderer and for a path the renderer does not render', async () => {
    expect(await renderers.render(path.join(dir, 'none.cjs'), input('/invitation/confirm/ab'))).toBeNull();
    expect(await renderers.render(bundle, input('/other'))).toBeNull();
  });

  it('answers null for a render that fails, and the next page renders', async () => {
    expect(await renderers.render(bundle, input('/throw'))).toBeNull();
    expect(await renderers.render(bundle, input('/invitation/confirm/ab'))).toContain('Noord');
  });

  it('answers null when the renderer ends its thread, and starts it again for the next page', async () => {
    expect(await renderers.render(bundle, input('/exit'))).toBeNull();
    expect(await renderers.render(bundle, input('/invitation/confirm/ab'))).toContain('Noord');
  });

  it('answers a render that never ends with null in time, while the gateway goes on, and replaces the stuck renderer', async () => {
    const started = Date.now();
    const looping = renderers.render(bundle, input('/loop'));
    // the gateway's own event loop is free meanwhile
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now() - started).toBeLessThan(500);
    expect(await looping).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await renderers.render(bundle, input('/invitation/confirm/ab'))).toContain('Noord');
  });

  it('starts a renderer ahead of its first page, so a build slow to load still renders that page in time', async () => {
    // a build that takes 400 ms to load, as a real one can on a busy machine; a visit waits 200 ms
    const slow = path.join(dir, 'slow-renderer.cjs');
    fs.writeFileSync(slow, `const until = Date.now() + 400; while (Date.now() < until) {}\n${fs.readFileSync(bundle, 'utf8')}`);
    const cold = new PageRenderers(log, 200, 1500);
    const warmed = new PageRenderers(log, 200, 1500);
    try {
      expect(await cold.render(slow, input('/invitation/confirm/ab'))).toBeNull();
      await warmed.warm(slow);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await warmed.render(slow, input('/invitation/confirm/ab'))).toContain('Noord');
    } finally {
      cold.close();
      warmed.close();
    }
  });

  it('starts no renderer for a build without one', async () => {
    await renderers.warm(path.join(dir, 'none.cjs'));
    expect(await renderers.render(path.join(dir, 'none.cjs'), input('/invitation/confirm/ab'))).toBeNull();
  });
});
