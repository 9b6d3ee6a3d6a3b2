import { REQUEST_ID_HEADER, VERSION_HEADER, type Envelope, type Locale, type Meta } from '@app/contracts';
import { ApiError } from './api-error';
import type { FailedCall } from './failed-calls';

export interface VersionStore {
  get(): string | null;
  set(version: string): void;
}

export interface ApiClientDeps {
  /** absolute or same-origin root of the API, e.g. '/api' */
  baseUrl: string;
  fetch?: typeof fetch;
  locale(): Locale;
  /** the access token to send, refreshed by the caller when needed; null when logged out */
  token(): Promise<string | null>;
  /**
   * the calls that go without the session's token (`isPublicCall` of the contracts); none when not
   * given, as for a client that never has a token (the public pages': their page need not carry the table)
   */
  isPublicCall?(method: string, path: string): boolean;
  versions: VersionStore;
  /** the server runs another version than the page was loaded with */
  onVersionChange(): void;
  /** a call made with a token was answered 401 */
  onUnauthorized(): void;
  /**
   * a new access token after a 401 (the account's token version was raised: a role taken away, a
   * password changed elsewhere); the call is sent once more with it. Null: the session is over.
   */
  renewToken?(): Promise<string | null>;
  /** told of every call that was answered with an error status (the page's error reports name the last one) */
  onFailedCall?(call: FailedCall): void;
  /** told of every write (not GET) that failed, answered (ApiError) or never answered (TypeError): the page's error dialog */
  onFailedWrite?(error: unknown): void;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | (string | number)[]>;
  /** send the access token; by default on every call but the public ones (`PublicRoutes`) */
  auth?: boolean;
  /** this access token instead of the session's (logout sends the token of the session it ends) */
  bearer?: string;
  signal?: AbortSignal;
}

function buildQuery(locale: Locale, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  params.set('_locale', locale);
  return params.toString();
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));

  function checkVersion(response: Response): void {
    const version = response.headers.get(VERSION_HEADER);
    if (!version) return;
    const known = deps.versions.get();
    deps.versions.set(version);
    if (known && known !== version) deps.onVersionChange();
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}, renewed?: string): Promise<Envelope<T>> {
    // the public calls (login, refresh, the links of a mail) go without the session's token
    const auth = options.auth ?? !deps.isPublicCall?.(method, path.split('?')[0]!);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.bearer ?? renewed ?? (auth ? await deps.token() : null);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    const url = `${deps.baseUrl}${path}${path.includes('?') ? '&' : '?'}${buildQuery(deps.locale(), options.query)}`;
    const failedWrite = (error: unknown) => {
      if (method !== 'GET') deps.onFailedWrite?.(error);
      return error;
    };
    const response = await doFetch(url, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }).catch((error: unknown) => {
      // an aborted call was wanted (AbortError); a fetch that never got an answer (TypeError) is a failure to report
      throw (error as Error | null)?.name === 'TypeError' ? failedWrite(error) : error;
    });
    checkVersion(response);

    const text = await response.text();
    let body: Partial<Envelope<T>> = {};
    try {
      body = text ? (JSON.parse(text) as Partial<Envelope<T>>) : {};
    } catch {
      body = {};
    }
    const meta: Meta = body.meta ?? {};
    if (!response.ok) {
      const requestId = response.headers.get(REQUEST_ID_HEADER);
      deps.onFailedCall?.({ method, path, status: response.status, requestId });
      if (response.status === 401 && token && !options.bearer && !renewed && deps.renewToken) {
        const next = await deps.renewToken();
        if (next) return request<T>(method, path, options, next);
      }
      // a call with a token of its own (logout) ends nothing when refused
      if (response.status === 401 && token && !options.bearer) deps.onUnauthorized();
      throw failedWrite(new ApiError(response.status, meta, body.data ?? null, requestId));
    }
    return { data: body.data as T, meta };
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}
