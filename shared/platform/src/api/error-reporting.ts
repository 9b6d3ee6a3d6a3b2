import { API_ROOT, ApiPath, type ClientConfig, type ClientErrorReport } from '@app/contracts';
import type { FailedCall } from './failed-calls';

export interface ErrorReportingDeps {
  /** the window whose errors are reported */
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location' | 'navigator'>;
  fetch: typeof fetch;
  lastFailedCall(): FailedCall | null;
  /** the server version the page last saw */
  appVersion(): string | null;
  /** at most this many reports per page load; a page in an error loop must not flood the server */
  maxReports?: number;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function describe(reason: unknown): { message: string; stack: string | null } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? null };
  if (typeof reason === 'string') return { message: reason, stack: null };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: null };
  } catch {
    return { message: String(reason), stack: null };
  }
}

/**
 * Reports the page's uncaught errors and unhandled promise rejections to the configured endpoint
 * (GET /api/client-config, asked once, at the first error: CLIENT_ERROR_URL or the gateway's own
 * POST /api/client-errors). Each report carries the request id of the last failed API call, the
 * page's address and versions. The same error is sent once; reporting never throws. Returns a
 * function that stops reporting.
 */
export function installErrorReporting(deps: ErrorReportingDeps): () => void {
  const max = deps.maxReports ?? 10;
  const seen = new Set<string>();
  let endpoint: Promise<string> | null = null;
  const errorUrl = () =>
    (endpoint ??= deps
      .fetch(API_ROOT + ApiPath.clientConfig, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: ClientConfig }>) : null))
      .then((body) => body?.data.error_url ?? API_ROOT + ApiPath.clientErrors)
      .catch(() => API_ROOT + ApiPath.clientErrors));

  function report(kind: ClientErrorReport['kind'], reason: unknown): void {
    const { message, stack } = describe(reason);
    const key = `${kind}|${message}|${stack ?? ''}`;
    if (seen.has(key) || seen.size >= max) return;
    seen.add(key);
    const failed = deps.lastFailedCall();
    const { pathname, search } = deps.target.location;
    const body: ClientErrorReport = {
      kind,
      message: cut(message, 2_000),
      stack: stack === null ? null : cut(stack, 8_000),
      page: cut(pathname + search, 2_000),
      request_id: failed?.requestId ?? null,
      failed_call: failed ? { method: failed.method, path: cut(failed.path, 2_000), status: failed.status } : null,
      app_version: deps.appVersion(),
      user_agent: cut(deps.target.navigator.userAgent, 500),
    };
    void errorUrl()
      .then((url) =>
        deps.fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      )
      .catch(() => undefined);
  }

  const onError = (event: ErrorEvent) => report('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report('unhandledrejection', event.reason);
  deps.target.addEventListener('error', onError);
  deps.target.addEventListener('unhandledrejection', onRejection);
  return () => {
    deps.target.removeEventListener('error', onError);
    deps.target.removeEventListener('unhandledrejection', onRejection);
  };
}
