import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers like PDOK's Locatieserver `free` endpoint, for the geocoder's
 * tests: postal codes it knows give one address document with `centroide_ll`, 'FAIL' postal codes
 * a 500, 'SLOW' ones never answer, anything else no documents. It records every query.
 */
export interface FakePdok {
  url: string;
  queries: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakePdok(known: Record<string, { latitude: number; longitude: number }>): Promise<FakePdok> {
  const queries: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
    queries.push(params);
    const q = params.get('q') ?? '';
    if (q.startsWith('SLOW')) return;
    if (q.startsWith('FAIL')) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    const hit = Object.entries(known).find(([postalCode]) => q.startsWith(postalCode));
    const docs = hit ? [{ centroide_ll: `POINT(${hit[1].longitude} ${hit[1].latitude})` }] : [];
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ response: { numFound: docs.length, start: 0, maxScore: 1, numFoundExact: true, docs } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1/free`,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
