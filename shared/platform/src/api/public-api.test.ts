import { ApiError } from './api-error';
import { lastFailedCall } from './failed-calls';
import { publicApi } from './public-api';

const answer = (status: number, body: unknown, version = 'v2025.10.5') =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-app-version': version, 'x-request-id': `req-${status}` },
  });

/** The tab's storage the client keeps the server version in. */
const tabStorage = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (key: string) => tabStorage.get(key) ?? null,
    setItem: (key: string, value: string) => tabStorage.set(key, value),
  },
});

describe('publicApi, the client of the pages without login', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    tabStorage.clear();
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('calls the API without a token, in the page language, and keeps the server version of the tab', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 7 }, meta: {} }));
    // not one of the public calls: the page's client would send its session's token here
    const { data } = await publicApi.get<{ id: number }>('/person/me');
    expect(data).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/person/me?_locale=nl');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
    expect(tabStorage.get('app-version')).toBe('v2025.10.5');
  });

  it("throws the service's answer as an ApiError and notes the failed call for the page's error reports", async () => {
    fetchMock.mockResolvedValue(
      answer(406, { data: null, meta: { messages: [{ type: 'error', title: 'Error', message: 'Not acceptable.' }] } }),
    );
    const failure = publicApi.put('/invitation/token/abc/accept');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 406 });
    expect(lastFailedCall()).toEqual({ method: 'PUT', path: '/invitation/token/abc/accept', status: 406, requestId: 'req-406' });
  });
});
