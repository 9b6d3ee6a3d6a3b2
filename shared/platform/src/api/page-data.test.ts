import { PAGE_DATA_ELEMENT, VERSION_HEADER } from '@app/contracts';

/** The page as the module reads it: the element's text, under its id (Node's fetch classes, a page's address). */
function page(text: string | null) {
  Object.assign(globalThis, {
    window: { location: { href: 'https://invalpool.test/invitation/confirm/ab12' } },
    document: { getElementById: (id: string) => (id === PAGE_DATA_ELEMENT && text !== null ? { textContent: text } : null) },
  });
}

afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
});

/** A fresh module (its answer is taken once per page), with the page holding `text`. */
async function load(text: string) {
  page(text);
  jest.resetModules();
  return import('./page-data');
}

const network = () =>
  jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{"data":"network"}', { status: 200 }));

describe("the page's data answers its first call (ADR 0289)", () => {
  const data = { path: '/api/invitation/token/ab12', status: 200, version: 'v1.2.3', body: '{"data":"page","meta":{}}' };

  it('answers the first GET of the path from the page, with its version, and the next one from the server', async () => {
    const { withPageData } = await load(JSON.stringify(data));
    const fetcher = network();
    const fetch = withPageData(fetcher);
    const first = await fetch('/api/invitation/token/ab12?_locale=nl', { method: 'GET' });
    expect(await first.json()).toEqual({ data: 'page', meta: {} });
    expect(first.headers.get(VERSION_HEADER)).toBe('v1.2.3');
    expect(fetcher).not.toHaveBeenCalled();
    expect(await (await fetch('/api/invitation/token/ab12?_locale=nl', { method: 'GET' })).json()).toEqual({ data: 'network' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps its status: a link that opens nothing is refused from the page', async () => {
    const { withPageData } = await load(JSON.stringify({ ...data, status: 406, body: '{"data":null,"meta":{}}' }));
    expect((await withPageData(network())('/api/invitation/token/ab12', {})).status).toBe(406);
  });

  it('sends another path and a write to the server', async () => {
    const { withPageData } = await load(JSON.stringify(data));
    const fetcher = network();
    const fetch = withPageData(fetcher);
    await fetch('/api/reservation/token/ab12', { method: 'GET' });
    await fetch('/api/invitation/token/ab12/accept', { method: 'PUT' });
    await fetch('/api/invitation/token/ab12', { method: 'PUT' });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('goes to the server when the page has no data or unreadable data', async () => {
    const mod = await load('{not json');
    const fetcher = network();
    await mod.withPageData(fetcher)('/api/invitation/token/ab12', { method: 'GET' });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(mod.readPageData()).toBeNull();
  });

  it('gives the first render the answer at once, once (ADR 0319)', async () => {
    const { takePageData, withPageData } = await load(JSON.stringify(data));
    expect(takePageData('/api/reservation/token/ab12')).toBeNull();
    expect(takePageData('/api/invitation/token/ab12')).toEqual(data);
    expect(takePageData('/api/invitation/token/ab12')).toBeNull();
    const fetcher = network();
    await withPageData(fetcher)('/api/invitation/token/ab12', { method: 'GET' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("leaves an answer the first render does not want for the path's first call (ADR 0319)", async () => {
    const { takePageData, withPageData } = await load(JSON.stringify({ ...data, status: 406, body: '{"data":null,"meta":{}}' }));
    expect(takePageData('/api/invitation/token/ab12', (d) => d.status === 200)).toBeNull();
    const fetcher = network();
    expect((await withPageData(fetcher)('/api/invitation/token/ab12', { method: 'GET' })).status).toBe(406);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("renders on the server with the visit's data, and leaves the browser's page to itself after (ADR 0319)", async () => {
    const { takePageData, withServerPageData } = await load(JSON.stringify(data));
    const visit = { ...data, body: '{"data":"visit","meta":{}}' };
    expect(await withServerPageData(visit, async () => takePageData('/api/invitation/token/ab12'))).toEqual(visit);
    expect(takePageData('/api/invitation/token/ab12')).toEqual(data);
  });
});
