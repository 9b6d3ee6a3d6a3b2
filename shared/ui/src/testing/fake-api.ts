/** One answer of the fake API: the envelope's data (200, with `meta` when given), a status with meta, or a file (200). */
export type FakeAnswer =
  { data: unknown; meta?: Record<string, unknown> } | { status: number; meta: Record<string, unknown> } | { file: Blob };

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/** An answer as the api client reads it: jsdom has no Response, the client uses only these members. */
export function fakeResponse(status: number, envelope: object): Promise<Response> {
  const body = JSON.stringify(envelope);
  return Promise.resolve({
    ok: status < 400,
    status,
    headers: { get: () => null },
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  } as unknown as Response);
}

/** A 200 answer with a one-page pagination meta, as a list sends it (other readers ignore the meta). */
export const okResponse = (data: unknown) =>
  fakeResponse(200, { data, meta: { pagination: { total: Array.isArray(data) ? data.length : 0, per_page: 25, current_page: 1 } } });

/**
 * Replaces fetch with a router over "METHOD path-prefix" keys (the longest matching prefix answers)
 * and records every call, decoded. A path no key matches is a 404.
 */
export function fakeApi(routes: Record<string, (call: FakeCall) => FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: decodeURIComponent(String(input)),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const key = Object.keys(routes)
      .filter((k) => {
        const [method, prefix] = k.split(' ');
        return method === call.method && call.url.startsWith(`/api${prefix}`);
      })
      .sort((a, b) => b.length - a.length)[0];
    const answer = key
      ? routes[key]!(call)
      : { status: 404, meta: { messages: [{ type: 'error', title: 'Error', message: 'Not found' }] } };
    if ('file' in answer)
      return Promise.resolve({ ok: true, status: 200, headers: { get: () => null }, blob: async () => answer.file } as unknown as Response);
    return 'status' in answer
      ? fakeResponse(answer.status, { data: null, meta: answer.meta })
      : fakeResponse(200, { data: answer.data, meta: answer.meta ?? {} });
  }) as typeof fetch;
  return calls;
}
