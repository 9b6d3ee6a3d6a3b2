import http from 'node:http';
import { checkReadiness, clusterMetricsText, METRICS_CONTENT_TYPE, metricsText, type Database, type EventBus } from '@app/service-kit';
import type { WorkerMetrics } from './workers';

/**
 * Liveness and readiness on the process's own port, for every target: `GET /livez` answers while the
 * process serves; `GET /readyz` answers 200 when its database and its event bus answer, else 503, with
 * each check's result (no detail beyond ok or failed). An orchestrator stops sending traffic to a
 * process that is not ready and restarts one that is not alive.
 */
export function probes(deps: { db: Pick<Database, 'db'> | null; bus: EventBus }, next: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || (path !== '/livez' && path !== '/readyz')) return next(req, res);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (path === '/livez') return answer(200, { status: 'ok' });
    void checkReadiness(deps).then((r) => answer(r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'not ready', checks: r.checks }));
  };
}

/**
 * The Prometheus endpoint on its own port (METRICS_PORT), so the public port never shows it: in a
 * cluster only the scraper reaches that port (deploy/k8s names it `metrics`). The primary of several
 * workers serves the group's metrics: its own and its workers', added up.
 */
export async function startMetricsServer(port: number, host: string, workers?: WorkerMetrics): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    (workers ? workers.collect().then(clusterMetricsText) : metricsText()).then(
      (text) => {
        res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE });
        res.end(text);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('metrics failed');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
