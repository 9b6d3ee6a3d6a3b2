import { VERSION_HEADER, type Envelope, type Locale, type Meta } from '@app/contracts';
import { ApiError } from './api-error';

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
  versions: VersionStore;
  /** the server runs another version than the page was loaded with */
  onVersionChange(): void;
  /** a call made with a token was answered 401 */
  onUnauthorized(): void;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | (string | number)[]>;
  /** send the access token; by default everything except the anonymous paths below */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Calls made without an authorization header (spec 000 section 7). */
const ANONYMOUS_PATHS = [
  /^\/auth\/pool(\/\d+\/profile)?$/,
  /^\/login_check$/,
  /^\/token\/refresh$/,
  /^\/pool\/url\//,
  /^\/(invitation|reservation)\/token\//,
  /^\/embed\//,
  /^\/account\/(forgot|reset|create|invitation)/,
  /^\/modules$/,
  /^\/health$/,
];

export function isAnonymousPath(path: string): boolean {
  return ANONYMOUS_PATHS.some((re) => re.test(path));
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

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const auth = options.auth ?? !isAnonymousPath(path);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = auth ? await deps.token() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    const url = `${deps.baseUrl}${path}${path.includes('?') ? '&' : '?'}${buildQuery(deps.locale(), options.query)}`;
    const response = await doFetch(url, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
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
      if (response.status === 401 && token) deps.onUnauthorized();
      throw new ApiError(response.status, meta, body.data ?? null);
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
