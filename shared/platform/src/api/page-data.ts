import { PAGE_DATA_ELEMENT, VERSION_HEADER, type PageData } from '@app/contracts';

/** The answer the gateway put in the page for its data call (ADR 0289), or null. */
export function readPageData(): PageData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT)?.textContent;
  try {
    return text ? (JSON.parse(text) as PageData) : null;
  } catch {
    return null;
  }
}

let kept: PageData | null | undefined;
let source: () => PageData | null = readPageData;

/**
 * Renders on the server with `data` as the page's data (ADR 0319): what the page's first render
 * takes is what the browser's will take from the page. Renders one at a time (the source is one).
 */
export async function withServerPageData<T>(data: PageData, render: () => Promise<T>): Promise<T> {
  kept = undefined;
  source = () => data;
  try {
    return await render();
  } finally {
    kept = undefined;
    source = readPageData;
  }
}

/**
 * The page's answer for `pathname`, once: a later call of the path goes to the server. `wanted`
 * may leave an answer in the page, for the path's first call to take.
 */
export function takePageData(pathname: string, wanted: (data: PageData) => boolean = () => true): PageData | null {
  if (kept === undefined) kept = source();
  if (kept?.path !== pathname || !wanted(kept)) return null;
  const data = kept;
  kept = null;
  return data;
}

/**
 * `fetcher`, but the page's first GET of the path whose answer came in the page is answered from
 * the page: the offer a substitute opens shows without a round trip on a slow phone.
 */
export function withPageData(fetcher: typeof fetch): typeof fetch {
  return (input, init) => {
    const method = init?.method ?? 'GET';
    const data =
      method === 'GET' && typeof window !== 'undefined' ? takePageData(new URL(String(input), window.location.href).pathname) : null;
    if (!data) return fetcher(input, init);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (data.version) headers[VERSION_HEADER] = data.version;
    return Promise.resolve(new Response(data.status === 204 ? null : data.body, { status: data.status, headers }));
  };
}
