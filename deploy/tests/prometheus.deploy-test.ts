import fs from 'node:fs';
import path from 'node:path';
import { readAlertRules, readExpression } from './alert-rules';

/**
 * The alerting rules (deploy/prometheus/alerts.yaml, ADR 0043): each expression is valid PromQL by
 * Prometheus's own grammar, each alert says how long and how bad, and its runbook exists in
 * deploy/README.md. That the metrics they name are served is checked against a live process in
 * services/launcher/src/observability.test.ts.
 */
const README = fs.readFileSync(path.resolve(__dirname, '../README.md'), 'utf8');
/** GitHub's anchors of the README's headings */
const anchors = new Set(
  [...README.matchAll(/^#+ (.+)$/gm)].map((m) =>
    m[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replace(/ /g, '-'),
  ),
);
const rules = readAlertRules();

it('tells a broken expression from a valid one', () => {
  expect(readExpression('sum by (app) (rate(http_requests_total{app="gateway"}[5m]))')).toEqual({
    errors: [],
    metrics: ['http_requests_total'],
  });
  expect(readExpression('rate(http_requests_total[5m] > 1').errors.length).toBeGreaterThan(0);
  expect(readExpression('rates(http_requests_total[5m])').errors.length).toBeGreaterThan(0);
});

it('covers errors, latency, live updates, the outbox, job lag, a busy process, memory and a process down', () => {
  const metrics = new Set(rules.flatMap((r) => readExpression(r.expr).metrics));
  for (const metric of [
    'up',
    'http_request_errors_total',
    'http_request_duration_seconds_bucket',
    'websocket_clients',
    'outbox_backlog',
    'job_lag_seconds',
    'nodejs_eventloop_lag_p99_seconds',
    'process_resident_memory_bytes',
  ])
    expect(metrics).toContain(metric);
});

describe.each(rules.map((rule) => [rule.alert, rule] as const))('%s', (_name, rule) => {
  it('is valid PromQL', () => {
    expect(readExpression(rule.expr).errors).toEqual([]);
  });

  it('waits before it fires, says how bad it is and links to its runbook', () => {
    expect(rule.for).toMatch(/^\d+[mh]$/);
    expect(['warning', 'critical']).toContain(rule.labels?.severity);
    expect(rule.annotations?.summary).toBeTruthy();
    const [file, anchor] = (rule.annotations?.runbook ?? '').split('#');
    expect(file).toBe('deploy/README.md');
    expect([...anchors]).toContain(anchor);
  });
});
