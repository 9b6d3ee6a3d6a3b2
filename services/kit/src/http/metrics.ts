import type { Context, Next } from 'koa';
import client from 'prom-client';

/**
 * The process's Prometheus metrics, served by the launcher on METRICS_PORT (never on the public
 * port). One registry per process: in the embedded default every service and the gateway count
 * into it, told apart by the `app` label.
 */
export const metricsRegistry = new client.Registry();

const requests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by app, method, route and status',
  labelNames: ['app', 'method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

const durations = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by app, method and route',
  labelNames: ['app', 'method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const errors = new client.Counter({
  name: 'http_request_errors_total',
  help: 'HTTP requests answered with a server error (5xx), by app, method and route',
  labelNames: ['app', 'method', 'route'] as const,
  registers: [metricsRegistry],
});

let defaultsOn = false;
/** Node's own figures (memory, event loop lag, handles, GC) with the process_ and nodejs_ prefixes; once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

/**
 * Counts and times every request of an app. `routeOf` names the route as a pattern
 * (`/api/person/:id`), never the raw path, so the number of series stays bounded.
 */
export function observeRequests(app: string, routeOf: (ctx: Context) => string) {
  return async (ctx: Context, next: Next) => {
    const stop = durations.startTimer();
    try {
      await next();
    } finally {
      // a handler that threw is answered by the error envelope further in, so ctx.status is final here
      const route = routeOf(ctx);
      const labels = { app, method: ctx.method, route };
      const status = answeredStatus(ctx);
      stop(labels);
      requests.inc({ ...labels, status: String(status) });
      if (status >= 500) errors.inc(labels);
    }
  };
}

/** The status sent: a request handed to a service's own listener (ctx.respond false) was answered on ctx.res. */
export const answeredStatus = (ctx: Context): number => (ctx.respond === false ? ctx.res.statusCode : ctx.status);

/** The route pattern @koa/router matched, or `unmatched` (404s of unknown paths stay one series). */
export const matchedRoute = (ctx: Context): string => (ctx as Context & { _matchedRoute?: string })._matchedRoute ?? 'unmatched';

export interface GaugeSpec {
  name: string;
  help: string;
  /** fixed labels of this reading, e.g. `{ job: 'outbox-sender' }`; several readings may share a name */
  labels?: Record<string, string>;
  /** read at every scrape; a failed read leaves this reading out of that scrape */
  read(): Promise<number> | number;
}

const gauges = new Map<string, Map<string, GaugeSpec>>();

/**
 * A gauge read when Prometheus scrapes (the websocket clients, the outbox backlog, a job's lag).
 * Registering the same name and labels again replaces the reading (a process that starts its
 * targets twice, as tests do). Returns a function that removes the reading.
 */
export function registerGauge(spec: GaugeSpec): () => void {
  const key = JSON.stringify(spec.labels ?? {});
  let readings = gauges.get(spec.name);
  if (!readings) {
    const own = new Map<string, GaugeSpec>();
    readings = own;
    gauges.set(spec.name, own);
    new client.Gauge({
      name: spec.name,
      help: spec.help,
      labelNames: Object.keys(spec.labels ?? {}),
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        await Promise.all(
          [...own.values()].map(async (reading) => {
            const value = await Promise.resolve()
              .then(() => reading.read())
              .catch(() => null);
            if (value !== null) this.set(reading.labels ?? {}, value);
          }),
        );
      },
    });
  }
  readings.set(key, spec);
  return () => readings.delete(key);
}

/** The text Prometheus scrapes. */
export const metricsText = (): Promise<string> => metricsRegistry.metrics();
export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;

/** This process's metrics as data, for the primary of several workers to add up (`clusterMetricsText`). */
export const metricsJson = () => metricsRegistry.getMetricsAsJSON();

/**
 * The text Prometheus scrapes from the primary of several workers: its own metrics (the jobs'
 * gauges) and each worker's, added up the way each metric says (prom-client's aggregators), so
 * one scrape shows the whole process group.
 */
export async function clusterMetricsText(workers: readonly Awaited<ReturnType<typeof metricsJson>>[]): Promise<string> {
  return client.AggregatorRegistry.aggregate([await metricsJson(), ...workers]).metrics();
}
